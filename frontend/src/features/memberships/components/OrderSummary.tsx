import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCurrency } from '../../../lib/format';
import { monthlyBillingText } from '../utils/membership';
import type { PlanTerms } from '../utils/plans';
import { PlanBenefits } from './PlanBenefits';

interface OrderSummaryProps {
  /** The plan as the server prices it, with when a subscription bought now first renews. */
  plan: PlanTerms & { firstRenewalAt?: string | null };
  base: PlanTerms | null;
  /** The zone the first renewal's date is told in (useMembershipTimeZone). */
  timeZone: string | undefined;
  /** A discount code on the first month (the server's quote), if one is applied. */
  discount?: { code: string; discountCents: number } | null;
}

/** What the membership checkout charges: the first month today, then monthly from the first renewal. */
export function OrderSummary({ plan, base, timeZone, discount = null }: OrderSummaryProps) {
  const price = plan.priceCents / 100;
  const due = (plan.priceCents - (discount?.discountCents ?? 0)) / 100;
  return (
    <Card component="section" aria-labelledby="order-heading" sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <Typography id="order-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Order summary
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{plan.name} membership</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            First month, renews monthly
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatCurrency(price)}</Typography>
      </Stack>
      {discount ? (
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mt: 1 }}>
          <Typography>Discount {discount.code}</Typography>
          <Typography sx={{ fontVariantNumeric: 'tabular-nums', color: 'success.dark' }}>
            −{formatCurrency(discount.discountCents / 100)}
          </Typography>
        </Stack>
      ) : null}
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography variant="h6" component="p">
          Due today
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCurrency(due)}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {monthlyBillingText(price, plan.firstRenewalAt ?? null, timeZone)} Your benefits start as soon as you've paid.
      </Typography>
      {/* Phones: kept short, so the payment form is close (the offer was on the page before). */}
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
          Included every month
        </Typography>
        <PlanBenefits plan={plan} base={base} compact />
      </Box>
    </Card>
  );
}
