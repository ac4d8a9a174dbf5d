import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The shape of a LocationCard while locations load. */
export function LocationCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" height={132} />
      <Stack spacing={2} sx={{ p: 3 }}>
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="text" width="60%" />
        <Box>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Box>
        <Skeleton variant="rounded" height={52} sx={{ borderRadius: 999 }} />
      </Stack>
    </Card>
  );
}
