import { RouterProvider } from 'react-router-dom';
import { applyBoot } from './boot';
import { AppProviders } from './providers';
import type { ServerRenderAssumptions } from '../lib/server-render';
import { createAppRouter } from './router';

applyBoot();
let router: ReturnType<typeof createAppRouter> | undefined;

/** The browser's router, made on first use: main.tsx makes it in a task of its own, before the first render. */
export const appRouter = () => (router ??= createAppRouter());

/** The app; `serverRender`: the page came rendered by the server with these assumptions (main.tsx hydrates it). */
export function App({ serverRender = null }: { serverRender?: ServerRenderAssumptions | null }) {
  return (
    <AppProviders serverRender={serverRender}>
      <RouterProvider router={appRouter()} />
    </AppProviders>
  );
}
