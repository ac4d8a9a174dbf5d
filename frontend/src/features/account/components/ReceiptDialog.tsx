import { useId } from 'react';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brand } from '../../../config/brand';
import { formatCents, formatDate } from '../../../lib/format';
import { kindLabel, netCents, paidWith, refundEntries, type AccountPayment } from '../utils/payments';

// Printing the receipt prints the dialog alone: the page behind it, the backdrop and the buttons stay off paper.
const printOnlyTheReceipt = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body > *:not(.receipt-dialog)': { display: 'none !important' },
        '.receipt-dialog .MuiBackdrop-root, .receipt-dialog .receipt-actions': { display: 'none !important' },
        '.receipt-dialog, .receipt-dialog .MuiDialog-container': { position: 'static !important', height: 'auto !important' },
        '.receipt-dialog .MuiDialog-paper': { boxShadow: 'none !important', margin: 0, maxWidth: 560, width: '100%', maxHeight: 'none' },
      },
    }}
  />
);

/** One term of the receipt; `rule`: a line above it (a <dl> may hold only its groups, no <hr>). */
function Line({ label, value, strong = false, rule = false }: { label: string; value: string; strong?: boolean; rule?: boolean }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'space-between', py: 0.5, ...(rule ? { mt: 1, pt: 1.5, borderTop: 1, borderColor: 'divider' } : {}) }}
    >
      <Typography component="dt" variant="body2" sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** A charge's receipt, printable: the venue, what was paid for, the card, the refunds, and the processor's own receipt when it has one. */
export function ReceiptDialog({ payment, timeZone, onClose }: { payment: AccountPayment; timeZone: string; onClose: () => void }) {
  const titleId = useId();
  const card = paidWith(payment);
  const refunds = refundEntries(payment, timeZone);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth className="receipt-dialog">
      {printOnlyTheReceipt}
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        Receipt
      </DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {brand.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Paid on {formatDate(payment.paidAt, timeZone)}
        </Typography>
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {payment.description}
        </Typography>
        {payment.disputed ? <Chip size="small" color="error" variant="outlined" label="Disputed" sx={{ mt: 1 }} /> : null}
        <Box component="dl" sx={{ m: 0, mt: 2 }}>
          <Line label="For" value={kindLabel(payment.kind)} />
          {payment.reference ? <Line label="Reference" value={payment.reference} /> : null}
          {payment.forDate ? <Line label="Booked for" value={formatDate(payment.forDate)} /> : null}
          {card ? <Line label="Card" value={card} /> : null}
          <Line label="Charged" value={formatCents(payment.amountCents)} strong={!refunds.length} rule />
          {refunds.map((refund, i) => (
            <Line key={i} label={`Refunded on ${refund.on}`} value={formatCents(-refund.amountCents)} />
          ))}
          {refunds.length ? <Line label="Paid after refunds" value={formatCents(netCents(payment))} strong /> : null}
        </Box>
        {payment.receiptUrl ? (
          <Typography variant="body2" sx={{ mt: 2 }} className="receipt-actions">
            <Link
              href={payment.receiptUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              Our payment processor's receipt
              <OpenInNewRoundedIcon fontSize="inherit" aria-hidden />
              <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                (opens in a new tab)
              </Box>
            </Link>
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions className="receipt-actions" sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button variant="outlined" startIcon={<PrintRoundedIcon />} onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
