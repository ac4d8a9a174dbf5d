import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pageTitle } from '../../../config/brand';
import { readGraphQLError } from '../../../lib/graphqlError';

/** A membership page whose data could not be loaded: what happened and a way to try again. */
export function LoadError({
  title,
  documentTitle,
  error,
  onRetry,
}: {
  title: string;
  documentTitle: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 9 }, flex: 1 }}>
      <title>{pageTitle(documentTitle)}</title>
      <Typography variant="h2" component="h1" sx={{ mb: 2, fontSize: { xs: '1.875rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {readGraphQLError(error).message}
      </Alert>
    </Container>
  );
}
