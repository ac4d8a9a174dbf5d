import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInDemo } from '../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../test/support/test-app.js';
import { seedDemoData } from '../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../shared/time.js';
import type { BootData } from './boot-data.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const INDEX =
  '<!doctype html><html><head><title>SPA</title></head><body><div id="boot-shell" aria-hidden="true"><div>band</div></div>' +
  '<div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

/** The text a visitor reads in some markup: no tags, styles or scripts. */
function textOf(markup: string): string {
  return markup
    .replace(/<(style|script)[^>]*>.*?<\/\1>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The text a visitor reads in a page's server-rendered #root. */
function renderedText(html: string): string {
  return textOf(html.slice(html.indexOf('<div id="root" data-ssr'), html.indexOf('<script type="application/json" id="boot">')));
}

// Server rendering of the public pages (issue 33), through createApp over HTTP. `npm test` runs this tier
// before the build, so the test builds the server renderer itself (vite build --ssr, 10-25 s on 2 cores) beside a
// stand-in index.html; the hydration in a browser is the e2e tier's (e2e/ssr.spec.ts).
describe('server-rendered public pages', () => {
  let t: TestApp;
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'venue-ssr-'));
    await mkdir(path.join(work, 'dist'));
    await writeFile(path.join(work, 'dist', 'index.html'), INDEX);
    const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    await promisify(execFile)(
      process.execPath,
      [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(work, 'dist-ssr'), '--emptyOutDir', '--logLevel', 'error'],
      { cwd: path.join(ROOT, 'frontend'), env: { ...process.env, NODE_ENV: 'production' } },
    );
    t = await createTestApp({ SPA_DIST_DIR: path.join(work, 'dist') });
    await seedDemoData(t.db.dataSource, { history: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(work, { recursive: true, force: true });
  });

  // One host for every request (supertest listens on a new port each time): the page's origin is part of it.
  const get = (url: string) => supertest(t.app.app).get(url).set('Accept', 'text/html').set('Host', 'venue.test');
  const page = (url: string, status = 200) => get(url).expect(status);

  it('the booking page arrives with the bays and the hours of the day, styled, in place of the painted band', async () => {
    const res = await page('/booking/tulsa');
    expect(res.headers['server-timing']).toMatch(/^ssr;dur=/);
    const text = renderedText(res.text);
    for (const bay of ['Bay 1', 'Bay 2', 'Bay 3', 'Bay 4', 'Bay 5', 'Bay 6']) expect(text).toContain(bay);
    // The day the page opens on: its last hours, as the grid labels them. The page data carries the GraphQL cache the
    // page rendered from, for the browser to restore as it is; a query's answer is not sent a second time beside it,
    // but for the locations', which the first load reads without the GraphQL client.
    const boot = JSON.parse(/<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(res.text)![1]!) as BootData;
    const opened = boot.queries.findLast((q) => q.operation === 'BookingAvailability')!;
    expect(opened.data).toBeNull();
    expect(boot.queries.find((q) => q.operation === 'Locations')!.data).toMatchObject({ locations: expect.any(Array) });
    const root = (boot.cache as { ROOT_QUERY: Record<string, unknown> }).ROOT_QUERY;
    const [, day] = Object.entries(root).find(
      ([field]) => field.startsWith('availability(') && field.includes(`"${opened.variables.date}"`),
    )! as [string, { hours: number[] }];
    expect(day.hours.length).toBeGreaterThan(0);
    for (const hour of day.hours.slice(-3)) expect(text).toContain(`${hour % 12 || 12}:00 ${hour % 24 < 12 ? 'AM' : 'PM'}`);
    // The page's class styles in <head>, under the key the browser's style cache adopts in place (lib/style-cache.ts).
    expect(res.text).toMatch(/<head>.*<style data-emotion="css-ssr [^"]+" data-s="">.*<\/head>/s);
    expect(res.text).not.toContain('id="boot-shell"');
    expect(res.text).toContain('<script type="application/json" id="boot">');
  });

  it("the footer is in the page, with the venues' addresses and opening hours, for readers without scripts", async () => {
    const html = (await page('/events')).text;
    const footer = textOf(html.slice(html.indexOf('<footer'), html.indexOf('</footer>')));
    expect(footer).toContain('Opening hours');
    expect(footer).toContain('Monday to Thursday 6:00 AM - 10:00 PM');
    expect(footer).toContain('1310 E Arapaho Rd');
  });

  it('the landing page carries no GraphQL cache: its first load has no GraphQL client', async () => {
    const res = await page('/');
    const boot = JSON.parse(/<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(res.text)![1]!) as BootData;
    expect(boot.queries.map((q) => q.operation)).toEqual(['Locations']);
    expect(boot.cache).toBeUndefined();
  });

  it('the leagues of a location are in its page', async () => {
    const text = renderedText((await page('/leagues/tulsa')).text);
    expect(text).toContain('Thursday Night Club League');
  });

  it('an unknown location, or an unknown path, is the not-found page with status 404', async () => {
    for (const url of ['/booking/nowhere', '/leagues/nowhere', '/no-such-page']) {
      const res = await page(url, 404);
      expect(res.text).toContain('<div id="root" data-ssr');
      expect(res.text).toMatch(/<title>Page not found/);
    }
  });

  it("a signed-in visitor's first name is in the navigation; another visitor's page carries none of it", async () => {
    const birdie = await signInDemo(t, 'birdie');
    const mine = await birdie.get('/events').set('Accept', 'text/html').expect(200);
    expect(renderedText(mine.text)).toContain('Casey');
    const signedOut = await page('/events');
    expect(signedOut.text).not.toContain('Casey');
    expect(signedOut.text).not.toContain('birdie@backnine.golf');
    expect(renderedText(signedOut.text)).toMatch(/Login/);
  });

  it('signed-in pages and the admin area stay rendered in the browser', async () => {
    for (const url of ['/profile', '/admin', '/checkout']) {
      const res = await page(url);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('data-ssr');
    }
  });

  describe('kept and revalidated', () => {
    // The clock at the start of a minute: a page is kept for the minute it was rendered in.
    const minute = (n: number) => vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + n * 60_000 + 1_000);
    afterEach(() => vi.useRealTimers());
    const HOLD = 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id } }';

    it("an anonymous page is public, kept, and answers its ETag with a 304 until the day's data changes", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      minute(1);
      const day = addDays(localDateOf(new Date(), 'America/Chicago'), 2);
      const url = `/booking/richardson?date=${day}`;
      const first = await page(url);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.vary).toMatch(/Cookie/);
      expect(first.headers['server-timing']).toMatch(/desc="rendered"/);
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await page(url);
      expect(again.headers['server-timing']).toMatch(/desc="kept"/);
      expect(again.headers.etag).toBe(etag);
      expect(again.text).toBe(first.text);
      const revalidated = await get(url).set('If-None-Match', etag).expect(304);
      expect(revalidated.text).toBe('');

      // A hold on that day changes its data, so the page: rendered again, a new ETag, the old one answered in full.
      const customer = await signInDemo(t, 'birdie');
      const held = await gql(customer, HOLD, {
        i: { location: 'richardson', date: day, bayNumber: 2, startHour: 13, hours: 1, partySize: 2 },
      });
      expect(held.body.errors).toBeUndefined();
      const changed = await get(url).set('If-None-Match', etag).expect(200);
      expect(changed.headers['server-timing']).toMatch(/desc="rendered"/);
      expect(changed.headers.etag).not.toBe(etag);

      // The next minute renders again: the page's clock (data-ssr-now) moves on.
      minute(2);
      const later = await page(url);
      expect(later.headers['server-timing']).toMatch(/desc="rendered"/);
      expect(later.headers.etag).not.toBe(changed.headers.etag);
    });

    it("a signed-in visitor's page is private and never another visitor's", async () => {
      const birdie = await signInDemo(t, 'birdie');
      const mine = await birdie.get('/events').set('Accept', 'text/html').expect(200);
      expect(mine.headers['cache-control']).toBe('private, no-cache');
      const anonymous = await page('/events');
      expect(anonymous.headers.etag).not.toBe(mine.headers.etag);
      await get('/events').set('If-None-Match', mine.headers.etag!).expect(200);
    });
  });
});
