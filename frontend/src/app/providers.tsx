import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { NotificationsProvider } from '../components/NotificationsProvider';
import { theme } from '../lib/theme';

interface ProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

/** Everything the app runs inside: the one theme, the GraphQL client (it keeps the current user too), and notifications. */
export function AppProviders({ client, children }: ProvidersProps) {
  return (
    // The light scheme is the page; the dark one is only for marked sections (components/DarkSurface).
    // No storage: a stored "dark" from another MUI site on this origin can never flip the page.
    // noSsr: a client-only app; without it the provider renders the whole tree a second time after
    // mounting (a hydration guard), one of the landing page's longest tasks.
    <ThemeProvider theme={theme} defaultMode="light" storageManager={null} disableTransitionOnChange noSsr>
      <CssBaseline enableColorScheme />
      <ApolloProvider client={client}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </ApolloProvider>
    </ThemeProvider>
  );
}
