import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { LocationsSection } from '../features/locations/components/LocationsSection';
import { AppLayout } from './AppLayout';
import { KnownLocation, LocationsGate, RequireAdmin, RequireSignedIn } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

/** A page component loaded on first use (its own chunk): keeps the first load of / small. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const EventsPage = page(() => import('../features/events/pages/EventsPage'), 'EventsPage');
const MembershipsPage = page(() => import('../features/memberships/pages/MembershipsPage'), 'MembershipsPage');
const LeaguesPage = page(() => import('../features/leagues/pages/LeaguesPage'), 'LeaguesPage');
const LessonsPage = page(() => import('../features/lessons/pages/LessonsPage'), 'LessonsPage');
const FranchisePage = page(() => import('../features/franchise/pages/FranchisePage'), 'FranchisePage');
const AuthPage = page(() => import('../features/auth/pages/AuthPage'), 'AuthPage');
const ForgotPasswordPage = page(() => import('../features/auth/pages/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/pages/ResetPasswordPage'), 'ResetPasswordPage');
const LocationsPage = page(() => import('../features/locations/pages/LocationsPage'), 'LocationsPage');
const SelectLocationPage = page(() => import('../features/locations/pages/SelectLocationPage'), 'SelectLocationPage');
const ProfilePage = page(() => import('../features/profile/pages/ProfilePage'), 'ProfilePage');

// Placeholders for screens later releases fill: one small chunk.
const placeholders = () => import('./placeholders');
const BookingPlaceholder = page(placeholders, 'BookingPlaceholder');
const CheckoutPlaceholder = page(placeholders, 'CheckoutPlaceholder');
const BookingConfirmationPlaceholder = page(placeholders, 'BookingConfirmationPlaceholder');
const MembershipConfirmationPlaceholder = page(placeholders, 'MembershipConfirmationPlaceholder');
const LeagueConfirmationPlaceholder = page(placeholders, 'LeagueConfirmationPlaceholder');
const ManageMembershipPlaceholder = page(placeholders, 'ManageMembershipPlaceholder');
const SubscribePlaceholder = page(placeholders, 'SubscribePlaceholder');
const LeaguePaymentPlaceholder = page(placeholders, 'LeaguePaymentPlaceholder');
const BookingHistoryPlaceholder = page(placeholders, 'BookingHistoryPlaceholder');
const PaymentMethodsPlaceholder = page(placeholders, 'PaymentMethodsPlaceholder');
const AdminDashboardPlaceholder = page(placeholders, 'AdminDashboardPlaceholder');
const AdminToolPlaceholder = lazy(async () => ({ default: (await placeholders()).AdminToolPlaceholder }));
const AdminLeaguePlaceholder = lazy(async () => ({ default: (await placeholders()).AdminLeaguePlaceholder }));

/** The admin tools with a fixed path (spec section 2), by their segment after /admin/. */
const ADMIN_TOOL_SEGMENTS = [
  'booking-history',
  'user-management',
  'booking-calendar',
  'league-management',
  'coach-management',
  'coach-hours',
  'system-utilities',
  'manage-discounts',
  'weekly-reminders',
] as const;

/**
 * Every route of spec section 2. `app/` composes features (features never import each other).
 * Pages load lazily (React.lazy; the layout's Suspense shows a spinner on a first visit).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />, // the layout itself failed
    children: [
      {
        errorElement: <RouteErrorPage />, // a page failed: shown inside the layout
        children: [
          // Public
          { index: true, element: <HomePage locationsSection={<LocationsSection />} /> },
          { path: 'events', element: <EventsPage /> },
          { path: 'memberships', element: <MembershipsPage /> },
          { path: 'leagues', element: <LeaguesPage /> },
          { path: 'leagues/:location', element: <KnownLocation><LeaguesPage /></KnownLocation> },
          { path: 'lessons', element: <LessonsPage /> },
          { path: 'lessons/:location', element: <KnownLocation><LessonsPage /></KnownLocation> },
          { path: 'franchise', element: <FranchisePage /> },
          { path: 'auth', element: <AuthPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'locations', element: <LocationsGate><LocationsPage /></LocationsGate> },
          { path: 'select-location', element: <SelectLocationPage /> },
          { path: 'booking', element: <BookingPlaceholder /> },
          { path: 'booking/:location', element: <KnownLocation><BookingPlaceholder /></KnownLocation> },
          { path: 'checkout', element: <CheckoutPlaceholder /> },
          { path: 'checkout/:membershipType', element: <CheckoutPlaceholder /> },
          { path: 'booking-confirmation', element: <BookingConfirmationPlaceholder /> },
          { path: 'membership-confirmation', element: <MembershipConfirmationPlaceholder /> },
          { path: 'league-confirmation', element: <LeagueConfirmationPlaceholder /> },
          { path: 'manage-membership', element: <ManageMembershipPlaceholder /> },

          // Signed-in only
          {
            element: <RequireSignedIn />,
            children: [
              { path: 'league-payment', element: <LeaguePaymentPlaceholder /> },
              { path: 'subscribe', element: <SubscribePlaceholder /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'booking-history', element: <BookingHistoryPlaceholder /> },
              { path: 'payment-methods', element: <PaymentMethodsPlaceholder /> },
            ],
          },

          // Admin only
          {
            path: 'admin',
            element: <RequireAdmin />,
            children: [
              { index: true, element: <AdminDashboardPlaceholder /> },
              ...ADMIN_TOOL_SEGMENTS.map((segment) => ({ path: segment, element: <AdminToolPlaceholder tool={segment} /> })),
              { path: 'leagues/:id/bookings', element: <AdminLeaguePlaceholder view="bookings" /> },
              { path: 'leagues/:id/results', element: <AdminLeaguePlaceholder view="results" /> },
              // Anything else under /admin is not-found, for admins; others are sent to /admin first.
              { path: '*', element: <NotFoundPage /> },
            ],
          },

          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
