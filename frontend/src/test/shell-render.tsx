import type { ReactElement } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NotificationsProvider } from '../components/NotificationsProvider';
import { TransitionProvider } from '../components/transition/TransitionProvider';
import { AppScopeContext } from '../lib/app-scope';
import { setCurrentUser, type CurrentUser } from '../lib/session';
import { appTheme } from '../lib/theme';

/** Shows where the router is, for assertions. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

interface Options {
  route?: string;
  /** The router's page preloader (app/route-preload), told about every link click. */
  preload?: (to: string) => void;
  /** The current user, known already (`null`: a visitor): no GET /api/user. Unknown by default. */
  user?: CurrentUser | null;
}

/**
 * The shell's providers around a component: theme, an app scope of its own, notifications, router and
 * transitions (Apollo: the test's own).
 */
export function renderInShell(ui: ReactElement, { route = '/', preload, user }: Options = {}): RenderResult {
  const scope = {};
  if (user !== undefined) setCurrentUser(scope, user);
  return render(
    <AppScopeContext.Provider value={scope}>
      <ThemeProvider theme={appTheme()} defaultMode="light" storageManager={null}>
        <CssBaseline />
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
      </ThemeProvider>
    </AppScopeContext.Provider>,
  );
}
