import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { readGraphQLError } from '../../../lib/graphqlError';

/** A list that could not be loaded: what happened, and Try again (disabled while it runs). */
export function ListLoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => Promise<unknown> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The error stays on screen with its own message.
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry} disabled={retrying}>
          Try again
        </Button>
      }
    >
      We couldn't load your {what}. {readGraphQLError(error).message}
    </Alert>
  );
}

/** Placeholders in the shape of the list while it loads. */
export function ListSkeleton({ label, count, height, radius }: { label: string; count: number; height: number; radius: number }) {
  return (
    <Stack spacing={2} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} sx={{ borderRadius: radius }} />
      ))}
    </Stack>
  );
}
