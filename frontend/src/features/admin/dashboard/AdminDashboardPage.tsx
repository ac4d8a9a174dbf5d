import { useMemo } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import AttachMoneyRoundedIcon from '@mui/icons-material/AttachMoneyRounded';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import PieChartOutlineRoundedIcon from '@mui/icons-material/PieChartOutlineRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { DashboardOverviewDocument, DashboardTodayBookingsDocument } from '../../../gql/graphql';
import { formatCents, formatDate } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { AdminPage } from '../components/AdminPage';
import { BookingsByLocationChart } from './components/BookingsByLocationChart';
import { KpiCard } from './components/KpiCard';
import { PageViewsChart } from './components/PageViewsChart';
import { TodaySchedule } from './components/TodaySchedule';
import { formatCount, formatOccupancy, locationSpread, weekOfViews } from './utils/kpi';
import { scheduleByLocation } from './utils/schedule';

function ChartSkeleton() {
  return <Skeleton variant="rounded" height={318} sx={{ borderRadius: '16px' }} aria-hidden />;
}

/**
 * `/admin` (admins only): today at every location, this week's takings and traffic (every admin
 * tool is in the admin rail). The numbers are a snapshot of now: every visit fetches them afresh (over what
 * is cached), and Refresh fetches them again.
 */
export function AdminDashboardPage() {
  const overview = useQuery(DashboardOverviewDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const d = overview.data?.adminDashboard;
  const today = useQuery(DashboardTodayBookingsDocument, {
    variables: { date: d?.today ?? '' },
    skip: !d,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  const week = useMemo(() => (d ? weekOfViews(d.weekStart, d.today, d.views) : []), [d]);
  const groups = useMemo(
    () => (d && today.data ? scheduleByLocation(d.todayByLocation, today.data.adminBookings.rows) : undefined),
    [d, today.data],
  );

  const refreshing = overview.networkStatus === NetworkStatus.refetch || today.networkStatus === NetworkStatus.refetch;
  const refresh = () => {
    void overview.refetch().catch(() => undefined); // shown by `error`
    if (d) void today.refetch().catch(() => undefined);
  };

  const error = overview.error ?? today.error;
  // Without any numbers there is nothing to lay out but the error (the tools are in the rail).
  const showNumbers = !!d || !overview.error;
  const bookingsToday = d?.todayByLocation.reduce((sum, l) => sum + l.bookings, 0);
  const todayViews = d ? (week.find((w) => w.day === d.today)?.views ?? 0) : 0;
  const weekViews = week.reduce((sum, w) => sum + (w.views ?? 0), 0);
  const occupancyPercent = Math.round(Math.min(Math.max(d?.occupancy ?? 0, 0), 1) * 100);
  const bookingsPage = today.data?.adminBookings;

  return (
    <AdminPage
      isDashboard
      title="Admin dashboard"
      intro={
        d ? `Today is ${formatDate(d.today)} at every venue. Refresh for the latest numbers.` : 'Today at every venue and this week so far.'
      }
      actions={
        <Button variant="outlined" onClick={refresh} disabled={refreshing || overview.loading} startIcon={<RefreshRoundedIcon />}>
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </Button>
      }
    >
      {error ? (
        <Alert
          severity="error"
          variant="outlined"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={refresh}>
              Try again
            </Button>
          }
        >
          {`We couldn't load the latest numbers. ${readGraphQLError(error).message}`}
        </Alert>
      ) : null}

      <Grid container spacing={{ xs: 1.5, md: 2 }}>
        {showNumbers ? (
          <>
            <Grid size={{ xs: 6, md: 3 }}>
              <KpiCard
                label="Bookings today"
                icon={<EventNoteOutlinedIcon />}
                value={bookingsToday === undefined ? undefined : formatCount(bookingsToday)}
                caption={d && bookingsToday ? locationSpread(d.todayByLocation) : 'None booked yet today'}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <KpiCard
                label="Occupancy today"
                icon={<PieChartOutlineRoundedIcon />}
                value={d ? formatOccupancy(d.occupancy) : undefined}
                caption="Of open bay-hours"
              >
                <LinearProgress
                  aria-hidden
                  variant="determinate"
                  value={occupancyPercent}
                  color="secondary"
                  sx={{ mt: 1.25, height: 6, borderRadius: 3 }}
                />
              </KpiCard>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <KpiCard
                label="Revenue this week"
                icon={<AttachMoneyRoundedIcon />}
                value={d ? formatCents(d.revenueCents) : undefined}
                caption={d ? `Since ${formatDate(d.weekStart)}, less refunds` : 'Since Monday'}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <KpiCard
                label="Page views this week"
                icon={<VisibilityOutlinedIcon />}
                value={d ? formatCount(weekViews) : undefined}
                caption={`${formatCount(todayViews)} today`}
              />
            </Grid>

            <Grid size={{ xs: 12, md: 5 }}>{d ? <BookingsByLocationChart locations={d.todayByLocation} /> : <ChartSkeleton />}</Grid>
            <Grid size={{ xs: 12, md: 7 }}>{d ? <PageViewsChart week={week} /> : <ChartSkeleton />}</Grid>

            <Grid size={12}>
              <TodaySchedule
                groups={groups}
                loading={!groups && !error}
                capped={!!bookingsPage && bookingsPage.total > bookingsPage.rows.length}
              />
            </Grid>
          </>
        ) : null}
      </Grid>
    </AdminPage>
  );
}
