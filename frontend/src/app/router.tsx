import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { LocationsSection } from '../features/locations/components/LocationsSection';
import { PageSpinner } from '../components/PageSpinner';
import { preloadable } from '../lib/preloadable';
import { withApollo } from '../lib/apollo-slot';
import { AppFrame, AppLayout } from './AppLayout';
import { KnownLocation, LocationsGate, RequireAdmin, RequireSignedIn } from './guards';
import { NotFoundPage } from './lazyPages';
import { RouteErrorPage } from './RouteErrorPage';
import { preloadRoute } from './route-preload';

/**
 * A page component loaded on first use (its own chunk): keeps the first load of / small. Its code is
 * fetched when a link to the page is clicked, or before the first render when it is the first page
 * (route-preload.ts); a failure is left to the render, which shows the route's error page. The GraphQL
 * client loads with it (lib/apollo-slot): every page may query.
 */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return preloadable(async () => (await withApollo(load))[name] as ComponentType);
}

const EventsPage = page(() => import('../features/events/pages/EventsPage'), 'EventsPage');
const EventDetailPage = page(() => import('../features/events/pages/EventDetailPage'), 'EventDetailPage');
const MyEventRegistrations = page(() => import('../features/events/components/MyEventRegistrations'), 'MyEventRegistrations');
const MembershipsPage = page(() => import('../features/memberships/pages/MembershipsPage'), 'MembershipsPage');
const LeaguesPage = page(() => import('../features/leagues/pages/LeaguesPage'), 'LeaguesPage');
const LessonsPage = page(() => import('../features/lessons/pages/LessonsPage'), 'LessonsPage');
const LeaguePaymentPage = page(() => import('../features/leagues/pages/LeaguePaymentPage'), 'LeaguePaymentPage');
const LeaguePage = page(() => import('../features/leagues/pages/LeaguePage'), 'LeaguePage');
const CoachProfilePage = page(() => import('../features/lessons/pages/CoachProfilePage'), 'CoachProfilePage');
const MyLeagueEntries = page(() => import('../features/leagues/components/MyLeagueEntries'), 'MyLeagueEntries');
const LeagueConfirmationPage = page(() => import('../features/leagues/pages/LeagueConfirmationPage'), 'LeagueConfirmationPage');
const FranchisePage = page(() => import('../features/franchise/pages/FranchisePage'), 'FranchisePage');
const AuthPage = page(() => import('../features/auth/pages/AuthPage'), 'AuthPage');
const ForgotPasswordPage = page(() => import('../features/auth/pages/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/pages/ResetPasswordPage'), 'ResetPasswordPage');
const LocationsPage = page(() => import('../features/locations/pages/LocationsPage'), 'LocationsPage');
const SelectLocationPage = page(() => import('../features/locations/pages/SelectLocationPage'), 'SelectLocationPage');
const DevelopersPage = page(() => import('../features/developers/pages/DevelopersPage'), 'DevelopersPage');
const ProfilePage = page(() => import('../features/profile/pages/ProfilePage'), 'ProfilePage');

const BookingPage = page(() => import('../features/booking/pages/BookingPage'), 'BookingPage');
const CheckoutPage = page(() => import('../features/booking/pages/CheckoutPage'), 'CheckoutPage');
const BookingConfirmationPage = page(() => import('../features/booking/pages/BookingConfirmationPage'), 'BookingConfirmationPage');
const BookingHistoryPage = page(() => import('../features/account/pages/BookingHistoryPage'), 'BookingHistoryPage');
const PaymentMethodsPage = page(() => import('../features/account/pages/PaymentMethodsPage'), 'PaymentMethodsPage');
const SubscribePage = page(() => import('../features/memberships/pages/SubscribePage'), 'SubscribePage');
const MembershipCheckoutPage = page(() => import('../features/memberships/pages/MembershipCheckoutPage'), 'MembershipCheckoutPage');
const MembershipConfirmationPage = page(
  () => import('../features/memberships/pages/MembershipConfirmationPage'),
  'MembershipConfirmationPage',
);
const ManageMembershipPage = page(() => import('../features/memberships/pages/ManageMembershipPage'), 'ManageMembershipPage');
// The admin area's own frame: only admins ever load it.
const AdminLayout = page(() => import('../features/admin/shell/AdminLayout'), 'AdminLayout');
const AdminDashboardPage = page(() => import('../features/admin/dashboard/AdminDashboardPage'), 'AdminDashboardPage');
const BookingCalendarPage = page(() => import('../features/admin/calendar/BookingCalendarPage'), 'BookingCalendarPage');
const AdminEventsPage = page(() => import('../features/admin/events/AdminEventsPage'), 'AdminEventsPage');
const AdminBookingHistoryPage = page(() => import('../features/admin/booking-history/AdminBookingHistoryPage'), 'AdminBookingHistoryPage');
const UserManagementPage = page(() => import('../features/admin/users/UserManagementPage'), 'UserManagementPage');
const SystemUtilitiesPage = page(() => import('../features/admin/system/SystemUtilitiesPage'), 'SystemUtilitiesPage');
const ManageDiscountsPage = page(() => import('../features/admin/discounts/ManageDiscountsPage'), 'ManageDiscountsPage');
const WeeklyRemindersPage = page(() => import('../features/admin/reminders/WeeklyRemindersPage'), 'WeeklyRemindersPage');
const CoachManagementPage = page(() => import('../features/admin/coaches/CoachManagementPage'), 'CoachManagementPage');
const CoachHoursPage = page(() => import('../features/admin/coaches/CoachHoursPage'), 'CoachHoursPage');
const LeagueBookingsPage = page(() => import('../features/admin/leagues/LeagueBookingsPage'), 'LeagueBookingsPage');
const LeagueResultsPage = page(() => import('../features/admin/leagues/LeagueResultsPage'), 'LeagueResultsPage');
const LeagueManagementPage = page(() => import('../features/admin/leagues/LeagueManagementPage'), 'LeagueManagementPage');

/** A public page the server renders (entry-server.tsx, issue 33); every other route is rendered in the browser. */
const SSR = { ssr: true };

/**
 * Every route of spec section 2. `app/` composes features (features never import each other).
 * Pages load lazily (lib/preloadable: the first page's code before the first render, a link's at the
 * click; the layout's Suspense shows a spinner only when the code is not there yet).
 */
const routes: RouteObject[] = [
  {
    element: <AppFrame preload={(to) => preloadRoute(routes, to)} />,
    errorElement: <RouteErrorPage />, // the frame itself failed
    children: [
      // Admin only, in the admin area's own layout (a rail of every tool, no marketing footer).
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            element: (
              <Suspense fallback={<PageSpinner label="Loading the admin area" />}>
                <AdminLayout />
              </Suspense>
            ),
            errorElement: <RouteErrorPage />, // the admin layout failed
            children: [
              {
                errorElement: <RouteErrorPage />, // a tool failed: shown inside the admin layout
                children: [
                  { index: true, element: <AdminDashboardPage /> },
                  { path: 'booking-calendar', element: <BookingCalendarPage /> },
                  { path: 'booking-history', element: <AdminBookingHistoryPage /> },
                  { path: 'user-management', element: <UserManagementPage /> },
                  { path: 'system-utilities', element: <SystemUtilitiesPage /> },
                  { path: 'manage-discounts', element: <ManageDiscountsPage /> },
                  { path: 'weekly-reminders', element: <WeeklyRemindersPage /> },
                  { path: 'coach-management', element: <CoachManagementPage /> },
                  { path: 'coach-hours', element: <CoachHoursPage /> },
                  { path: 'events', element: <AdminEventsPage /> },
                  { path: 'league-management', element: <LeagueManagementPage /> },
                  { path: 'leagues/:id/bookings', element: <LeagueBookingsPage /> },
                  { path: 'leagues/:id/results', element: <LeagueResultsPage /> },
                  // Anything else under /admin is not-found, for admins; others are sent to /admin first.
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <AppLayout />,
        errorElement: <RouteErrorPage />, // the public layout itself failed
        children: [
          {
            errorElement: <RouteErrorPage />, // a page failed: shown inside the layout
            children: [
              // Public
              { index: true, handle: SSR, element: <HomePage locationsSection={<LocationsSection />} /> },
              { path: 'events', handle: SSR, element: <EventsPage /> },
              { path: 'events/:eventId', handle: SSR, element: <EventDetailPage /> },
              { path: 'memberships', handle: SSR, element: <MembershipsPage /> },
              { path: 'leagues', handle: SSR, element: <LeaguesPage /> },
              {
                path: 'leagues/:location',
                handle: SSR,
                element: (
                  <KnownLocation>
                    <LeaguesPage />
                  </KnownLocation>
                ),
              },
              {
                path: 'leagues/:location/:leagueId',
                element: (
                  <KnownLocation>
                    <LeaguePage />
                  </KnownLocation>
                ),
              },
              { path: 'lessons', handle: SSR, element: <LessonsPage /> },
              { path: 'lessons/coaches/:coachId', element: <CoachProfilePage /> },
              {
                path: 'lessons/:location',
                handle: SSR,
                element: (
                  <KnownLocation>
                    <LessonsPage />
                  </KnownLocation>
                ),
              },
              { path: 'franchise', handle: SSR, element: <FranchisePage /> },
              { path: 'developers', handle: SSR, element: <DevelopersPage /> },
              { path: 'auth', element: <AuthPage /> },
              { path: 'forgot-password', element: <ForgotPasswordPage /> },
              { path: 'reset-password', element: <ResetPasswordPage /> },
              {
                path: 'locations',
                handle: SSR,
                element: (
                  <LocationsGate>
                    <LocationsPage />
                  </LocationsGate>
                ),
              },
              { path: 'select-location', handle: SSR, element: <SelectLocationPage /> },
              { path: 'booking', element: <BookingPage /> },
              {
                path: 'booking/:location',
                handle: SSR,
                element: (
                  <KnownLocation>
                    <BookingPage />
                  </KnownLocation>
                ),
              },
              { path: 'checkout', element: <CheckoutPage /> },
              { path: 'checkout/:membershipType', element: <MembershipCheckoutPage /> },
              { path: 'booking-confirmation', element: <BookingConfirmationPage /> },
              { path: 'membership-confirmation', element: <MembershipConfirmationPage /> },
              { path: 'league-confirmation', element: <LeagueConfirmationPage /> },
              { path: 'manage-membership', element: <ManageMembershipPage /> },

              // Signed-in only
              {
                element: <RequireSignedIn />,
                children: [
                  { path: 'league-payment', element: <LeaguePaymentPage /> },
                  { path: 'subscribe', element: <SubscribePage /> },
                  { path: 'profile', element: <ProfilePage /> },
                  {
                    path: 'booking-history',
                    element: (
                      <>
                        <BookingHistoryPage />
                        <MyEventRegistrations />
                        <MyLeagueEntries />
                      </>
                    ),
                  },
                  { path: 'payment-methods', element: <PaymentMethodsPage /> },
                ],
              },

              { path: '*', handle: SSR, element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

/** The routes, for the server's render (entry-server.tsx). */
export function appRoutes(): RouteObject[] {
  return routes;
}

/** The server renders this path's page (a public page, or not-found); signed-in pages and /admin/* render in the browser. */
export function isServerRendered(path: string): boolean {
  const matches = matchRoutes(routes, path);
  return (matches?.at(-1)?.route.handle as typeof SSR | undefined)?.ssr === true;
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** Starts fetching the code of the pages a path renders; resolves when it is there (or failed). */
export function preloadPage(path: string): Promise<void> {
  return preloadRoute(routes, path);
}
