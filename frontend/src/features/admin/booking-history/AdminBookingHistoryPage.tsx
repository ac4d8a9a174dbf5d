import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { GridLocaleText } from '@mui/x-data-grid';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdminHistoryBookingsDocument, AdminHistoryLocationsDocument } from '../../../gql/graphql';
import { ManagementPage } from '../components/ManagementPage';
import { useUrlView } from '../hooks/useManagedView';
import { BookingDetailsDrawer, type HistoryRow } from './components/BookingDetailsDrawer';
import { HISTORY_TABLE } from './components/historyColumns';
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
} from './utils/historyView';

/**
 * `/admin/booking-history` (admins): every booking of every venue in a server-side grid. The whole
 * view (filters, sort, page) lives in the URL, so a filtered view can be shared and survives a reload;
 * Export CSV downloads the same filtered set; a row opens its details and change history.
 */
export function AdminBookingHistoryPage() {
  const [view, setView] = useUrlView(viewFromSearchParams, viewToSearchParams);
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

  const filtered = hasActiveFilters(view);
  const capped = page?.totalIsCapped ?? false;
  const localeText = useMemo<Partial<GridLocaleText>>(
    () => ({
      noRowsLabel: filtered ? 'No bookings match these filters.' : 'No bookings yet.',
      paginationDisplayedRows: ({ from, to, count }) => `${from}–${to} of ${capped ? '10,000+' : count.toLocaleString('en-US')}`,
    }),
    [filtered, capped],
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ManagementPage
        title="Booking history"
        intro="Every booking at every venue. Filter, sort, open one for its payment and history, or export what you see."
        exportHref={csvExportUrl(view)}
        filters={<HistoryFilterBar filters={view} locations={locations} onChange={changeFilters} />}
        status={page ? countLabel(page.total, page.totalIsCapped, filtered) : ''}
        localeText={localeText}
        table={HISTORY_TABLE}
        result={{ page, loading, error, refetch }}
        view={view}
        onViewChange={setView}
        onOpen={setSelected}
      >
        <BookingDetailsDrawer
          row={selected}
          onClose={() => setSelected(null)}
          onShowCustomer={(customer) => {
            setSelected(null);
            changeFilters({ customer });
          }}
        />
      </ManagementPage>
    </LocalizationProvider>
  );
}
