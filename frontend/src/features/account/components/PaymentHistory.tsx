import { Fragment, useEffect, useState, type ComponentType } from 'react';
import { useQuery } from '@apollo/client/react';
import CardMembershipRoundedIcon from '@mui/icons-material/CardMembershipRounded';
import CelebrationRoundedIcon from '@mui/icons-material/CelebrationRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import SportsGolfRoundedIcon from '@mui/icons-material/SportsGolfRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { AccountPaymentsDocument } from '../../../gql/graphql';
import { formatCents, formatDate } from '../../../lib/format';
import { kindLabel, paidWith, paymentKind, purchaseLine, refundEntries, type AccountPayment, type PaymentKind } from '../utils/payments';
import { EmptyState } from './EmptyState';
import { ListLoadError, ListSkeleton } from './ListStates';
import { ReceiptDialog } from './ReceiptDialog';

const PAGE = 10;

const KIND_ICONS: Record<PaymentKind, ComponentType<SvgIconProps>> = {
  booking: SportsGolfRoundedIcon,
  lesson: SchoolRoundedIcon,
  league: EmojiEventsRoundedIcon,
  event: CelebrationRoundedIcon,
  membership: CardMembershipRoundedIcon,
  other: ReceiptLongRoundedIcon,
};

// One row per charge, many on the page: static styles, not per-element sx.
const Row = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr) auto',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(0.25),
  padding: theme.spacing(2.5, 2.5),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2.5, 3) },
}));

const KindMark = styled('span')(({ theme }) => ({
  gridRow: 'span 3',
  width: 40,
  height: 40,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  color: theme.vars.palette.secondary.main,
  backgroundColor: theme.alpha(theme.vars.palette.secondary.main, 0.1),
}));

const Amount = styled('span')(({ theme }) => ({
  ...theme.typography.h6,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
  whiteSpace: 'nowrap',
}));

const Detail = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  gridColumn: 2,
  color: theme.vars.palette.text.secondary,
  overflowWrap: 'anywhere',
}));

const RefundLine = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  gridColumn: '2 / span 2',
  color: theme.vars.palette.text.primary,
  fontWeight: 600,
}));

const Actions = styled('div')(({ theme }) => ({
  gridColumn: '2 / span 2',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
  marginTop: theme.spacing(1),
}));

function PaymentRow({ payment, timeZone, onReceipt }: { payment: AccountPayment; timeZone: string; onReceipt: () => void }) {
  const Icon = KIND_ICONS[paymentKind(payment.kind)];
  const titleId = `payment-${payment.id}-title`;
  const card = paidWith(payment);
  const purchase = purchaseLine(payment);
  return (
    <Row>
      <KindMark aria-hidden>
        <Icon fontSize="small" />
      </KindMark>
      <Typography id={titleId} variant="h6" component="h3" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {payment.description}
      </Typography>
      <Amount>{formatCents(payment.amountCents)}</Amount>
      <Detail>
        {kindLabel(payment.kind)} · {formatDate(payment.paidAt, timeZone)}
        {card ? ` · ${card}` : ''}
      </Detail>
      {purchase ? <Detail>{purchase}</Detail> : null}
      {refundEntries(payment, timeZone).map((refund, i) => (
        <RefundLine key={i}>{refund.text}</RefundLine>
      ))}
      <Actions>
        {payment.disputed ? <Chip size="small" color="error" variant="outlined" label="Disputed" /> : null}
        <Button size="small" variant="outlined" startIcon={<ReceiptLongRoundedIcon />} onClick={onReceipt} aria-describedby={titleId}>
          Receipt
        </Button>
      </Actions>
    </Row>
  );
}

/** Every charge of the account (bookings, lessons, leagues, events, memberships), newest first, with its refunds and receipt. */
export function PaymentHistory() {
  // A payment made or refunded elsewhere must show here: read the cache, then refresh it.
  const { data, error, refetch } = useQuery(AccountPaymentsDocument, { fetchPolicy: 'cache-and-network' });
  const [shown, setShown] = useState(PAGE);
  const [receipt, setReceipt] = useState<AccountPayment | null>(null);
  const payments = data?.myPayments ?? [];
  const timeZone = data?.membershipTimeZone ?? 'UTC';
  // Linked to as /payment-methods#payment-history: the list arrives after the page, so scroll once it is there.
  const { hash } = useLocation();
  const loaded = !!data;
  useEffect(() => {
    if (loaded && hash === '#payment-history') document.getElementById('payment-history')?.scrollIntoView();
  }, [loaded, hash]);

  let body;
  if (!data && error) body = <ListLoadError what="payments" error={error} onRetry={refetch} />;
  else if (!data) body = <ListSkeleton label="Loading your payments" count={3} height={96} radius={4} />;
  else if (payments.length === 0) {
    body = (
      <EmptyState
        icon={<ReceiptLongRoundedIcon />}
        title="No payments yet"
        level="h3"
        text="Bays, lessons, leagues, events and membership charges show up here once paid, each with its receipt."
      />
    );
  } else {
    body = (
      <Card>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {payments.slice(0, shown).map((p, i) => (
            <Fragment key={p.id}>
              {i > 0 ? <Divider component="li" aria-hidden /> : null}
              <li>
                <PaymentRow payment={p} timeZone={timeZone} onReceipt={() => setReceipt(p)} />
              </li>
            </Fragment>
          ))}
        </Box>
        {payments.length > shown ? (
          <Box sx={{ px: 3, pb: 2.5 }}>
            <Button variant="text" onClick={() => setShown((n) => n + PAGE)}>
              Show older payments
            </Button>
          </Box>
        ) : null}
      </Card>
    );
  }

  return (
    <Box component="section" id="payment-history" aria-labelledby="payment-history-heading" sx={{ scrollMarginTop: 96 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="payment-history-heading" variant="h4" component="h2">
          Payment history
        </Typography>
        {payments.length ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {payments.length === 1 ? '1 payment' : `${payments.length} payments`}
          </Typography>
        ) : null}
      </Stack>
      {body}
      {receipt ? <ReceiptDialog payment={receipt} timeZone={timeZone} onClose={() => setReceipt(null)} /> : null}
    </Box>
  );
}
