import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { LocationsSection } from '../features/locations/components/LocationsSection';
import { AppLayout } from './AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * Every route of the app. `app/` composes features (features never import each other).
 * Add a page as one more child of the layout route, lazily unless it is on the first load:
 *   { path: 'events', lazy: async () => ({ Component: (await import('../features/events/EventsPage')).EventsPage }) },
 * Guards (signed-in, admin) will wrap groups of children as pathless layout routes.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />, // the layout itself failed
    children: [
      {
        errorElement: <RouteErrorPage />, // a page failed: shown inside the layout
        children: [
          { index: true, element: <HomePage locationsSection={<LocationsSection />} /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
