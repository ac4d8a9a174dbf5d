import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo';
import { createQueryClient } from '../lib/query-client';
import { applyBoot } from './boot';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const client = createApolloClient();
const queryClient = createQueryClient();
applyBoot(client, queryClient);
const router = createAppRouter();

export function App() {
  return (
    <AppProviders client={client} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
