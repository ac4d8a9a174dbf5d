import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * What a page rendered on the server (entry-server.tsx) assumed of the browser, which the browser's
 * first render (hydration) must assume too: the window's width (from the visitor's User-Agent: a phone
 * or not) and the site's origin. Null once hydrated, and in a page rendered in the browser.
 */
interface ServerRenderAssumptions {
  width: number;
  origin: string;
}

const ServerRenderContext = createContext<ServerRenderAssumptions | null>(null);

/** The server's assumptions for its render, and for the browser's hydration of it (dropped after that). */
export function ServerRenderProvider({ value, children }: { value: ServerRenderAssumptions | null; children: ReactNode }) {
  const [assumed, setAssumed] = useState(value);
  useEffect(() => setAssumed(null), []);
  return <ServerRenderContext.Provider value={assumed}>{children}</ServerRenderContext.Provider>;
}

/** The window's width for a first render: the server's guess while it renders or hydrates, else the window's. */
export function useInitialWindowWidth(): () => number {
  const assumed = useContext(ServerRenderContext);
  return () => assumed?.width ?? window.innerWidth;
}

/** The site's origin (https://host): the request's on the server, the window's in the browser. */
export function useOrigin(): string {
  return useContext(ServerRenderContext)?.origin ?? window.location.origin;
}
