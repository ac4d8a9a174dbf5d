import { useId } from 'react';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { CANCELLATION_POLICY, refundableNow } from '../utils/checkout';
import { formatDateTime } from '../../../lib/venueTime';

interface CancellationPolicyProps {
  /** When the full refund ends (24 hours before the start), with the venue's zone to show it in. */
  refundableUntil?: string;
  timeZone?: string;
  now?: Date;
}

/** The customer cancellation rule (docs/product-rules.md), with this booking's deadline when known. */
export function CancellationPolicy({ refundableUntil, timeZone, now = new Date(), sx }: CancellationPolicyProps & { sx?: SxProps<Theme> }) {
  const headingId = useId();
  const deadline =
    refundableUntil && timeZone
      ? refundableNow(refundableUntil, now)
        ? `Cancel by ${formatDateTime(refundableUntil, timeZone)} for a full refund.`
        : 'This booking starts within 24 hours, so it can no longer be refunded.'
      : null;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={[
        (t) => ({ display: 'flex', gap: 1.5, p: 2, borderRadius: '14px', bgcolor: t.alpha(t.vars.palette.accent.main, 0.14) }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <EventAvailableRoundedIcon aria-hidden sx={{ color: 'primary.main', mt: '2px' }} />
      <Box>
        <Typography id={headingId} variant="body2" component="h3" sx={{ fontWeight: 700 }}>
          Cancellation policy
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {CANCELLATION_POLICY}
          {deadline ? ` ${deadline}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}
