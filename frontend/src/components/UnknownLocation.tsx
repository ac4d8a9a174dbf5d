import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from './TransitionLink';
import { LostBallArt } from './LostBallArt';
import { pageTitle } from '../config/brand';

interface UnknownLocationProps {
  slug: string;
  /** Where the overall page is, and what it is called: "/leagues", "leagues". */
  basePath: string;
  what: string;
}

/** The not-found state for a location slug we don't have. */
export function UnknownLocation({ slug, basePath, what }: UnknownLocationProps) {
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
      <Typography variant="subtitle1" sx={{ color: 'text.secondary', mb: 4, maxWidth: 440, mx: 'auto', overflowWrap: 'anywhere' }}>
        We don't have a location called “{slug}”. Pick one of ours to see its {what}.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={TransitionLink} to={basePath} variant="contained" size="large">
          See all {what}
        </Button>
        <Button component={TransitionLink} to="/locations" variant="outlined" size="large">
          Our locations
        </Button>
      </Stack>
    </Container>
  );
}
