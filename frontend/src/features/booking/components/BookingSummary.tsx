import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BookingQuoteQuery } from '../../../gql/graphql';
import { BookingFacts, type Fact } from './BookingFacts';
import { PriceLines } from './PriceLines';
import { formatCents } from '../../../lib/format';
import { useFixedBarRef } from '../../../lib/fixedBar';
import { basePlan, dollars, featuredPlan, usePlans } from '../../../lib/plans';

type Quote = BookingQuoteQuery['bookingQuote'];

export interface SummaryProps {
  facts: Fact[];
  /** Something is selected that can be booked. */
  ready: boolean;
  quote: Quote | null;
  quoteLoading: boolean;
  error: string | null;
  continuing: boolean;
  signedIn: boolean;
  onContinue: () => void;
  /** For the phone bar: "Nov 23 · 3:00 PM - 5:00 PM" and "Bay 2". */
  short: string;
  bay: string;
}

function ContinueButton({
  ready,
  continuing,
  onContinue,
  compact = false,
}: Pick<SummaryProps, 'ready' | 'continuing' | 'onContinue'> & { compact?: boolean }) {
  return (
    <Button
      aria-label={continuing ? undefined : 'Continue to checkout'}
      variant="contained"
      color="secondary"
      size="large"
      fullWidth={!compact}
      disabled={!ready || continuing}
      onClick={onContinue}
      endIcon={continuing ? <CircularProgress size={18} color="inherit" aria-hidden /> : <ArrowForwardRoundedIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {continuing ? (compact ? 'Holding…' : 'Holding your bay…') : compact ? 'Continue' : 'Continue to checkout'}
    </Button>
  );
}

/**
 * The booking so far and the server's live price. A card beside the grid on larger screens; on
 * phones the price and the button ride in a bar at the bottom (PhoneBookingBar) and the card
 * below the grid keeps the details.
 */
export function BookingSummary(props: SummaryProps) {
  const { facts, ready, quote, quoteLoading, error, signedIn } = props;
  const { plans } = usePlans();
  const base = plans && basePlan(plans);
  const featured = featuredPlan(plans);
  return (
    <Card component="section" aria-labelledby="summary-heading" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="summary-heading" variant="h4" component="h2" sx={{ mb: 2 }}>
        Your booking
      </Typography>
      <BookingFacts facts={facts} />
      <Box sx={{ mt: 2.5 }} aria-live="polite">
        {ready && quote ? (
          <PriceLines lines={quote.lines} totalCents={quote.totalCents} stale={quoteLoading} />
        ) : ready && quoteLoading ? (
          <Box role="status" aria-label="Getting your price">
            <Skeleton height={28} />
            <Skeleton height={40} width="60%" />
          </Box>
        ) : !ready ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Pick a green start time to see your price.
            {base ? ` Bay time is ${dollars(base.hourlyRateCents)} an hour${featured ? `; ${featured.name} members pay less` : ''}.` : ''}
          </Typography>
        ) : null}
      </Box>
      {error ? (
        <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Box sx={{ mt: 2.5, display: { xs: 'none', md: 'block' } }}>
        <ContinueButton {...props} />
      </Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5, fontSize: '0.8125rem' }}>
        {signedIn
          ? "We'll hold the bay for 10 minutes while you pay."
          : "You'll sign in next; we hold the bay for 10 minutes while you pay."}
      </Typography>
    </Card>
  );
}

/** Phones: the total and the way on, always in reach at the bottom of the screen. */
export function PhoneBookingBar(props: SummaryProps) {
  const { ready, quote, short, bay } = props;
  const bar = useFixedBarRef();
  return (
    <Paper
      ref={bar}
      component="section"
      aria-label="Booking total"
      elevation={0}
      sx={(t) => ({
        display: { xs: 'block', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: t.zIndex.appBar - 1,
        px: 2,
        pt: 1.5,
        pb: 'calc(12px + env(safe-area-inset-bottom))',
        borderTop: 1,
        borderColor: 'divider',
        borderRadius: 0,
        boxShadow: `0 -8px 24px ${t.alpha(t.vars.palette.primary.main, 0.12)}`,
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontSize: '0.8125rem' }}
          >
            {ready ? short : 'Pick a start time'}
          </Typography>
          <Typography
            component="p"
            sx={{
              fontWeight: 800,
              fontSize: '1.25rem',
              fontVariantNumeric: 'tabular-nums',
              lineHeight: 1.3,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {ready && quote ? formatCents(quote.totalCents) : '—'}
            {ready && bay ? (
              <Typography
                component="span"
                variant="caption"
                sx={{ color: 'text.secondary', fontWeight: 600, fontSize: '0.8125rem', ml: 0.75 }}
              >
                {bay}
              </Typography>
            ) : null}
          </Typography>
        </Box>
        <ContinueButton {...props} compact />
      </Box>
    </Paper>
  );
}
