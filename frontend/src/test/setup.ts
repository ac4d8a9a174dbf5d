// Unit-test setup. In jsdom: unmount between tests and provide what jsdom lacks. The logic tests run in
// plain node and skip all of it (loading Testing Library and react-dom cost more than the tests).
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());

  window.matchMedia ??= (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  // The app loads notistack after its first paint; the tests have it from the start, so a
  // notification shows as soon as it is asked for, as it does on a page that has settled.
  await (await import('../components/NotificationsProvider')).loadNotificationsHost();

  // jsdom's scrollTo only logs "not implemented", and it has no scrollIntoView.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Element.prototype.scrollIntoView ??= () => {};
}
