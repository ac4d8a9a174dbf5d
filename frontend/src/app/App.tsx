import { RouterProvider } from 'react-router-dom';
import { applyBoot } from './boot';
import { AppProviders } from './providers';
import type { ServerRenderAssumptions } from '../lib/server-render';
import { createAppRouter } from './router';

applyBoot();
const router = createAppRouter();

/** The app; `serverRender`: the page came rendered by the server with these assumptions (main.tsx hydrates it). */
export function App({ serverRender = null }: { serverRender?: ServerRenderAssumptions | null }) {
  return (
    <AppProviders serverRender={serverRender}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
