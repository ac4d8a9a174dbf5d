import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday, localDateOf } from '../../shared/time.js';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';
import { demoCoaches } from './demo-data.js';
import { seedDemoData } from './demo-seed.js';

describe('demo coaches and lessons', () => {
  let t: TestApp;
  const sql = (q: string, p?: unknown[]) => t.db.dataSource.query(q, p);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource, { history: true });
  });
  afterAll(() => t.close());

  it('seeds the coaches across the locations, at $75, with hours at every location they teach', async () => {
    const coaches = (await gql(supertest(t.app.app), '{ coaches { name hourlyRateCents locations { slug } } }')).body.data.coaches;
    expect(coaches.map((c: { name: string }) => c.name)).toEqual(demoCoaches.map((c) => c.name).sort());
    expect(coaches.every((c: { hourlyRateCents: number }) => c.hourlyRateCents === 7500)).toBe(true);
    const taught = new Set(coaches.flatMap((c: { locations: { slug: string }[] }) => c.locations.map((l) => l.slug)));
    expect([...taught].sort()).toEqual(['hudsonoaks', 'richardson', 'tulsa']);
  });

  it('has one coach away all next week: no lesson hours then, though they work weekdays', async () => {
    const today = localDateOf(new Date(), 'America/Chicago');
    const nextWednesday = addDays(today, 8 - isoWeekday(today) + 2);
    const [{ id }] = await sql(`SELECT id FROM coaches WHERE name = 'Priya Raman'`);
    const q = 'query($d: String!, $c: ID) { lessonAvailability(location: "hudsonoaks", date: $d, coachId: $c) { startsAt } }';
    expect((await gql(supertest(t.app.app), q, { d: nextWednesday, c: id })).body.data.lessonAvailability).toEqual([]);
    expect((await gql(supertest(t.app.app), q, { d: addDays(nextWednesday, 7), c: id })).body.data.lessonAvailability.length).toBe(8);
  });

  it('books a few past and upcoming lessons, each inside its coach hours, upcoming ones on the top bay only', async () => {
    const [{ past, upcoming, coaches }] = await sql(
      `SELECT count(*) FILTER (WHERE starts_at < now())::int AS past, count(*) FILTER (WHERE starts_at > now())::int AS upcoming,
         count(DISTINCT coach_id)::int AS coaches
       FROM bookings WHERE kind = 'lesson' AND status = 'confirmed'`,
    );
    expect(past).toBeGreaterThanOrEqual(8);
    expect(upcoming).toBeGreaterThanOrEqual(3);
    expect(coaches).toBe(demoCoaches.length);
    const [{ outside }] = await sql(
      `SELECT count(*)::int AS outside FROM bookings b JOIN locations l ON l.id = b.location_id WHERE b.kind = 'lesson' AND NOT EXISTS (
         SELECT 1 FROM coach_hours h WHERE h.coach_id = b.coach_id AND h.location_id = b.location_id
           AND h.weekday = extract(isodow FROM b.starts_at AT TIME ZONE l.time_zone)
           AND h.starts_minute <= extract(hour FROM b.starts_at AT TIME ZONE l.time_zone) * 60
           AND h.ends_minute >= extract(hour FROM b.starts_at AT TIME ZONE l.time_zone) * 60 + 60)`,
    );
    expect(outside).toBe(0);
    const [{ lower }] = await sql(
      `SELECT count(*)::int AS lower FROM bookings b JOIN bays y ON y.id = b.bay_id
       WHERE b.kind = 'lesson' AND b.ends_at > now() AND y.number < (SELECT max(number) FROM bays WHERE location_id = b.location_id)`,
    );
    expect(lower).toBe(0);
    const player = await signInDemo(t, 'player');
    const mine = (await gql(player, '{ myBookings { kind coach { name } } }')).body.data.myBookings;
    expect(mine.some((b: { kind: string; coach: { name: string } | null }) => b.kind === 'LESSON' && b.coach)).toBe(true);
  });
});
