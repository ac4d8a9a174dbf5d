import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import Button from '@mui/material/Button';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdminHistoryBookingsDocument, AdminHistoryLocationsDocument } from '../../../gql/graphql';
import { AdminPage } from '../components/AdminPage';
import { GridPanel } from '../components/ServerDataGrid';
import { BookingDetailsDrawer, type HistoryRow } from './components/BookingDetailsDrawer';
import { BookingHistoryGrid } from './components/BookingHistoryGrid';
import { HistoryFilterBar } from './components/HistoryFilterBar';
import {
  countLabel,
  csvExportUrl,
  hasActiveFilters,
  toQueryVariables,
  viewFromSearchParams,
  viewToSearchParams,
  withFilters,
  type HistoryFilters,
  type HistoryView,
} from './utils/historyView';

/**
 * `/admin/booking-history` (admins): every booking of every venue in a server-side grid. The whole
 * view (filters, sort, page) lives in the URL, so a filtered view can be shared and survives a reload;
 * Export CSV downloads the same filtered set; a row opens its details and change history.
 */
export function AdminBookingHistoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => viewFromSearchParams(searchParams), [searchParams]);
  const setView = useCallback((next: HistoryView) => setSearchParams(viewToSearchParams(next), { replace: true }), [setSearchParams]);
  const changeFilters = useCallback((change: Partial<HistoryFilters>) => setView(withFilters(view, change)), [setView, view]);

  const locationsQuery = useQuery(AdminHistoryLocationsDocument);
  const locations = useMemo(() => locationsQuery.data?.locations ?? [], [locationsQuery.data]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminHistoryBookingsDocument, {
    variables: toQueryVariables(view),
    notifyOnNetworkStatusChange: true,
  });
  // Keep the last page on screen while the next one loads: the grid does not jump to empty.
  const page = (data ?? previousData)?.adminBookings;

  const [selected, setSelected] = useState<HistoryRow | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <AdminPage
        title="Booking history"
        intro="Every booking at every venue. Filter, sort, open one for its payment and history, or export what you see."
        actions={
          <Button variant="outlined" component="a" href={csvExportUrl(view)} download startIcon={<FileDownloadRoundedIcon />}>
            Export CSV
          </Button>
        }
      >
        <HistoryFilterBar filters={view} locations={locations} onChange={changeFilters} />

        <GridPanel
          error={error}
          onRetry={() => void refetch()}
          status={page ? countLabel(page.total, page.totalIsCapped, hasActiveFilters(view)) : ''}
        >
          <BookingHistoryGrid
            rows={page?.rows ?? []}
            total={page?.total ?? 0}
            totalIsCapped={page?.totalIsCapped ?? false}
            loading={loading}
            view={view}
            filtered={hasActiveFilters(view)}
            onViewChange={setView}
            onOpen={setSelected}
          />
        </GridPanel>

        <BookingDetailsDrawer
          row={selected}
          onClose={() => setSelected(null)}
          onShowCustomer={(customer) => {
            setSelected(null);
            changeFilters({ customer });
          }}
        />
      </AdminPage>
    </LocalizationProvider>
  );
}
