import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { AdminCancelEventDocument, AdminEventsDocument, type AdminEventFieldsFragment } from '../../../gql/graphql';
import { formatCents } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { useNotify } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/venueTime';
import { AdminPage } from '../components/AdminPage';
import { EventDialog } from './components/EventDialog';
import { EventPeople } from './components/EventPeople';

type Row = AdminEventFieldsFragment;

/** `/admin/events`: every event with its seats and line; create, edit, cancel (refunds), registrations and waitlist. */
export function AdminEventsPage() {
  const { data, loading, error, refetch } = useQuery(AdminEventsDocument, { pollInterval: 15_000, notifyOnNetworkStatusChange: true });
  const [dialog, setDialog] = useState<{ event: Row | null } | null>(null);
  const [people, setPeople] = useState<Row | null>(null);
  const [cancel] = useMutation(AdminCancelEventDocument);
  const notify = useNotify();

  const onCancel = async (e: Row) => {
    if (!window.confirm(`Cancel "${e.title}"? Everyone registered is refunded in full and told by e-mail.`)) return;
    try {
      const { data: done } = await cancel({ variables: { id: e.id } });
      notify({
        title: 'Event cancelled',
        description: `${done?.adminCancelEvent.cancelled ?? 0} registrations cancelled, ${formatCents(done?.adminCancelEvent.refundedCents ?? 0)} refunded.`,
      });
    } catch (err) {
      notify({ title: 'Could not cancel', description: readGraphQLError(err).message });
    }
    await refetch();
  };

  const columns: GridColDef<Row>[] = [
    { field: 'title', headerName: 'Event', flex: 1, minWidth: 200 },
    { field: 'location', headerName: 'Location', width: 110, valueGetter: (_v, r) => r.location.name },
    {
      field: 'startsAt',
      headerName: 'Starts (venue time)',
      width: 180,
      valueGetter: (_v, r) => new Date(r.startsAt),
      renderCell: ({ row }) => formatDateTime(row.startsAt, row.location.timeZone),
    },
    {
      field: 'priceCents',
      headerName: 'Price',
      width: 80,
      renderCell: ({ row }) => (row.priceCents ? formatCents(row.priceCents) : 'Free'),
    },
    {
      field: 'taken',
      headerName: 'Taken',
      width: 80,
      valueGetter: (_v, r) => r.capacity - r.spotsLeft,
      renderCell: ({ row }) => `${row.capacity - row.spotsLeft} / ${row.capacity}`,
    },
    {
      field: 'bays',
      headerName: 'Bays',
      width: 100,
      valueGetter: (_v, r) => (r.wholeVenue ? 'Whole venue' : r.bayNumbers.length ? r.bayNumbers.join(', ') : '—'),
    },
    { field: 'waitlistLength', headerName: 'Waitlist', width: 80 },
    { field: 'memberOnly', headerName: 'Birdie', width: 70, type: 'boolean' },
    {
      field: 'status',
      headerName: 'Status',
      width: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={row.status === 'cancelled' ? 'Cancelled' : 'Scheduled'}
          color={row.status === 'cancelled' ? 'default' : 'success'}
        />
      ),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      width: 230,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Button size="small" onClick={() => setPeople(row)} aria-label={`People: ${row.title}`}>
            People
          </Button>
          <Button
            size="small"
            disabled={row.status === 'cancelled'}
            onClick={() => setDialog({ event: row })}
            aria-label={`Edit: ${row.title}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            disabled={row.status === 'cancelled'}
            onClick={() => onCancel(row)}
            aria-label={`Cancel: ${row.title}`}
          >
            Cancel
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <AdminPage
      title="Events"
      intro="Tournaments, clinics and parties: seats, waitlists and who is coming. Cancelling refunds everyone once."
      actions={
        <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setDialog({ event: null })}>
          New event
        </Button>
      }
    >
      {error && !data ? <Alert severity="error">{readGraphQLError(error).message}</Alert> : null}
      <Card sx={{ p: 0 }}>
        <DataGrid
          aria-label="Events"
          rows={data?.adminEvents ?? []}
          columns={columns}
          loading={loading && !data}
          autoHeight
          disableRowSelectionOnClick
          disableVirtualization
          initialState={{ sorting: { sortModel: [{ field: 'startsAt', sort: 'asc' }] }, pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50, 100]}
        />
      </Card>
      {dialog ? (
        <EventDialog
          event={dialog.event}
          onClose={(saved) => {
            setDialog(null);
            if (saved) refetch().catch(() => undefined);
          }}
        />
      ) : null}
      {people ? <EventPeople event={people} onClose={() => setPeople(null)} /> : null}
    </AdminPage>
  );
}
