import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A lazy page that can start fetching its code before it renders (router.tsx's `page`). */
interface Preloadable {
  preload?: () => void;
}

function preloadElements(node: ReactNode): void {
  Children.forEach(node, (child) => {
    if (!isValidElement(child)) return;
    (child.type as Preloadable).preload?.();
    // Guards and fragments wrap the page: <KnownLocation><LeaguesPage /></KnownLocation>.
    preloadElements((child.props as { children?: ReactNode }).children);
  });
}

/**
 * Starts fetching the code of every lazy page a path would render. A link click waits ~700 ms before
 * the route changes (spec section 2); fetching in that time means the page is there when it does,
 * instead of the overlay waiting for it afterwards (on a slow phone, seconds).
 */
export function preloadRoute(routes: RouteObject[], to: string): void {
  for (const match of matchRoutes(routes, to) ?? []) preloadElements(match.route.element);
}
