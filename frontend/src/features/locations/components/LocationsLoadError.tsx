import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** The locations query failed and nothing is cached: say so and offer a retry. */
export function LocationsLoadError({ loading, onRetry }: { loading: boolean; onRetry: () => void }) {
  return (
    <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'background.paper', alignItems: 'flex-start', mb: 3 }}>
      <AlertTitle sx={{ fontWeight: 700 }}>We couldn't load our locations</AlertTitle>
      <Box sx={{ mb: 2 }}>Check your connection and try again in a moment.</Box>
      <Button variant="contained" color="primary" onClick={onRetry} disabled={loading}>
        {loading ? 'Trying…' : 'Try again'}
      </Button>
    </Alert>
  );
}
