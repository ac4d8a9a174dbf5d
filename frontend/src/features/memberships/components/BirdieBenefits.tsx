import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What Birdie includes (spec section 9), in the words the rest of the site uses. */
export const BIRDIE_BENEFITS = [
  { title: '2 free hours every month', detail: 'Your first 2 bay-hours each month are on us, at any location.' },
  { title: '$40 an hour after that', detail: 'Instead of the standard $60, per bay, however many of you play.' },
  { title: 'Book up to 5 days ahead', detail: 'Three more days than pay-as-you-play, so you get the slot you want.' },
  { title: 'Member-only events', detail: 'Closest-to-the-pin nights and member socials, just for Birdies.' },
] as const;

/** The Birdie benefits as a checked list; `compact` drops the explanations. */
export function BirdieBenefits({ compact = false }: { compact?: boolean }) {
  return (
    <Stack component="ul" spacing={compact ? 1 : 1.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {BIRDIE_BENEFITS.map((b) => (
        <Stack component="li" key={b.title} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={(t) => ({
              flexShrink: 0,
              width: 24,
              height: 24,
              mt: '1px',
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'secondary.main',
              bgcolor: t.alpha(t.vars.palette.secondary.main, 0.14),
            })}
          >
            <CheckRoundedIcon sx={{ fontSize: 16 }} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 650 }}>{b.title}</Typography>
            {compact ? null : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {b.detail}
              </Typography>
            )}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
