import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCurrency, formatHours } from '../../../lib/format';
import { breakEvenHours, monthlyCost, ordinalWord, planColumnName, savings, type PlanTerms } from '../utils/plans';

/**
 * "How much do you play?": a month's bay time on each plan, side by side, and what `featured`
 * saves against `base` (no membership).
 */
export function CostCalculator({ plans, base, featured }: { plans: readonly PlanTerms[]; base: PlanTerms; featured: PlanTerms }) {
  const [hours, setHours] = useState(4);
  const labelId = useId();
  const saved = savings(featured, base, hours);
  const payoff = breakEvenHours(featured, base);

  return (
    <Paper variant="outlined" sx={{ borderRadius: 5, p: { xs: 3, md: 4 } }}>
      <Typography id={labelId} variant="h6" component="p" sx={{ mb: 0.5 }}>
        Bay hours a month:{' '}
        <Box component="span" sx={{ color: 'secondary.main' }}>
          {formatHours(hours)}
        </Box>
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={hours}
          onChange={(_, v) => setHours(v as number)}
          min={1}
          max={12}
          step={1}
          marks
          aria-labelledby={labelId}
          getAriaValueText={formatHours}
          color="secondary"
          sx={{ my: 1 }}
        />
      </Box>
      <Stack direction="row" useFlexGap spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }} aria-live="polite">
        {plans.map((plan) => (
          <Box
            key={plan.code}
            sx={(t) => ({
              flex: '1 1 0',
              minWidth: 120,
              p: 2,
              borderRadius: 3,
              ...(plan.code === featured.code
                ? { border: 2, borderColor: 'accent.main', bgcolor: t.alpha(t.vars.palette.accent.main, 0.1) }
                : { border: 1, borderColor: 'divider' }),
            })}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {planColumnName(plan)}
            </Typography>
            <Typography variant="h3" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCurrency(monthlyCost(plan, hours))}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Typography variant="body1" sx={{ mt: 2, fontWeight: 600 }}>
        {saved > 0
          ? `${featured.name} saves you ${formatCurrency(saved)} a month at ${formatHours(hours)}.`
          : `At ${formatHours(hours)} a month, pay as you play is the better deal.${
              payoff === null ? '' : ` ${featured.name} pays off from your ${ordinalWord(payoff)} hour.`
            }`}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Bay time only: per bay, not per player. Member-only events and the longer booking window come on top.
      </Typography>
    </Paper>
  );
}
