import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Said above a page's content when its locations could not be loaded, with Try again. */
export function LocationsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="warning"
      variant="outlined"
      sx={{ mb: 4, bgcolor: 'background.paper' }}
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      We couldn't load our locations just now. Check your connection and try again.
    </Alert>
  );
}
