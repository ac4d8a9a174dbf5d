import { useMemo } from 'react';
import AdminPanelSettingsRoundedIcon from '@mui/icons-material/AdminPanelSettingsRounded';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import SportsGolfRoundedIcon from '@mui/icons-material/SportsGolfRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef, GridLocaleText } from '@mui/x-data-grid';
import { ServerDataGrid } from '../../components/ServerDataGrid';
import { formatDate } from '../../../../lib/format';
import { isMemberPlan, usePlans, type PlanTerms } from '../../../../lib/plans';
import { planLabel } from '../utils/userEdit';
import { PAGE_SIZES } from '../../utils/gridView';
import { USER_GRID, type UserView } from '../utils/userView';
import type { UserRow } from './UserEditDrawer';

interface UsersGridProps {
  rows: readonly UserRow[];
  total: number;
  loading: boolean;
  view: UserView;
  locationName: (slug: string) => string;
  currentUserId: string | null;
  onViewChange: (view: UserView) => void;
  onOpen: (row: UserRow) => void;
}

const TEXT_ORDER = ['asc', 'desc'] as const;

function columns(
  locationName: (slug: string) => string,
  currentUserId: string | null,
  plans: readonly PlanTerms[] | null,
): GridColDef<UserRow>[] {
  return [
    {
      field: 'name',
      headerName: 'Name',
      minWidth: 160,
      flex: 1,
      hideable: false, // who the row is
      sortingOrder: [...TEXT_ORDER],
      renderCell: ({ row }) => (
        <Box component="span" sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {row.name}
          {row.id === currentUserId ? (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {' '}
              (you)
            </Box>
          ) : null}
        </Box>
      ),
    },
    { field: 'email', headerName: 'E-mail', minWidth: 180, flex: 1.2, sortingOrder: [...TEXT_ORDER] },
    {
      field: 'membershipType',
      headerName: 'Plan',
      width: 112,
      sortingOrder: [...TEXT_ORDER],
      renderCell: ({ row }) =>
        isMemberPlan(plans, row.membershipType) ? (
          <Chip size="small" color="accent" icon={<SportsGolfRoundedIcon aria-hidden />} label={planLabel(row.membershipType, plans)} />
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {planLabel(row.membershipType, plans)}
          </Box>
        ),
    },
    {
      field: 'disabled',
      headerName: 'Status',
      width: 124,
      sortable: false,
      renderCell: ({ row }) =>
        row.disabled ? (
          <Chip size="small" color="error" icon={<BlockRoundedIcon aria-hidden />} label="Disabled" />
        ) : (
          <Chip size="small" color="success" variant="outlined" icon={<CheckCircleOutlineRoundedIcon aria-hidden />} label="Active" />
        ),
    },
    {
      field: 'isAdmin',
      headerName: 'Role',
      width: 118,
      sortable: false,
      renderCell: ({ row }) =>
        row.isAdmin ? (
          <Chip size="small" color="primary" icon={<AdminPanelSettingsRoundedIcon aria-hidden />} label="Admin" />
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Customer
          </Box>
        ),
    },
    {
      field: 'preferredLocation',
      headerName: 'Preferred location',
      width: 150,
      sortable: false,
      valueFormatter: (value: string | null) => (value ? locationName(value) : '—'),
    },
    {
      field: 'createdAt',
      headerName: 'Joined',
      width: 120,
      sortingOrder: ['desc', 'asc'],
      valueFormatter: (value: string) => formatDate(value),
    },
    { field: 'bookingCount', headerName: 'Bookings', width: 96, sortable: false, align: 'right', headerAlign: 'right' },
  ];
}

/** When the grid is short of width, these columns step aside first (the name always stays). */
const HIDE_ORDER = ['bookingCount', 'createdAt', 'preferredLocation', 'isAdmin', 'disabled', 'membershipType', 'email'] as const;

/** Accounts, one server page at a time; Enter or a click opens the edit drawer. */
export function UsersGrid({ rows, total, loading, view, locationName, currentUserId, onViewChange, onOpen }: UsersGridProps) {
  const { plans } = usePlans();
  const cols = useMemo(() => columns(locationName, currentUserId, plans), [locationName, currentUserId, plans]);
  const sortModel = useMemo(() => USER_GRID.sortModel(view.sort, view.direction), [view.sort, view.direction]);
  const localeText = useMemo<Partial<GridLocaleText>>(
    () => ({ noRowsLabel: view.search.trim() ? 'No accounts match that search.' : 'No accounts yet.' }),
    [view.search],
  );

  return (
    <ServerDataGrid
      label="Accounts"
      rows={rows}
      columns={cols}
      total={total}
      loading={loading}
      page={view.page}
      pageSize={view.pageSize}
      pageSizes={PAGE_SIZES}
      sortModel={sortModel}
      localeText={localeText}
      hideOrder={HIDE_ORDER}
      onPageChange={(page, pageSize) => onViewChange({ ...view, page, pageSize })}
      onSortModelChange={(model) => onViewChange({ ...view, ...USER_GRID.sortFromGrid(model), page: 0 })}
      onOpen={onOpen}
    />
  );
}
