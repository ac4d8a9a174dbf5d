import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { formatCents, formatDate } from '../../../../lib/format';
import { StatusChip } from '../../components/StatusChip';
import { bookingHours, formatDateTime } from '../../../../lib/venueTime';
import { HISTORY_GRID } from '../utils/historyView';
import type { HistoryRow } from './BookingDetailsDrawer';

// Text columns sort A→Z first; dates and money newest/highest first. Never "unsorted": the server
// always has an order, and a third click should not look like nothing happened.
const TEXT_ORDER = ['asc', 'desc'] as const;
const NUMBER_ORDER = ['desc', 'asc'] as const;

/**
 * The booking-history grid. Paging, sorting and filtering all happen on the server: the grid shows
 * one page and reports what the admin asks for. Enter (or a click) on a row opens its details.
 */
const COLUMNS: GridColDef<HistoryRow>[] = [
  {
    field: 'reference',
    headerName: 'Reference',
    width: 118,
    hideable: false, // what a booking is called: every row keeps it
    sortingOrder: [...TEXT_ORDER],
    renderCell: ({ value }) => (
      <Box component="span" sx={{ fontWeight: 650, fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' }}>
        {value as string}
      </Box>
    ),
  },
  {
    // The day, with the hours under it: one column where two took a fifth of the width.
    field: 'date',
    headerName: 'Date',
    width: 160,
    hideable: false,
    sortingOrder: [...NUMBER_ORDER],
    valueFormatter: (value: string) => formatDate(value),
    renderCell: ({ row, formattedValue }) => (
      <Box sx={{ minWidth: 0, lineHeight: 1.3, py: 0.75 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600, lineHeight: 'inherit' }}>
          {formattedValue as string}
        </Typography>
        <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary', lineHeight: 'inherit' }}>
          {bookingHours(row.startsAt, row.endsAt, row.locationTimeZone)}
        </Typography>
      </Box>
    ),
  },
  { field: 'location', headerName: 'Location', width: 120, sortingOrder: [...TEXT_ORDER], valueGetter: (_value, row) => row.locationName },
  { field: 'bayNumber', headerName: 'Bay', width: 56, sortable: false, align: 'center', headerAlign: 'center' },
  {
    field: 'customer',
    headerName: 'Customer',
    minWidth: 180,
    flex: 1,
    sortingOrder: [...TEXT_ORDER],
    valueGetter: (_value, row) => row.customerName,
    renderCell: ({ row }) => (
      <Box sx={{ minWidth: 0, lineHeight: 1.3, py: 0.75 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600, lineHeight: 'inherit' }}>
          {row.customerName}
        </Typography>
        <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary', lineHeight: 'inherit' }}>
          {row.customerEmail ?? (row.guestPhone ? `Walk-in · ${row.guestPhone}` : 'Walk-in')}
        </Typography>
      </Box>
    ),
  },
  { field: 'partySize', headerName: 'Party', width: 68, sortable: false, align: 'right', headerAlign: 'right' },
  {
    field: 'status',
    headerName: 'Status',
    width: 136,
    sortingOrder: [...TEXT_ORDER],
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  },
  {
    field: 'totalCents',
    headerName: 'Total',
    width: 100,
    align: 'right',
    headerAlign: 'right',
    sortingOrder: [...NUMBER_ORDER],
    valueFormatter: (value: number) => formatCents(value),
  },
  {
    field: 'createdAt',
    headerName: 'Created',
    width: 180,
    sortingOrder: [...NUMBER_ORDER],
    valueFormatter: (value: string, row) => formatDateTime(value, row.locationTimeZone),
  },
];

/** When the grid is short of width, these columns step aside first (reference and date always stay). */
const HIDE_ORDER = ['createdAt', 'partySize', 'bayNumber', 'totalCents', 'location', 'status', 'customer'] as const;

export const HISTORY_TABLE = { label: 'Bookings', columns: COLUMNS, hideOrder: HIDE_ORDER, sorting: HISTORY_GRID };
