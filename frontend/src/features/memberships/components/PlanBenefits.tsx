import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { planBenefits, type PlanTerms } from '../utils/plans';

/** A paid plan's benefits (as the server prices it) as a checked list; `compact` drops the explanations. */
export function PlanBenefits({ plan, base, compact = false }: { plan: PlanTerms; base: PlanTerms | null; compact?: boolean }) {
  return (
    <Stack component="ul" spacing={compact ? 1 : 1.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {planBenefits(plan, base).map((b) => (
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
