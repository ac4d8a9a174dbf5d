import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * What a page rendered on the server (entry-server.tsx) assumed of the browser, which the browser's
 * first render (hydration) must assume too: the window's width (from the visitor's User-Agent: a phone
 * or not), the site's origin and the instant it rendered at (a device clock may be off by hours, or the
 * hour may turn between the two). Null once hydrated, and in a page rendered in the browser.
 */
export interface ServerRenderAssumptions {
  width: number;
  origin: string;
  /** The server's clock at its render, in ms since the epoch. */
  now: number;
}

const ServerRenderContext = createContext<ServerRenderAssumptions | null>(null);

/** The server's assumptions for its render, and for the browser's hydration of it (dropped after that). */
export function ServerRenderProvider({ value, children }: { value: ServerRenderAssumptions | null; children: ReactNode }) {
  const [assumed, setAssumed] = useState(value);
  useEffect(() => startTransition(() => setAssumed(null)), []);
  return <ServerRenderContext.Provider value={assumed}>{children}</ServerRenderContext.Provider>;
}

/** Whether this render is the server's, or the browser's hydration of it (false in a page rendered in the browser). */
export function useServerRendered(): boolean {
  return useContext(ServerRenderContext) !== null;
}

/** The window's width for a first render: the server's guess while it renders or hydrates, else the window's. */
export function useInitialWindowWidth(): () => number {
  const assumed = useContext(ServerRenderContext);
  return () => assumed?.width ?? window.innerWidth;
}

/** The time a page's first render reads ("open now", the year): the server's render instant while it renders or hydrates. */
export function useRenderTime(): Date {
  const assumed = useContext(ServerRenderContext);
  const [now] = useState(() => new Date(assumed?.now ?? Date.now()));
  return now;
}

/** The site's origin (https://host): the request's on the server, the window's in the browser. */
export function useOrigin(): string {
  return useContext(ServerRenderContext)?.origin ?? window.location.origin;
}
