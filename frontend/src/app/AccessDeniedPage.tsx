import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GolfAnimation } from '../components/transition/GolfAnimation';
import { TransitionLink } from '../components/TransitionLink';
import { pageTitle } from '../config/brand';
import { paths } from '../config/paths';

/** /admin for a signed-in non-admin (spec section 2: the route is admin-only). */
export function AccessDeniedPage({ firstName }: { firstName?: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center', flex: 1 }}>
      <title>{pageTitle('Staff only')}</title>
      <meta name="robots" content="noindex" />
      <GolfAnimation name="golf-building" size={120} still sx={{ mx: 'auto', mb: 3 }} />
      <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
        Members' lounge, not the back office
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        The admin dashboard is for staff
      </Typography>
      <Typography variant="subtitle1" sx={{ color: 'text.secondary', mb: 4, maxWidth: 460, mx: 'auto' }}>
        {firstName
          ? `You're signed in as ${firstName}, and this account doesn't have staff access. `
          : "This account doesn't have staff access. "}
        If you work at Back Nine and need it, ask your manager to switch it on.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={TransitionLink} to={paths.home} variant="contained" size="large">
          Back to home
        </Button>
        <Button component={TransitionLink} to={paths.selectLocation} variant="outlined" size="large">
          Book a bay
        </Button>
      </Stack>
    </Container>
  );
}
