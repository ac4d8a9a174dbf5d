import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part the page can do without (art, the footer): if its code fails to load (a
 * new deploy, a lost connection), it renders nothing instead of failing the page.
 */
export function lazyOptional<P extends object>(load: () => Promise<ComponentType<P>>) {
  const nothing: ComponentType<P> = () => null;
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: nothing }),
    ),
  );
}
