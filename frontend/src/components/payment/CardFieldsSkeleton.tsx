import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

// A module of its own: both the fields' loader and the lazily loaded fields show it.

/** Where the card fields will be, while their code or the processor's script loads. */
export function CardFieldsSkeleton() {
  return (
    <Box role="status" aria-label="Loading the card fields">
      <Skeleton variant="rounded" height={124} />
    </Box>
  );
}
