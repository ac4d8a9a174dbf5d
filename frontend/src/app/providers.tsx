import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { NotificationsProvider } from '../components/NotificationsProvider';
import { ApolloSlot } from '../lib/apollo-slot';
import { AppScopeContext, browserScope, type AppScope } from '../lib/app-scope';
import { ServerRenderProvider, type ServerRenderAssumptions } from '../lib/server-render';
import { appTheme } from '../lib/theme';

interface ProvidersProps {
  /** A server render's GraphQL client and scope; the browser's load on demand (lib/apollo-slot) and are the default scope. */
  client?: ApolloClient | null;
  scope?: AppScope;
  children: ReactNode;
  /** A page rendered on the server: what it assumed of the browser, for the render and the hydration. */
  serverRender?: ServerRenderAssumptions | null;
}

/** Everything the app runs inside: the one theme, the app's scope (the current user), the GraphQL client, and notifications. */
export function AppProviders({ client = null, scope = browserScope, children, serverRender = null }: ProvidersProps) {
  return (
    // The light scheme is the page; the dark one is only for marked sections (components/DarkSurface).
    // No storage: a stored "dark" from another MUI site on this origin can never flip the page.
    // noSsr: without it the provider renders the whole tree a second time after mounting (a hydration
    // guard for a mode read from storage), one of the landing page's longest tasks. With no storage the
    // mode is "light" on the server and in the browser alike, so the hydration needs no guard (issue 33).
    <ThemeProvider theme={appTheme()} defaultMode="light" storageManager={null} disableTransitionOnChange noSsr>
      <CssBaseline enableColorScheme />
      <AppScopeContext.Provider value={scope}>
        <ApolloSlot client={client}>
          <ServerRenderProvider value={serverRender}>
            <NotificationsProvider>{children}</NotificationsProvider>
          </ServerRenderProvider>
        </ApolloSlot>
      </AppScopeContext.Provider>
    </ThemeProvider>
  );
}
