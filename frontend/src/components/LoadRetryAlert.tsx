import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/** "We couldn't load {what} just now…" with Try again: a public page's data that did not arrive. */
export function LoadRetryAlert({ what, onRetry, sx }: { what: string; onRetry: () => void; sx?: SxProps<Theme> }) {
  return (
    <Alert
      severity="warning"
      variant="outlined"
      sx={sx}
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      We couldn't load {what} just now. Check your connection and try again.
    </Alert>
  );
}
