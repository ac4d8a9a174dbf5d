import { lazy, useState, type ComponentType } from 'react';

/** A component whose code loads on demand, and a way to start loading it before it renders. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once); resolves when it is there, or when loading failed. */
  preload: () => Promise<void>;
};

/**
 * Like React.lazy, with one difference: once its code is there, the component renders at once.
 * React.lazy suspends on every first render, even for code already loaded, and each Suspense fallback
 * it shows holds back every other boundary's reveal for 300 ms (React's fallback throttle): on a direct
 * load of a page, the page and the footer arriving one after the other kept the page's spinner up for
 * about half a second after its code was there. Preloaded first (a link click, the first URL, an idle
 * moment), it never suspends; rendered before its code is there, it is React.lazy. A failed load throws
 * to the nearest error boundary; the next preload (a link click) tries again.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let failed = false;
  const fetch = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await fetch() }));
  function Preloaded(props: P) {
    // Chosen once per mounted instance: switching from Lazy to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  const preload = () => {
    if (failed) [failed, loading] = [false, undefined]; // asked again (a link click): try again
    return fetch().then(
      () => undefined,
      () => undefined,
    );
  };
  return Object.assign(Preloaded, { preload });
}
