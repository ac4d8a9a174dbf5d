import type { ReactElement } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NotificationsProvider } from '../components/NotificationsProvider';
import { TransitionProvider } from '../components/transition/TransitionProvider';
import { createQueryClient } from '../lib/query-client';
import { theme } from '../lib/theme';

/** Shows where the router is, for assertions. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

interface Options {
  route?: string;
  queryClient?: QueryClient;
  /** The router's page preloader (app/route-preload), told about every link click. */
  preload?: (to: string) => void;
}

/** The shell's providers around a component: theme, react-query, notifications, router, transitions. */
export function renderInShell(
  ui: ReactElement,
  { route = '/', queryClient = createQueryClient(), preload }: Options = {},
): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <ThemeProvider theme={theme} defaultMode="light" storageManager={null}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <MemoryRouter initialEntries={[route]}>
            <TransitionProvider preload={preload}>
              <Routes>
                <Route
                  path="*"
                  element={
                    <>
                      {ui}
                      <LocationProbe />
                    </>
                  }
                />
              </Routes>
            </TransitionProvider>
          </MemoryRouter>
        </NotificationsProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, queryClient };
}
