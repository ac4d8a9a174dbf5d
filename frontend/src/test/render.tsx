import type { ReactElement, ReactNode } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotificationsProvider } from '../components/NotificationsProvider';
import { AppScopeContext } from '../lib/app-scope';
import { appTheme } from '../lib/theme';

interface Options {
  /** Where the router starts. */
  route?: string;
  /** GraphQL answers; with none, no Apollo provider is added. */
  mocks?: MockLink.MockedResponse[];
}

/**
 * Renders with what the app provides around a page: the theme, an app scope of its own, a router,
 * notifications and (optionally) Apollo mocks.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', mocks }: Options = {}): RenderResult {
  const withTheme = (children: ReactNode) => (
    <AppScopeContext.Provider value={{}}>
      <ThemeProvider theme={appTheme()} defaultMode="light" storageManager={null}>
        <CssBaseline />
        <MemoryRouter initialEntries={[route]}>
          <NotificationsProvider>{children}</NotificationsProvider>
        </MemoryRouter>
      </ThemeProvider>
    </AppScopeContext.Provider>
  );
  return render(withTheme(mocks ? <MockedProvider mocks={mocks}>{ui}</MockedProvider> : ui));
}
