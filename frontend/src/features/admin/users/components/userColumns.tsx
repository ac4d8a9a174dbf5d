import AdminPanelSettingsRoundedIcon from '@mui/icons-material/AdminPanelSettingsRounded';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import SportsGolfRoundedIcon from '@mui/icons-material/SportsGolfRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '../../../../lib/format';
import { isMemberPlan, type PlanTerms } from '../../../../lib/plans';
import { planLabel } from '../utils/userEdit';
import { USER_GRID } from '../utils/userView';
import type { UserRow } from './UserEditDrawer';

const TEXT_ORDER = ['asc', 'desc'] as const;

/** The accounts grid: Enter or a click on a row opens the edit drawer. */
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

/** The accounts grid, its columns made for the signed-in admin, the locations' names and the plans. */
export function userTable(locationName: (slug: string) => string, currentUserId: string | null, plans: readonly PlanTerms[] | null) {
  return { label: 'Accounts', columns: columns(locationName, currentUserId, plans), hideOrder: HIDE_ORDER, sorting: USER_GRID };
}
