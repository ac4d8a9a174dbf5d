import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useMutation, useQuery } from '@apollo/client/react';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import {
  AdminCancelEventDocument,
  AdminEventLocationsDocument,
  AdminEventsPageDocument,
  type AdminEventFieldsFragment,
} from '../../../gql/graphql';
import { formatCents } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { useNotify } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/venueTime';
import { AdminPage } from '../components/AdminPage';
import { DebouncedSearchField } from '../components/DebouncedSearchField';
import { EventDialog } from './components/EventDialog';
import { EventPeople } from './components/EventPeople';
import { eventsCsv } from './utils/eventCsv';

type Row = AdminEventFieldsFragment;

const bayLabel = (r: Row) => (r.wholeVenue ? 'Whole venue' : r.bayNumbers.length ? r.bayNumbers.join(', ') : '—');

/**
 * `/admin/events`: every event with its seats and line; create, edit, cancel (refunds), registrations
 * and waitlist. Filters, sort and paging run on the server; Export CSV downloads the filtered set.
 */
export function AdminEventsPage() {
  const [filters, setFilters] = useState({ location: '', status: '', search: '' });
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'startsAt', sort: 'asc' }]);
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const query = {
    location: filters.location || null,
    status: filters.status || null,
    search: filters.search.trim() || null,
    sort: sortModel[0]?.field ?? 'startsAt',
    direction: sortModel[0]?.sort ?? 'asc',
  };
  const { data, previousData, loading, error, refetch } = useQuery(AdminEventsPageDocument, {
    variables: { ...query, page: paging.page, pageSize: paging.pageSize },
    pollInterval: 15_000,
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.adminEventsPage;
  const locations = useQuery(AdminEventLocationsDocument).data?.locations ?? [];
  const client = useApolloClient();
  const filter = (change: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPaging((p) => ({ ...p, page: 0 }));
  };
  const exportCsv = async () => {
    const all = await client.query({
      query: AdminEventsPageDocument,
      variables: { ...query, page: 0, pageSize: 1000 },
      fetchPolicy: 'network-only',
    });
    const rows = (all.data?.adminEventsPage.rows ?? []).map((r) => ({
      title: r.title,
      location: r.location.name,
      startsAt: formatDateTime(r.startsAt, r.location.timeZone),
      priceCents: r.priceCents,
      taken: r.capacity - r.spotsLeft,
      capacity: r.capacity,
      bays: bayLabel(r),
      waitlistLength: r.waitlistLength,
      memberOnly: r.memberOnly,
      status: r.status,
    }));
    const a = document.createElement('a');
    a.href = `data:text/csv;charset=utf-8,${encodeURIComponent(eventsCsv(rows))}`;
    a.download = `events-${new Date().toISOString().slice(0, 10)}.csv`;
    a.click();
  };
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
      sortable: false,
      valueGetter: (_v, r) => bayLabel(r),
    },
    { field: 'waitlistLength', headerName: 'Waitlist', width: 80 },
    { field: 'memberOnly', headerName: 'Birdie', width: 70, type: 'boolean', sortable: false },
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
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<FileDownloadRoundedIcon />} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setDialog({ event: null })}>
            New event
          </Button>
        </Stack>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Location"
          size="small"
          value={filters.location}
          onChange={(e) => filter({ location: e.target.value })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All locations</MenuItem>
          {locations.map((l) => (
            <MenuItem key={l.slug} value={l.slug}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Status"
          size="small"
          value={filters.status}
          onChange={(e) => filter({ status: e.target.value })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">Any status</MenuItem>
          <MenuItem value="scheduled">Scheduled</MenuItem>
          <MenuItem value="cancelled">Cancelled</MenuItem>
        </TextField>
        <DebouncedSearchField label="Search titles" size="small" value={filters.search} onCommit={(search) => filter({ search })} />
      </Stack>
      {error && !page ? <Alert severity="error">{readGraphQLError(error).message}</Alert> : null}
      <Card sx={{ p: 0 }}>
        <DataGrid
          aria-label="Events"
          rows={page?.rows ?? []}
          rowCount={page?.total ?? 0}
          columns={columns}
          loading={loading && !page}
          autoHeight
          disableRowSelectionOnClick
          disableVirtualization
          disableColumnFilter
          paginationMode="server"
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={(m) => {
            setSortModel(m.length ? m : [{ field: 'startsAt', sort: 'asc' }]);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          paginationModel={paging}
          onPaginationModelChange={(m) => setPaging(m.pageSize !== paging.pageSize ? { page: 0, pageSize: m.pageSize } : m)}
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
