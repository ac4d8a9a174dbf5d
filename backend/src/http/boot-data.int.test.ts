import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, TEST_SESSION_SECRET, type TestApp } from '../../test/support/test-app.js';
import { seedDemoData } from '../db/seed/demo-seed.js';
import { signedInUsers } from '../../test/support/signed-in.js';
import { addDays, localDateOf } from '../shared/time.js';
import type { BootData } from './boot-data.js';

// A page carries its first render's data (http/boot-data.ts), read with the visitor's own session
// through the app's trusted documents (the real persisted-documents.json of the frontend).
describe('page boot data', () => {
  let t: TestApp;
  let dist: string;
  const INDEX = '<!doctype html><title>SPA</title><div id="root"></div><script type="module" src="/assets/index.js"></script>';
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'venue-boot-'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    t = await createTestApp({ SPA_DIST_DIR: dist });
    await seedDemoData(t.db.dataSource);
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const bootOf = (html: string): BootData => {
    const scripts = [...html.matchAll(/<script type="application\/json" id="boot">(.*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    // Right after the root element, before the app's own script.
    expect(html.indexOf('<div id="root"></div><script type="application/json" id="boot">')).toBeGreaterThan(0);
    return JSON.parse(scripts[0]![1]!) as BootData;
  };
  // A new client each time: nothing carries a cookie but the one given.
  const page = async (url: string, cookie?: string) => {
    const req = supertest(t.app.app).get(url).set('Accept', 'text/html');
    const res = await (cookie ? req.set('Cookie', cookie) : req).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache'); // one visitor's: never kept by a shared cache
    return { boot: bootOf(res.text), res };
  };
  const operations = (boot: BootData) => boot.queries.map((q) => `${q.operation} ${JSON.stringify(q.variables)}`);

  it('a booking page carries the venues, the plans and the day it opens on, signed out', async () => {
    const { boot } = await page('/booking/tulsa');
    expect(boot.user).toBeNull();
    const today = localDateOf(new Date(), 'America/Chicago');
    const ops = operations(boot);
    expect(ops).toEqual(expect.arrayContaining(['Locations {}', 'BookingLocations {}', 'MembershipPlans {}']));
    const days = boot.queries.filter((q) => q.operation === 'BookingAvailability');
    // Today first, then each next day only while the one before had no free start (late in the evening).
    expect(days[0]!.variables).toEqual({ location: 'tulsa', date: today });
    days.forEach((d, i) => expect(d.variables).toEqual({ location: 'tulsa', date: addDays(today, i) }));
    const free = (d: (typeof days)[number]) =>
      (d.data!.availability as { bays: { slots: { state: string }[] }[] }).bays.some((b) => b.slots.some((s) => s.state === 'FREE'));
    days.slice(0, -1).forEach((d) => expect(free(d)).toBe(false));
    // Each answer is the one the API gives the same visitor for the same document.
    const venues = boot.queries.find((q) => q.operation === 'BookingLocations')!.data!.locations as { slug: string; bays: unknown[] }[];
    const api = (await gql(supertest(t.app.app), '{ locations { slug bays { number } } }').expect(200)).body.data.locations;
    expect(venues.map((v) => [v.slug, v.bays.length])).toEqual(api.map((v: { slug: string; bays: unknown[] }) => [v.slug, v.bays.length]));
    expect(venues.find((v) => v.slug === 'tulsa')!.bays.length).toBeGreaterThan(0);
  });

  it("carries the signed-in user exactly as GET /api/user answers, and that user's own window", async () => {
    const [member] = await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET);
    const { boot } = await page('/booking/richardson?date=2030-01-02', member!.cookie);
    const user = (await supertest(t.app.app).get('/api/user').set('Cookie', member!.cookie).expect(200)).body;
    expect(boot.user).toEqual(user);
    // A link's date is read as asked (the API says what the visitor may book on it).
    const day = boot.queries.find((q) => q.operation === 'BookingAvailability')!;
    expect(day.variables).toEqual({ location: 'richardson', date: '2030-01-02' });
    expect(JSON.stringify(day.data)).toContain('BEYOND_WINDOW');
    // Another visitor's page never carries it.
    expect((await page('/booking/richardson')).boot.user).toBeNull();
  });

  it('reads only what it knows: a bad date or an unknown venue adds nothing, other pages get the venues', async () => {
    expect(operations((await page('/booking/tulsa?date=2026-02-30')).boot)).not.toContainEqual(
      expect.stringMatching(/^BookingAvailability/),
    );
    expect(operations((await page('/booking/nowhere')).boot)).not.toContainEqual(expect.stringMatching(/^BookingAvailability/));
    expect(operations((await page('/memberships')).boot).sort()).toEqual(['Locations {}', 'MembershipPlans {}']);
    expect(operations((await page('/events')).boot).sort()).toEqual([
      'Locations {}',
      'MembershipPlans {}',
      'UpcomingEvents {"location":null}',
    ]);
    expect(operations((await page('/leagues/tulsa')).boot).sort()).toEqual(['LeagueSchedule {"location":"tulsa"}', 'Locations {}']);
    expect(operations((await page('/lessons')).boot).sort()).toEqual(['LessonCoaches {"location":null}', 'Locations {}']);
    // A league's page and a coach's profile come whole (no demo league without the history: a league that is not there
    // is read as such, and the page shows not-found at once); an id that is not one reads nothing more.
    const league = { id: '00000000-0000-4000-8000-000000000000' };
    const [coach] = await t.db.dataSource.query(`SELECT id FROM coaches ORDER BY name LIMIT 1`);
    const leaguePage = (await page(`/leagues/tulsa/${league.id}`)).boot;
    expect(operations(leaguePage).sort()).toEqual([`LeagueDetail {"id":"${league.id}"}`, 'Locations {}']);
    expect(leaguePage.queries.find((q) => q.operation === 'LeagueDetail')!.data).toMatchObject({ league: null });
    const coachPage = (await page(`/lessons/coaches/${coach.id}`)).boot;
    expect(operations(coachPage).sort()).toEqual([`CoachProfile {"id":"${coach.id}"}`, 'Locations {}']);
    expect(coachPage.queries.find((q) => q.operation === 'CoachProfile')!.data).toMatchObject({ coach: { id: coach.id } });
    expect(operations((await page('/lessons/coaches/nope')).boot)).toEqual(['Locations {}']);
    expect(operations((await page('/leagues/tulsa/nope')).boot)).toEqual(['Locations {}']);
    expect(operations((await page('/auth')).boot).sort()).toEqual(['AuthGoogleConfig {}', 'AuthLocationChoices {}', 'Locations {}']);
    expect(operations((await page('/admin/users')).boot)).toEqual(['Locations {}']);
  });

  it('a build made while the server runs is what the next page is made of', async () => {
    await writeFile(path.join(dist, 'index.html'), INDEX.replace('<title>SPA</title>', '<title>SPA rebuilt</title>'));
    try {
      const { res, boot } = await page('/events');
      expect(res.text).toContain('<title>SPA rebuilt</title>');
      expect(boot.queries.length).toBeGreaterThan(0);
    } finally {
      await writeFile(path.join(dist, 'index.html'), INDEX);
    }
  });

  it('is compressed as it goes out, and a HEAD request gets the page as built', async () => {
    const br = await supertest(t.app.app).get('/booking/tulsa').set('Accept', 'text/html').set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
    expect(bootOf(br.text).queries.length).toBeGreaterThan(2);
    const head = await supertest(t.app.app).head('/booking/tulsa').set('Accept', 'text/html').expect(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });
});
