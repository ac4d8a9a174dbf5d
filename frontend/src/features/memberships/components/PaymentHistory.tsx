import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '../../../lib/format';
import { paymentStatusLabel, venueDate } from '../utils/membership';
import { useMembershipTimeZone } from '../api/useMembershipTimeZone';

interface MembershipPaymentRow {
  id: string;
  amountCents: number;
  status: string;
  createdAt: string;
}

/** Every membership charge, newest first: date, amount, status. */
export function PaymentHistory({
  payments,
  labelledBy,
  emptyText = 'No membership payments yet.',
}: {
  payments: readonly MembershipPaymentRow[];
  labelledBy: string;
  /** What an empty history says (a complimentary membership is never charged). */
  emptyText?: string;
}) {
  const timeZone = useMembershipTimeZone();
  if (payments.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <Table
      size="small"
      aria-labelledby={labelledBy}
      sx={{ '& td, & th': { px: { xs: 1, sm: 2 }, '&:first-of-type': { pl: 0 }, '&:last-of-type': { pr: 0 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell scope="col">Date</TableCell>
          <TableCell scope="col" align="right">
            Amount
          </TableCell>
          <TableCell scope="col">Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((p) => (
          <TableRow key={p.id}>
            <TableCell>{venueDate(p.createdAt, timeZone)}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCents(p.amountCents)}
            </TableCell>
            <TableCell>{paymentStatusLabel(p.status)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
