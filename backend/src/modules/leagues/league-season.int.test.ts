// Issue #37, the admin's season bookings: a played night is history (its own bays, never a
// conflict), coming nights default to the bays the season already uses, a coming night short of
// bays is counted in the admin grid, and each coming night notes a public holiday and the events
// at the venue during it (one that takes no bays too; a cancelled one not).
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../shared/time.js';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';
import { federalHolidays } from './holiday.rules.js';
import { LeagueRepository } from './league.repository.js';
import { seasonNights } from './league.rules.js';

const TZ = 'America/Chicago';
const PREVIEW = `query($id: ID!) { adminLeagueBookingPreview(leagueId: $id) { week date state notes
  bays { bayNumber state conflict reference } } }`;
const COMMIT = `mutation($id: ID!, $n: [LeagueNightChoice!]!) { commitLeagueBookings(leagueId: $id, nights: $n) { week result added } }`;
const GRID = `query($s: String) { adminLeagues(search: $s) { rows { id unbookedNights closedAt } } }`;
const CLOSE = `mutation($id: ID!) { adminCloseLeague(id: $id) { id } }`;

describe('league season bookings: played nights, usual bays, unbooked nights, notes', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  let leagueId: string;
  let nights: { id: string; date: string; startsAt: Date; endsAt: Date }[];
  let thanksgiving: string;

  const preview = async () => (await gql(admin, PREVIEW, { id: leagueId })).body.data.adminLeagueBookingPreview;
  const unbooked = async () =>
    (await gql(admin, GRID, { s: 'Thanksgiving Test League' })).body.data.adminLeagues.rows.find((r: { id: string }) => r.id === leagueId)
      .unbookedNights;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    admin = await signInDemo(t, 'admin');
    const today = localDateOf(new Date(), TZ);
    // Three Thursday mornings (no demo event then) with Thanksgiving the second, a week or more away.
    const year = Number(today.slice(0, 4));
    thanksgiving = [...federalHolidays(year), ...federalHolidays(year + 1)].find(
      (h) => h.name === 'Thanksgiving Day' && h.date >= addDays(today, 10),
    )!.date;
    const first = addDays(thanksgiving, -7);
    const [loc] = await t.db.dataSource.query(`SELECT id, time_zone FROM locations WHERE slug = 'hudsonoaks'`);
    const season = seasonNights({ firstNight: first, weeks: 3, startMinute: 7 * 60, hoursPerNight: 2, timeZone: TZ, closures: [] });
    const repo = new LeagueRepository(t.db.dataSource);
    leagueId = await t.db.dataSource.transaction((em) =>
      repo.create(
        em,
        {
          locationId: loc.id,
          name: 'Thanksgiving Test League',
          description: '',
          format: 'individual',
          teamSize: 1,
          weekday: 4,
          startMinute: 7 * 60,
          hoursPerNight: 2,
          firstNight: first,
          weeks: 3,
          capacity: 8,
          baysPerNight: 1,
          entryFeeCents: 5000,
          tieBreakers: ['low_round'],
        },
        season,
      ),
    );
    // Night 1 is played: moved into the past, with a customer's booking on bay 1 at the same time.
    await t.db.dataSource.query(
      `UPDATE league_nights SET starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour'
       WHERE league_id = $1 AND week = 1`,
      [leagueId],
    );
    nights = (await repo.nights([leagueId])).map((n) => ({ id: n.id, date: n.date, startsAt: n.start, endsAt: n.end }));
    await t.db.dataSource.query(
      `INSERT INTO bookings (reference, location_id, bay_id, user_id, guest_name, local_date, starts_at, ends_at, party_size, status)
       SELECT 'BN-PLAYED', l.id, y.id, NULL, 'Walk-in', $1, $2, $3, 2, 'confirmed'
       FROM locations l JOIN bays y ON y.location_id = l.id AND y.number = 1 WHERE l.slug = 'hudsonoaks'`,
      [localDateOf(nights[0]!.startsAt, TZ), nights[0]!.startsAt, nights[0]!.endsAt],
    );
    // Events at Hudson Oaks during night 3 (one taking no bays, one cancelled), one right after it, one at another venue.
    const night3 = season[2]!.date;
    const event = async (title: string, location: string, startTime: string, endTime: string) => {
      const i = { title, location, date: night3, startTime, endTime, priceCents: 0, capacity: 20 };
      const made = await gql(admin, `mutation($i: EventInputType!) { adminCreateEvent(input: $i) { id } }`, { i });
      return made.body.data.adminCreateEvent.id as string;
    };
    await event('Putting Social', 'hudsonoaks', '07:30', '09:00');
    const cancelled = await event('Called Off', 'hudsonoaks', '07:00', '08:00');
    await gql(admin, `mutation($id: ID!) { adminCancelEvent(id: $id) { cancelled } }`, { id: cancelled });
    await event('Late Clinic', 'hudsonoaks', '09:00', '11:00');
    await event('Elsewhere', 'tulsa', '07:00', '09:00');
  });
  afterAll(() => t.close());

  it('shows a played night as history, never as a conflict, and leaves it out of the unbooked count', async () => {
    const [played, ...coming] = await preview();
    expect(played).toMatchObject({ week: 1, state: 'played', bays: [], notes: [] });
    expect(coming.map((n: { state: string }) => n.state)).toEqual(['ready', 'ready']);
    expect(await unbooked()).toBe(2);
  });

  it('notes a public holiday and the events at the venue during the night, whether or not they take bays', async () => {
    const [, second, third] = await preview();
    expect(second).toMatchObject({ date: thanksgiving, notes: ['Thanksgiving Day is a public holiday.'] });
    expect(third.notes).toEqual(['Event at the venue at the same time: Putting Social, 7:30 AM–9:00 AM (takes no bays).']);
  });

  it('offers the bays the season already uses, not the lowest-numbered, and counts what is left unbooked', async () => {
    expect((await preview())[1].bays).toEqual([{ bayNumber: 1, state: 'free', conflict: null, reference: null }]);
    const report = (await gql(admin, COMMIT, { id: leagueId, n: [{ nightId: nights[2]!.id, bayNumbers: [3] }] })).body.data
      .commitLeagueBookings;
    expect(report).toEqual([
      { week: 1, result: 'skipped', added: 0 },
      { week: 2, result: 'skipped', added: 0 },
      { week: 3, result: 'booked', added: 1 },
    ]);
    const [, second, third] = await preview();
    expect(second.bays).toEqual([{ bayNumber: 3, state: 'free', conflict: null, reference: null }]);
    expect(third).toMatchObject({ state: 'booked', bays: [{ bayNumber: 3, state: 'booked', reference: expect.stringMatching(/^BN-/) }] });
    expect(await unbooked()).toBe(1);

    // A closed league's coming nights are off: nothing left to book.
    expect((await gql(admin, CLOSE, { id: leagueId })).body.errors).toBeUndefined();
    expect(await unbooked()).toBe(0);
  });
});
