import type { ComponentType } from 'react';
import { preloadable } from './preloadable';

/**
 * A component loaded on demand (lib/preloadable) for a part the page can do without (art, the
 * footer): if its code fails to load (a new deploy, a lost connection), it renders nothing instead of
 * failing the page.
 */
export function lazyOptional<P extends object>(load: () => Promise<ComponentType<P>>) {
  const nothing: ComponentType<P> = () => null;
  return preloadable<P>(() => load().catch(() => nothing));
}
