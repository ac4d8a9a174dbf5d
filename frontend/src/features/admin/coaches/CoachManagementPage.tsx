import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { AdminCoachesDocument, AdminCoachReactivateDocument, type AdminCoachFieldsFragment } from '../../../gql/graphql';
import { formatCents } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { useNotify } from '../../../lib/notify';
import { AdminPage } from '../components/AdminPage';
import { CoachDialog } from './components/CoachDialog';
import { DeactivateCoachDialog } from './components/DeactivateCoachDialog';

type Coach = AdminCoachFieldsFragment;

/**
 * `/admin/coach-management` (admins): every coach in a grid (a venue has a handful, so the grid
 * sorts and filters in the browser), a dialog to create or edit one with their photo, and
 * deactivation that lists their booked lessons and asks what happens to them.
 */
export function CoachManagementPage() {
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(AdminCoachesDocument, { notifyOnNetworkStatusChange: true });
  const [dialog, setDialog] = useState<{ coach: Coach | null } | null>(null);
  const [deactivating, setDeactivating] = useState<Coach | null>(null);
  const [reactivate] = useMutation(AdminCoachReactivateDocument);
  const coaches = data?.adminCoaches ?? [];
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const narrow = useMediaQuery((t: Theme) => t.breakpoints.down('lg'));

  const columns: GridColDef<Coach>[] = [
    {
      field: 'photoUrl',
      headerName: 'Photo',
      width: 72,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <Avatar src={row.photoUrl ?? undefined} alt="" sx={{ width: 36, height: 36, mt: 0.5 }}>
          {row.name.slice(0, 1)}
        </Avatar>
      ),
    },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
    { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 150 },
    {
      field: 'locations',
      headerName: 'Teaches at',
      flex: 1,
      minWidth: 130,
      valueGetter: (_v, row) => row.locations.map((l) => l.name).join(', '),
    },
    { field: 'hourlyRateCents', headerName: 'Rate', width: 90, valueFormatter: (v: number) => formatCents(v) },
    { field: 'bufferMinutes', headerName: 'Buffer', width: 80, valueFormatter: (v: number) => `${v} min` },
    { field: 'upcomingLessons', headerName: 'Upcoming', description: 'Booked lessons still to come', width: 100, type: 'number' },
    {
      field: 'active',
      headerName: 'Status',
      width: 96,
      disableColumnMenu: true,
      renderCell: ({ row }) => <Chip size="small" label={row.active ? 'Active' : 'Inactive'} color={row.active ? 'success' : 'default'} />,
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 100,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
          <Tooltip title="Edit">
            <IconButton size="small" onClick={() => setDialog({ coach: row })} aria-label={`Edit ${row.name}`}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {row.active ? (
            <Tooltip title="Deactivate">
              <IconButton size="small" color="error" onClick={() => setDeactivating(row)} aria-label={`Deactivate ${row.name}`}>
                <PersonOffOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : (
            <Tooltip title="Reactivate">
              <IconButton
                size="small"
                aria-label={`Reactivate ${row.name}`}
                onClick={() =>
                  void reactivate({ variables: { id: row.id } })
                    .then(() => {
                      notify({ title: `${row.name} is bookable again` });
                      return refetch();
                    })
                    .catch((e: unknown) =>
                      notify({ title: 'Not reactivated', description: readGraphQLError(e).message, variant: 'destructive' }),
                    )
                }
              >
                <HowToRegOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ),
    },
  ];
  // Narrow screens keep what the admin acts on: the name, the status and the actions.
  const columnVisibilityModel: GridColumnVisibilityModel = phone
    ? { photoUrl: false, email: false, locations: false, hourlyRateCents: false, bufferMinutes: false, upcomingLessons: false }
    : narrow
      ? { email: false, bufferMinutes: false }
      : {};

  return (
    <AdminPage
      title="Coach management"
      intro="The coaches customers book lessons with: where they teach, their rate, their photo, and whether they take new lessons."
      actions={
        <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setDialog({ coach: null })}>
          New coach
        </Button>
      }
    >
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => void refetch()}>Retry</Button>}>
          {readGraphQLError(error).message}
        </Alert>
      ) : null}
      <Card variant="outlined">
        <DataGrid
          aria-label="Coaches"
          rows={coaches}
          columns={columns}
          loading={loading}
          autoHeight
          disableRowSelectionOnClick
          hideFooter={coaches.length <= 25}
          initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
          columnVisibilityModel={columnVisibilityModel}
          onRowDoubleClick={({ row }) => setDialog({ coach: row })}
          localeText={{ noRowsLabel: 'No coaches yet. Add the first with New coach.' }}
          sx={{ border: 0 }}
        />
      </Card>
      <CoachDialog
        open={dialog !== null}
        coach={dialog?.coach ?? null}
        locations={data?.locations ?? []}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void refetch();
        }}
        onPhoto={() => void refetch()}
      />
      <DeactivateCoachDialog
        coach={deactivating}
        onClose={() => setDeactivating(null)}
        onDone={() => {
          setDeactivating(null);
          void refetch();
        }}
      />
    </AdminPage>
  );
}
