import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LostBallArt } from '../../../components/LostBallArt';
import { PageSpinner } from '../../../components/PageSpinner';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { readGraphQLError } from '../../../lib/graphqlError';
import { authPathFor } from '../../../lib/redirect';

interface NoBookingProps {
  title: string;
  text: string;
  documentTitle: string;
  /** Signed out: sign in first, then come back to this path. */
  signInNext?: string;
}

/**
 * A friendly dead end (no booking in the link, one that isn't yours, or not signed in) with the
 * ways on. Checkout and the confirmation are public routes in the spec, so signed out they say
 * what to do instead of redirecting.
 */
export function NoBooking({ title, text, documentTitle, signInNext }: NoBookingProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <title>{pageTitle(documentTitle)}</title>
      <LostBallArt sx={{ maxWidth: 280, mx: 'auto', mb: 4 }} />
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography variant="subtitle1" sx={{ color: 'text.secondary', mb: 4 }}>
        {text}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {signInNext ? (
          <Button component={TransitionLink} to={authPathFor(signInNext)} variant="contained" color="secondary" size="large">
            Sign in
          </Button>
        ) : null}
        <Button
          component={TransitionLink}
          to={paths.selectLocation}
          variant={signInNext ? 'outlined' : 'contained'}
          color={signInNext ? 'primary' : 'secondary'}
          size="large"
        >
          Book a bay
        </Button>
        {signInNext ? null : (
          <Button component={TransitionLink} to={paths.bookingHistory} variant="outlined" size="large">
            My bookings
          </Button>
        )}
      </Stack>
    </Container>
  );
}

interface BookingUnavailableProps {
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  documentTitle: string;
  /** What to say when there is no such booking of this customer's. */
  notFoundText: string;
}

/** A booking page whose booking isn't here (yet): loading, a failure to retry, or not found. */
export function BookingUnavailable({ loading, error, refetch, documentTitle, notFoundText }: BookingUnavailableProps) {
  if (loading) return <PageSpinner label="Getting your booking" />;
  const readable = error ? readGraphQLError(error) : null;
  if (readable && readable.code !== 'NOT_FOUND') {
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <title>{pageTitle(documentTitle)}</title>
        <Alert
          severity="warning"
          variant="outlined"
          action={
            <Button color="inherit" onClick={() => void refetch().catch(() => undefined)}>
              Try again
            </Button>
          }
        >
          {readable.message}
        </Alert>
      </Container>
    );
  }
  return <NoBooking title="We couldn't find that booking" text={notFoundText} documentTitle={documentTitle} />;
}
