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

  // jsdom's scrollTo only logs "not implemented".
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}
