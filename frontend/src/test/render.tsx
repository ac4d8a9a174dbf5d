import type { ReactElement, ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotificationsProvider } from '../components/NotificationsProvider';
import { theme } from '../lib/theme';

interface Options {
  /** Where the router starts. */
  route?: string;
  /** GraphQL answers; with none, no Apollo provider is added. */
  mocks?: MockLink.MockedResponse[];
}

/** Renders with what the app provides around a page: the theme, a router, notifications and (optionally) Apollo mocks. */
export function renderWithProviders(ui: ReactElement, { route = '/', mocks }: Options = {}): RenderResult {
  const withTheme = (children: ReactNode) => (
    <ThemeProvider theme={theme} defaultMode="light" storageManager={null}>
      <CssBaseline />
      <MemoryRouter initialEntries={[route]}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </MemoryRouter>
    </ThemeProvider>
  );
  return render(withTheme(mocks ? <MockedProvider mocks={mocks}>{ui}</MockedProvider> : ui));
}

/** A hook's wrapper: inside the app of `client` (its cache holds the current user too). */
export function withApollo(client: ApolloClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <ApolloProvider client={client}>{children}</ApolloProvider>;
  };
}
