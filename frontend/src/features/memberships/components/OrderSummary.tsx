import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCurrency } from '../../../lib/format';
import { monthlyBillingText } from '../utils/membership';
import { BirdieBenefits } from './BirdieBenefits';

interface OrderSummaryProps {
  planName: string;
  /** Dollars a month, as the server prices the plan. */
  price: number;
  today: Date;
}

/** What the membership checkout charges: the first month today, then monthly on the same day. */
export function OrderSummary({ planName, price, today }: OrderSummaryProps) {
  return (
    <Card component="section" aria-labelledby="order-heading" sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <Typography id="order-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Order summary
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{planName} membership</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            First month, renews monthly
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatCurrency(price)}</Typography>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography variant="h6" component="p">
          Due today
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCurrency(price)}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {monthlyBillingText(price, today)} Your benefits start as soon as you've paid; we'll confirm your renewal date on the next page.
      </Typography>
      {/* Phones: kept short, so the payment form is close (the offer was on the page before). */}
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
          Included every month
        </Typography>
        <BirdieBenefits compact />
      </Box>
    </Card>
  );
}
