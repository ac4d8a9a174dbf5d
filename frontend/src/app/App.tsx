import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo';
import { applyBoot } from './boot';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const client = createApolloClient();
applyBoot(client);
const router = createAppRouter();

export function App() {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
