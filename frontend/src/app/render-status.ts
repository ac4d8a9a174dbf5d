import { createContext, useContext } from 'react';

/** The status of a page rendered on the server (entry-server.tsx); null in the browser. */
export const RenderStatusContext = createContext<{ status: number } | null>(null);

/** Sets the server render's HTTP status while a page renders (the not-found page: 404). */
export function useRenderStatus(status: number): void {
  const render = useContext(RenderStatusContext);
  if (render) render.status = status;
}
