import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { theme } from '../lib/theme';

/** Spec section 4 and 9: one notification at a time, shown for 5000 ms. */
export const SNACKBAR_MAX = 1;
export const SNACKBAR_AUTO_HIDE_MS = 5000;

interface ProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

/** Everything the app runs inside: the one theme, the API client and notifications. */
export function AppProviders({ client, children }: ProvidersProps) {
  return (
    // The light scheme is the page; the dark one is only for marked sections (components/DarkSurface).
    // No storage: a stored "dark" from another MUI site on this origin can never flip the page.
    <ThemeProvider theme={theme} defaultMode="light" storageManager={null} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <ApolloProvider client={client}>
        <SnackbarProvider
          maxSnack={SNACKBAR_MAX}
          autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
          preventDuplicate
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          {children}
        </SnackbarProvider>
      </ApolloProvider>
    </ThemeProvider>
  );
}
