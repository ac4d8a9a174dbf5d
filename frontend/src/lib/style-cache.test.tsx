import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserStyleCache } from './style-cache';

/** Every node taken out of <head> meanwhile (a move is a removal, then an insertion). */
function watchRemovals(): () => Node[] {
  const removed: Node[] = [];
  const observer = new MutationObserver((records) => records.forEach((r) => removed.push(...r.removedNodes)));
  observer.observe(document.head, { childList: true });
  return () => {
    removed.push(...observer.takeRecords().flatMap((r) => [...r.removedNodes]));
    observer.disconnect();
    return removed;
  };
}

describe('browserStyleCache', () => {
  // Only what a test added leaves <head>: other test files' emotion caches keep their tags there.
  let before: Set<Element>;
  beforeEach(() => {
    before = new Set(document.head.children);
  });
  afterEach(() => {
    for (const el of [...document.head.children]) if (!before.has(el)) el.remove();
  });

  it("adopts a server-rendered page's class styles where they stand, and adds the browser's own right after them", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<style data-emotion="css-ssr abc def" data-s="">.css-abc{color:red}</style><link rel="icon" href="/favicon.svg">',
    );
    const server = document.head.querySelector<HTMLStyleElement>('style[data-emotion^="css-ssr "]')!;
    const removals = watchRemovals();
    const cache = browserStyleCache();
    expect(cache.inserted).toMatchObject({ abc: true, def: true });
    render(
      <CacheProvider value={cache}>
        <Box sx={{ color: 'rgb(1, 2, 3)' }}>styled in the browser</Box>
      </CacheProvider>,
    );
    expect(removals()).toEqual([]);
    const added = server.nextElementSibling as HTMLStyleElement;
    expect(added.getAttribute('data-emotion')).toBe('css');
    expect([...added.sheet!.cssRules].map((r) => r.cssText).join('')).toContain('rgb(1, 2, 3)');
  });

  it('is a plain cache on a page the browser renders (no server styles)', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="/favicon.svg">');
    const cache = browserStyleCache();
    expect(Object.keys(cache.inserted)).toEqual([]);
    render(
      <CacheProvider value={cache}>
        <Box sx={{ color: 'rgb(4, 5, 6)' }}>styled in the browser</Box>
      </CacheProvider>,
    );
    expect(document.head.lastElementChild?.getAttribute('data-emotion')).toBe('css');
  });
});
