import { useEffect, useState } from 'react';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { countdownMilestone, formatCountdown, spokenCountdown } from '../utils/checkout';

const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * How long the bay stays held. The figure ticks every second for the eye; a screen reader hears it
 * every 5 minutes and near the end, not every second.
 */
export function HoldCountdown({ expiresAt, now }: { expiresAt: string; now: Date }) {
  const msLeft = new Date(expiresAt).getTime() - now.getTime();
  const milestone = countdownMilestone(msLeft);
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    setSpoken(spokenCountdown(msLeft));
    // Speak at milestones only, not every second.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the milestone, not the second
  }, [milestone]);
  const urgent = msLeft <= 60_000;
  return (
    <Box
      sx={(t) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderRadius: '14px',
        bgcolor: urgent ? t.alpha(t.vars.palette.error.main, 0.08) : t.alpha(t.vars.palette.secondary.main, 0.1),
        color: urgent ? 'error.main' : 'secondary.dark',
      })}
    >
      <TimerOutlinedIcon aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 650, color: 'text.primary', flex: 1 }}>
        We're holding this bay for you
      </Typography>
      <Typography component="span" aria-hidden sx={{ fontWeight: 800, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}>
        {formatCountdown(msLeft)}
      </Typography>
      <Box component="span" role="status" sx={srOnly}>
        {spoken ? `Hold: ${spoken}` : ''}
      </Box>
    </Box>
  );
}
