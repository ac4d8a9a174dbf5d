// Issue #14, admin: generating a season's bay reservations goes through the one exclusion
// constraint (a customer's booking in the way is reported by reference and left alone, that night
// skipped whole), is idempotent, and books a skipped night later; results refuse bad values with
// the reason and update the standings at once.
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, isoWeekday, localDateOf } from '../../shared/time.js';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';
import { LeagueRepository } from './league.repository.js';
import { seasonNights } from './league.rules.js';

const TZ = 'America/Chicago';
const PREVIEW = `query($id: ID!) { adminLeagueBookingPreview(leagueId: $id) { nightId week date state freeBayNumbers
  bays { bayNumber state conflict reference } } }`;
const COMMIT = `mutation($id: ID!, $n: [LeagueNightChoice!]!) { commitLeagueBookings(leagueId: $id, nights: $n) { week result added reason } }`;
const SCORES = `mutation($id: ID!, $s: [LeagueScoreInput!]!) { enterLeagueScores(leagueId: $id, scores: $s) { rank name played points } }`;

describe('league admin: season bookings and results', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  let leagueId: string;
  let nights: { id: string; date: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    admin = await signInDemo(t, 'admin');
    const [loc] = await t.db.dataSource.query(`SELECT id, time_zone FROM locations WHERE slug = 'richardson'`);
    let first = addDays(localDateOf(new Date(), TZ), 3);
    while (isoWeekday(first) !== 1) first = addDays(first, 1);
    const season = seasonNights({
      firstNight: first,
      weeks: 3,
      startMinute: 18 * 60,
      hoursPerNight: 2,
      timeZone: loc.time_zone,
      closures: [],
    });
    const repo = new LeagueRepository(t.db.dataSource);
    leagueId = await t.db.dataSource.transaction((em) =>
      repo.create(
        em,
        {
          locationId: loc.id,
          name: 'Monday Test League',
          description: '',
          format: 'individual',
          teamSize: 1,
          weekday: 1,
          startMinute: 18 * 60,
          hoursPerNight: 2,
          firstNight: first,
          weeks: 3,
          capacity: 8,
          baysPerNight: 2,
          entryFeeCents: 5000,
          tieBreakers: ['low_round'],
        },
        season,
      ),
    );
    nights = (await repo.nights([leagueId])).map((n) => ({ id: n.id, date: n.date }));
    // A customer's booking on bay 2 during night 2.
    await t.db.dataSource.query(
      `INSERT INTO bookings (reference, location_id, bay_id, user_id, guest_name, local_date, starts_at, ends_at, party_size, status)
       SELECT 'BN-CUST01', l.id, y.id, NULL, 'Walk-in', $1, $2, $3, 2, 'confirmed' FROM locations l JOIN bays y ON y.location_id = l.id AND y.number = 2
       WHERE l.slug = 'richardson'`,
      [season[1]!.date, season[1]!.start, new Date(season[1]!.start.getTime() + 3600_000)],
    );
  });
  afterAll(() => t.close());

  it('previews each night, names the conflict by reference, books the rest and leaves the customer booking alone', async () => {
    const preview = (await gql(admin, PREVIEW, { id: leagueId })).body.data.adminLeagueBookingPreview;
    expect(preview.map((n: { state: string }) => n.state)).toEqual(['ready', 'conflict', 'ready']);
    expect(preview[1].bays).toEqual([
      { bayNumber: 1, state: 'free', conflict: null, reference: null },
      { bayNumber: 2, state: 'taken', conflict: 'Bay 2 is taken by booking BN-CUST01.', reference: null },
    ]);
    expect(preview[1].freeBayNumbers).not.toContain(2);

    // Commit as planned: night 2 is refused whole (bay 1 is not booked alone), the others are booked.
    const plan = preview.map((n: { nightId: string }) => ({ nightId: n.nightId, bayNumbers: [1, 2] }));
    const report = (await gql(admin, COMMIT, { id: leagueId, n: plan })).body.data.commitLeagueBookings;
    expect(report).toEqual([
      { week: 1, result: 'booked', added: 2, reason: null },
      { week: 2, result: 'skipped', added: 0, reason: 'Bay 2 is taken by BN-CUST01.' },
      { week: 3, result: 'booked', added: 2, reason: null },
    ]);
    const [customer] = await t.db.dataSource.query(`SELECT status FROM bookings WHERE reference = 'BN-CUST01'`);
    expect(customer.status).toBe('confirmed');
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM bookings WHERE league_night_id = $1`, [nights[1]!.id]);
    expect(n).toBe(0);

    // Running it again adds nothing; the skipped night is booked later with another bay.
    const again = (await gql(admin, COMMIT, { id: leagueId, n: plan })).body.data.commitLeagueBookings;
    expect(again.map((r: { added: number }) => r.added)).toEqual([0, 0, 0]);
    const swap = (await gql(admin, COMMIT, { id: leagueId, n: [{ nightId: nights[1]!.id, bayNumbers: [1, 3] }] })).body.data
      .commitLeagueBookings;
    expect(swap).toEqual([
      { week: 1, result: 'booked', added: 0, reason: null },
      { week: 2, result: 'booked', added: 2, reason: null },
      { week: 3, result: 'booked', added: 0, reason: null },
    ]);
    const [{ total }] = await t.db.dataSource.query(
      `SELECT count(*)::int AS total FROM bookings b JOIN league_nights ln ON ln.id = b.league_night_id WHERE ln.league_id = $1 AND b.kind = 'league'`,
      [leagueId],
    );
    expect(total).toBe(6);
    const after = (await gql(admin, PREVIEW, { id: leagueId })).body.data.adminLeagueBookingPreview;
    expect(after.map((x: { state: string }) => x.state)).toEqual(['booked', 'booked', 'booked']);
  });

  it('refuses bad rounds with the reason (unplayed night, out of range, unknown entry) and keeps the audit log', async () => {
    const [{ id: userId }] = await t.db.dataSource.query(`SELECT id FROM users WHERE email = 'player@backnine.golf'`);
    const [{ id: entryId }] = await t.db.dataSource.query(
      `INSERT INTO league_entries (league_id, user_id, status, total_cents) VALUES ($1, $2, 'paid', 5000) RETURNING id`,
      [leagueId, userId],
    );
    const refuse = async (s: object) => (await gql(admin, SCORES, { id: leagueId, s: [s] })).body.errors?.[0];
    expect(await refuse({ nightId: nights[0]!.id, entryId, strokes: 72 })).toMatchObject({
      message: expect.stringMatching(/: That night has not been played yet\.$/),
      extensions: { code: 'VALIDATION' },
    });
    // Night 1 played: move it into the past.
    await t.db.dataSource.query(
      `UPDATE league_nights SET starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour' WHERE id = $1`,
      [nights[0]!.id],
    );
    expect((await refuse({ nightId: nights[0]!.id, entryId, strokes: -4 }))?.message).toMatch(/A round is at least 18 strokes\.$/);
    expect((await refuse({ nightId: nights[0]!.id, entryId: '00000000-0000-4000-8000-000000000000', strokes: 72 }))?.message).toBe(
      'Night 1: we have no such player or team in this league.',
    );
    const standings = (await gql(admin, SCORES, { id: leagueId, s: [{ nightId: nights[0]!.id, entryId, strokes: 72 }] })).body.data
      .enterLeagueScores;
    expect(standings).toEqual([{ rank: 1, name: 'Riley Parker', played: 1, points: 1 }]);
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'league.score'`);
    expect(n).toBe(1);
    // Unknown league ids: NOT_FOUND; malformed ones: VALIDATION at the edge (the input guard). Never a server error.
    expect((await gql(admin, PREVIEW, { id: '00000000-0000-4000-8000-000000000000' })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(admin, PREVIEW, { id: 'nope' })).body.errors[0].extensions.code).toBe('VALIDATION');
  });
});
