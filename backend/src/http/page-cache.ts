import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A server-rendered page as it goes out: status, the whole HTML and its validator. */
export interface RenderedPage {
  status: number;
  html: string;
  etag: string;
}

/** What a render reads, all of it: the same inputs make the same page. */
export interface RenderInputs {
  url: string;
  width: number;
  origin: string;
  /** The built index.html the page is poured into (a new build makes new pages). */
  shell: string;
  /** The page's data as JSON (http/boot-data.ts), the signed-in user's included. */
  boot: string;
  now: number;
}

/**
 * Pages rendered within one minute share their render instant: the clock a render reads (today, open hours,
 * the footer's year) moves on at the next minute, and never carries a page over midnight.
 */
const INSTANT_MS = 60_000;
const MAX_BYTES = 32 * 1024 * 1024;

const digest = (...parts: (string | number)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(String(part)).update('\0');
  return hash.digest('base64url');
};

/**
 * The server renders of this instance, by everything a render reads (issue 33). The page's data is read for
 * every request, so a page is never older than what the visitor would be shown by the app itself: a booking,
 * a closure or a new event changes the data and so the key. What is saved is React's render and emotion's
 * CSS (about 36 ms of CPU for the booking page), and a browser or a shared cache holding the same page gets a
 * 304. Bounded by bytes; a render that left parts to the browser is not kept.
 */
export class RenderedPages {
  private readonly pages = new LRUCache<string, RenderedPage>({ maxSize: MAX_BYTES, sizeCalculation: (p) => p.html.length * 2 });

  /** The page for these inputs, rendered now or earlier in the same minute. */
  async get(inputs: RenderInputs, render: (now: number) => Promise<{ page: RenderedPage | null; keep: boolean }>) {
    const instant = Math.floor(inputs.now / INSTANT_MS);
    const key = digest(inputs.url, inputs.width, inputs.origin, inputs.shell, inputs.boot, instant);
    const kept = this.pages.get(key);
    if (kept) return { page: kept, cached: true };
    const { page, keep } = await render(inputs.now);
    if (page && keep) this.pages.set(key, page);
    return { page, cached: false };
  }
}

/** A strong validator of a page's bytes. */
export const etagOf = (html: string) => `"${digest(html).slice(0, 27)}"`;
