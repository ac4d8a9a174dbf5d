import createCache, { type EmotionCache } from '@emotion/cache';

/** emotion's key for class names (css-<hash>), on the server and in the browser alike. */
export const STYLE_KEY = 'css';

/**
 * The key of the tag that carries a server-rendered page's class styles (entry-server.tsx). Not emotion's own
 * `css`: emotion adopts a tag of its own by moving it to the end of <head>, and the browser then parses the
 * page's styles again and restyles the whole page, in the middle of the first load (issue 33).
 */
export const SERVER_CLASSES_KEY = `${STYLE_KEY}-ssr`;

/**
 * The browser's style cache, which MUI styles through. A page the server rendered came with its class styles in
 * one tag (SERVER_CLASSES_KEY): taken as emotion's first tag where it stands, its classes marked as inserted, so
 * nothing inserts them again and the styles added in the browser go right after it, as emotion orders them.
 */
export function browserStyleCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: STYLE_KEY });
  const server = doc.querySelector<HTMLStyleElement>(`style[data-emotion^="${SERVER_CLASSES_KEY} "]`);
  if (server) {
    for (const id of server.dataset.emotion!.split(' ').slice(1)) cache.inserted[id] = true;
    cache.sheet.tags.push(server);
  }
  return cache;
}
