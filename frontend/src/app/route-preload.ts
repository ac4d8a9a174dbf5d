import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A page whose code can load before it renders (lib/preloadable). */
interface Preloadable {
  preload?: () => Promise<void>;
}

function preloadElements(node: ReactNode, loads: Promise<void>[]): void {
  Children.forEach(node, (child) => {
    if (!isValidElement(child)) return;
    const load = (child.type as Preloadable).preload?.();
    if (load) loads.push(load);
    // Guards and fragments wrap the page: <KnownLocation><LeaguesPage /></KnownLocation>.
    preloadElements((child.props as { children?: ReactNode }).children, loads);
  });
}

/**
 * Starts fetching the code of every lazy page a path would render; resolves when all of it is there
 * (or failed: the render shows the error). A link click waits ~700 ms before the route changes (spec
 * section 2); fetching in that time means the page is there when it does, instead of the overlay
 * waiting for it afterwards (on a slow phone, seconds).
 */
export function preloadRoute(routes: RouteObject[], to: string): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const match of matchRoutes(routes, to) ?? []) preloadElements(match.route.element, loads);
  return Promise.all(loads).then(() => undefined);
}
