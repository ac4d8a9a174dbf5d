import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

interface PageSpinnerProps {
  /** What is being waited for, read out and shown under the spinner. */
  label?: string;
}

/** A calm, centred spinner for a page area (spec section 2: shown while the current user loads). */
export function PageSpinner({ label = 'Loading' }: PageSpinnerProps) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ flex: 1, minHeight: '50vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, py: 8 }}
    >
      <CircularProgress size={40} thickness={4} color="secondary" aria-hidden />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}…
      </Typography>
    </Box>
  );
}
