import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from './TransitionLink';
import { LostBallArt } from './LostBallArt';
import { pageTitle } from '../config/brand';
import { paths } from '../config/paths';

/** Any path the app does not know (spec section 2). */
export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <title>{pageTitle('Page not found')}</title>
      <meta name="robots" content="noindex" />
      <LostBallArt sx={{ maxWidth: 320, mx: 'auto', mb: 4 }} />
      <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
        Just short of the cup
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        We couldn't find that page
      </Typography>
      <Typography variant="subtitle1" sx={{ color: 'text.secondary', mb: 4, maxWidth: 440, mx: 'auto' }}>
        The link may be out of date, or the page has moved. Let's get you back on the fairway.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={TransitionLink} to={paths.home} variant="contained" color="primary" size="large">
          Back to home
        </Button>
        <Button component={TransitionLink} to={paths.selectLocation} variant="outlined" color="primary" size="large">
          Book a bay
        </Button>
      </Stack>
    </Container>
  );
}
