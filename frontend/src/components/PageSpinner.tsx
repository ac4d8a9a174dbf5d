import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

interface PageSpinnerProps {
  /** What is being waited for, read out and shown under the spinner. */
  label?: string;
}

/**
 * A calm spinner for a page area (spec section 2: shown while the current user loads). It stands in for
 * a page, so it takes a screen's height: the footer stays below the fold instead of showing and then
 * jumping away when the page arrives (layout shift, issue 13).
 */
export function PageSpinner({ label = 'Loading' }: PageSpinnerProps) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ flex: 1, minHeight: '100dvh', display: 'grid', placeItems: 'center', alignContent: 'start', gap: 2, pt: '20vh', pb: 8 }}
    >
      <CircularProgress size={40} thickness={4} color="secondary" aria-hidden />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}…
      </Typography>
    </Box>
  );
}
