import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminDiscountFieldsFragment } from '../../../../gql/graphql';
import { formatDate } from '../../../../lib/format';
import {
  appliesToLabel,
  datesLabel,
  DISCOUNT_GRID,
  perUserLabel,
  STATUS_LABELS,
  usageLabel,
  valueLabel,
  type DiscountStatus,
} from '../utils/discountView';

type Code = AdminDiscountFieldsFragment;

const STATUS_COLOR: Record<DiscountStatus, ChipProps['color']> = {
  active: 'success',
  scheduled: 'primary',
  expired: 'default',
  used_up: 'default',
  inactive: 'default',
};

export function DiscountStatusChip({ status }: { status: string }) {
  const s = status as DiscountStatus;
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[s] ?? 'default'}
      variant={s === 'active' ? 'filled' : 'outlined'}
      label={STATUS_LABELS[s] ?? status}
    />
  );
}

const TEXT_ORDER = ['asc', 'desc'] as const;
const NUMBER_ORDER = ['desc', 'asc'] as const;

/** The discounts grid: Enter or a click on a row opens the code's redemptions. */
const COLUMNS: GridColDef<Code>[] = [
  {
    field: 'code',
    headerName: 'Code',
    minWidth: 170,
    flex: 1,
    hideable: false, // what the row is
    sortingOrder: [...TEXT_ORDER],
    renderCell: ({ row }) => (
      <Box sx={{ minWidth: 0, lineHeight: 1.3, py: 0.75 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 700, letterSpacing: '0.03em', lineHeight: 'inherit' }}>
          {row.code}
        </Typography>
        <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary', lineHeight: 'inherit' }}>
          {row.description || valueLabel(row)}
        </Typography>
      </Box>
    ),
  },
  { field: 'value', headerName: 'Value', width: 110, sortable: false, valueGetter: (_v, row) => valueLabel(row) },
  {
    field: 'status',
    headerName: 'Status',
    width: 124,
    sortable: false,
    renderCell: ({ row }) => <DiscountStatusChip status={row.status} />,
  },
  {
    field: 'redeemedCount',
    headerName: 'Used',
    width: 150,
    sortingOrder: [...NUMBER_ORDER],
    renderCell: ({ row }) => (
      <Box sx={{ width: '100%', lineHeight: 1.3 }}>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 'inherit' }}>
          {usageLabel(row)}
        </Typography>
        {row.maxRedemptions !== null ? (
          <LinearProgress
            variant="determinate"
            aria-hidden
            value={Math.min(100, (row.redeemedCount / row.maxRedemptions) * 100)}
            sx={{ mt: 0.5, height: 4, borderRadius: 2 }}
          />
        ) : (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', lineHeight: 'inherit' }}>
            {perUserLabel(row.perUserLimit)}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    field: 'appliesTo',
    headerName: 'Applies to',
    minWidth: 200,
    flex: 1,
    sortable: false,
    valueGetter: (_v, row) => appliesToLabel(row.appliesTo),
  },
  {
    field: 'startsOn',
    headerName: 'Dates',
    width: 232, // 'Oct 21, 2026 – Nov 17, 2026' whole
    sortingOrder: [...NUMBER_ORDER],
    valueGetter: (_v, row) => datesLabel(row),
  },
  {
    field: 'createdAt',
    headerName: 'Created',
    width: 120,
    sortingOrder: [...NUMBER_ORDER],
    valueFormatter: (value: string) => formatDate(value),
  },
];

/** When the grid is short of width, these columns step aside first (the code always stays). */
const HIDE_ORDER = ['createdAt', 'appliesTo', 'startsOn', 'value', 'redeemedCount', 'status'] as const;

export const DISCOUNT_TABLE = { label: 'Discount codes', columns: COLUMNS, hideOrder: HIDE_ORDER, sorting: DISCOUNT_GRID };
