import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import type { AdminLeagueGridQuery } from '../../../../gql/graphql';
import {
  feeLabel,
  formatLabel,
  LEAGUE_GRID,
  nightLabel,
  placesLabel,
  seasonDates,
  STATUS_LABELS,
  type LeagueStatusFilter,
  unbookedLabel,
} from '../utils/leagueView';

export type LeagueRow = AdminLeagueGridQuery['adminLeagues']['rows'][number];

const STATUS_COLOR: Record<LeagueStatusFilter, ChipProps['color']> = {
  open: 'success',
  full: 'default',
  in_progress: 'primary',
  done: 'default',
};

/** A league's status; a league the venue closed says so. */
export function LeagueStatusChip({ status, closed }: { status: string; closed: boolean }) {
  const s = status.toLowerCase() as LeagueStatusFilter;
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[s] ?? 'default'}
      variant={s === 'open' || s === 'in_progress' ? 'filled' : 'outlined'}
      label={closed ? 'Closed' : (STATUS_LABELS[s] ?? status)}
    />
  );
}

const TEXT_ORDER = ['asc', 'desc'] as const;
const NUMBER_ORDER = ['desc', 'asc'] as const;

/** The leagues grid: Enter or a click on a row opens the league's entries and actions. */
const COLUMNS: GridColDef<LeagueRow>[] = [
  {
    field: 'name',
    headerName: 'League',
    minWidth: 220,
    flex: 1.4,
    hideable: false, // what the row is
    sortingOrder: [...TEXT_ORDER],
    renderCell: ({ row }) => (
      <Box sx={{ minWidth: 0, lineHeight: 1.3, py: 0.75 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 700, lineHeight: 'inherit' }}>
          {row.league.name}
        </Typography>
        <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary', lineHeight: 'inherit' }}>
          {/* First, so a narrow column still shows it: the season has nights without their bays. */}
          {unbookedLabel(row.unbookedNights) ? (
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
              <WarningAmberRoundedIcon aria-hidden sx={{ fontSize: '1em', verticalAlign: '-0.125em', mr: 0.25, color: 'warning.main' }} />
              {unbookedLabel(row.unbookedNights)} ·{' '}
            </Box>
          ) : null}
          {nightLabel(row.league)}
        </Typography>
      </Box>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    sortingOrder: [...TEXT_ORDER],
    renderCell: ({ row }) => <LeagueStatusChip status={row.league.status} closed={row.closedAt !== null} />,
  },
  {
    field: 'location',
    headerName: 'Location',
    width: 140,
    sortingOrder: [...TEXT_ORDER],
    valueGetter: (_v, row) => row.league.location.name,
  },
  {
    field: 'firstNight',
    headerName: 'Season',
    width: 220, // 'Dec 10, 2026 – Jan 13, 2027' whole
    sortingOrder: [...NUMBER_ORDER],
    valueGetter: (_v, row) => seasonDates(row.league),
  },
  {
    field: 'capacity',
    headerName: 'Places',
    width: 170,
    sortingOrder: [...NUMBER_ORDER],
    valueGetter: (_v, row) => placesLabel(row.paidEntries, row.league),
  },
  { field: 'format', headerName: 'Format', width: 120, sortable: false, valueGetter: (_v, row) => formatLabel(row.league) },
  {
    field: 'entryFeeCents',
    headerName: 'Entry fee',
    width: 110,
    sortingOrder: [...NUMBER_ORDER],
    valueGetter: (_v, row) => feeLabel(row.league.entryFeeCents),
  },
  {
    field: 'links',
    headerName: 'Pages',
    description: "The league's bay bookings and results pages",
    width: 150,
    sortable: false,
    renderCell: ({ row }) => (
      // A link opens its page; the click is not the row's (which opens the drawer).
      <Stack direction="row" spacing={1.5} onClick={(e) => e.stopPropagation()} sx={{ alignItems: 'center', height: '100%' }}>
        <Link component={RouterLink} to={paths.adminLeagueBookings(row.id)} aria-label={`Bookings of ${row.league.name}`}>
          Bookings
        </Link>
        <Link component={RouterLink} to={paths.adminLeagueResults(row.id)} aria-label={`Results of ${row.league.name}`}>
          Results
        </Link>
      </Stack>
    ),
  },
];

/** When the grid is short of width, these columns step aside first (the league always stays). */
const HIDE_ORDER = ['format', 'entryFeeCents', 'links', 'location', 'firstNight', 'capacity', 'status'] as const;

export const LEAGUE_TABLE = { label: 'Leagues', columns: COLUMNS, hideOrder: HIDE_ORDER, sorting: LEAGUE_GRID };
