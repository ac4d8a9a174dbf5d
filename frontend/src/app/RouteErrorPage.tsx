import { Suspense, useEffect } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { pageTitle } from '../config/brand';
import { paths } from '../config/paths';
import { lazyOptional } from '../lib/lazyOptional';
import { NotFoundPage } from './lazyPages';

// This page is in the first load (it must show when a page's code failed to load); its art is not:
// it loads when the page shows, and a failed load just leaves it out.
const LostBallArt = lazyOptional(async () => (await import('../components/LostBallArt')).LostBallArt);

/** When a page fails to render or load: say so plainly, offer a way on, never show a stack trace. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <title>{pageTitle('Something went wrong')}</title>
      <Suspense fallback={null}>
        <LostBallArt sx={{ maxWidth: 320, mx: 'auto', mb: 4 }} />
      </Suspense>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Something went wrong on our side
      </Typography>
      <Typography variant="subtitle1" sx={{ color: 'text.secondary', mb: 4 }}>
        Please try again in a moment. If it keeps happening, give us a call and we'll sort it out.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          Try again
        </Button>
        <Button href={paths.home} variant="outlined" size="large">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
