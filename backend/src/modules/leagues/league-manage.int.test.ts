// Issue #14, /admin/league-management: admins (checked on the server) create, list, edit and close
// leagues; the season is fixed once players join; a closed league is done, kept, and refunds its
// paid entries when closed before the first night. Every change is in the audit log.
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, isoWeekday, localDateOf } from '../../shared/time.js';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, newCard, type TestApp } from '../../../test/support/test-app.js';

const LIST = `query($s: String, $st: String, $sort: String, $dir: String, $p: Int, $ps: Int) {
  adminLeagues(search: $s, status: $st, sort: $sort, direction: $dir, page: $p, pageSize: $ps) {
    total rows { id paidEntries closedAt league { name status weekday weeks capacity spotsLeft nights { date } } } } }`;
const CREATE = `mutation($i: AdminLeagueInput!) {
  adminCreateLeague(input: $i) { id name status weekday startTime firstNight lastNight weeks }
}`;
const UPDATE = `mutation($id: ID!, $i: AdminLeagueInput!) {
  adminUpdateLeague(id: $id, input: $i) { id name capacity firstNight entryFeeCents }
}`;
const CLOSE = `mutation($id: ID!) { adminCloseLeague(id: $id) { id status spotsLeft } }`;
const JOIN = `mutation($i: JoinLeagueInput!) { joinLeague(input: $i) { id status } }`;
const PAY = `mutation($id: ID!, $p: PaymentInput!, $k: String!) {
  payLeagueEntry(entryId: $id, payment: $p, idempotencyKey: $k) { id status }
}`;
const SHEET = `query($id: ID!) { adminLeagueSheet(leagueId: $id) { entries { name status totalCents refundedCents } } }`;

describe('league management (admin)', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  let player: supertest.Agent;
  let firstNight: string;

  const input = () => ({
    name: 'Friday Test Classic',
    description: 'Six Fridays.',
    location: 'tulsa',
    format: 'INDIVIDUAL',
    teamSize: 1,
    firstNight,
    startTime: '18:30',
    hoursPerNight: 2,
    weeks: 6,
    capacity: 4,
    baysPerNight: 1,
    entryFeeCents: 5000,
    tieBreakers: ['LOW_ROUND', 'COUNTBACK'],
  });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    admin = await signInDemo(t, 'admin');
    player = await signInDemo(t, 'player');
    firstNight = addDays(localDateOf(new Date(), 'America/Chicago'), 10);
    while (isoWeekday(firstNight) !== 5) firstNight = addDays(firstNight, 1);
  });
  afterAll(() => t.close());

  it('refuses players: queries, mutations and the CSV are for admins', async () => {
    expect((await gql(player, LIST, {})).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(player, CREATE, { i: input() })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    await player.get('/api/admin/leagues.csv').expect(403);
  });

  it('creates a league with its nights on the first night weekday, finds it in the grid and exports it', async () => {
    const bad = (await gql(admin, CREATE, { i: { ...input(), startTime: '23:00' } })).body.errors[0];
    expect(bad).toMatchObject({
      message: 'A night must end by midnight: start earlier or play fewer hours.',
      extensions: { code: 'VALIDATION', field: 'startTime' },
    });
    const past = (await gql(admin, CREATE, { i: { ...input(), firstNight: '2020-01-03' } })).body.errors[0];
    expect(past).toMatchObject({ message: 'The first night must be in the future.', extensions: { field: 'firstNight' } });

    const made = (await gql(admin, CREATE, { i: input() })).body.data.adminCreateLeague;
    expect(made).toMatchObject({ name: 'Friday Test Classic', status: 'OPEN', weekday: 5, startTime: '18:30', firstNight, weeks: 6 });
    expect(made.lastNight).toBe(addDays(firstNight, 35));

    const page = (await gql(admin, LIST, { s: 'friday test', st: 'open' })).body.data.adminLeagues;
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ id: made.id, paidEntries: 0, closedAt: null, league: { spotsLeft: 4 } });
    expect(page.rows[0].league.nights).toHaveLength(6);

    // Server-side paging: two pages of one cover the first two leagues by name.
    await gql(admin, CREATE, { i: { ...input(), name: 'Another Test League', location: 'richardson' } });
    const byName = async (p: number) => (await gql(admin, LIST, { sort: 'name', dir: 'asc', p, ps: 1 })).body.data.adminLeagues;
    const [p0, p1] = [await byName(0), await byName(1)];
    expect(p0.total).toBe(2);
    expect(p0.rows[0].league.name).toBe('Another Test League');
    expect(p0.rows[0].league.name.localeCompare(p1.rows[0].league.name)).toBeLessThan(0);
    expect((await gql(admin, LIST, { sort: 'constructor' })).body.errors[0].extensions.code).toBe('VALIDATION');

    const csv = await admin.get('/api/admin/leagues.csv').query({ search: 'friday test' }).expect(200);
    expect(csv.text.split('\r\n')[1]).toMatch(/^"Friday Test Classic","Tulsa","open","individual","Friday","18:30"/);
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'league.create'`);
    expect(n).toBe(2);
  });

  it('edits freely before anyone joins; then the season is fixed and capacity never goes below the places taken', async () => {
    const { id } = (await gql(admin, LIST, { s: 'friday test' })).body.data.adminLeagues.rows[0];
    const later = addDays(firstNight, 7);
    const moved = (await gql(admin, UPDATE, { id, i: { ...input(), firstNight: later } })).body.data.adminUpdateLeague;
    expect(moved.firstNight).toBe(later);

    // Two players join and pay.
    for (const [email, password] of [
      ['player@backnine.golf', 'back9-player-demo'],
      ['birdie@backnine.golf', 'back9-birdie-demo'],
    ]) {
      const agent = supertest.agent(t.app.app);
      await agent.post('/api/login').send({ email, password }).expect(200);
      const held = (await gql(agent, JOIN, { i: { leagueId: id } })).body.data.joinLeague;
      const paid = (await gql(agent, PAY, { id: held.id, p: await newCard(t), k: `manage-${held.id}` })).body.data.payLeagueEntry;
      expect(paid.status).toBe('PAID');
    }
    const fixed = (await gql(admin, UPDATE, { id, i: { ...input(), firstNight } })).body.errors[0];
    expect(fixed).toMatchObject({ extensions: { code: 'VALIDATION', field: 'firstNight' } });
    const below = (await gql(admin, UPDATE, { id, i: { ...input(), firstNight: later, capacity: 1 } })).body.errors[0];
    expect(below).toMatchObject({ message: 'Please enter 2 to 200 places.' }); // the schema first
    const exactly = (await gql(admin, UPDATE, { id, i: { ...input(), firstNight: later, capacity: 2 } })).body.data.adminUpdateLeague;
    expect(exactly.capacity).toBe(2); // exactly the places taken is fine
    const refused = (await gql(admin, UPDATE, { id, i: { ...input(), firstNight: later, format: 'TEAMS', teamSize: 2 } })).body.errors[0];
    expect(refused.extensions.field).toBe('format');
    const fee = (await gql(admin, UPDATE, { id, i: { ...input(), firstNight: later, entryFeeCents: 6000 } })).body.data.adminUpdateLeague;
    expect(fee.entryFeeCents).toBe(6000);
  });

  it("the admin calendar and booking history label a league night's bays with the league's name as it is now", async () => {
    const made = (await gql(admin, CREATE, { i: { ...input(), name: 'Calendar Label League', weeks: 1 } })).body.data.adminCreateLeague;
    const [night] = (await gql(admin, `query($id: ID!) { adminLeagueBookingPreview(leagueId: $id) { nightId date } }`, { id: made.id }))
      .body.data.adminLeagueBookingPreview;
    const COMMIT = `mutation($id: ID!, $n: [LeagueNightChoice!]!) { commitLeagueBookings(leagueId: $id, nights: $n) { result } }`;
    expect((await gql(admin, COMMIT, { id: made.id, n: [{ nightId: night.nightId, bayNumbers: [1] }] })).body.data).toEqual({
      commitLeagueBookings: [{ result: 'booked' }],
    });
    // Renamed after booking (the season is not fixed: nobody has joined and the name is not the season).
    await gql(admin, UPDATE, { id: made.id, i: { ...input(), name: 'Calendar Label League (renamed)', weeks: 1 } });
    const DAY = `query($d: String!, $s: String) { adminBookings(location: "tulsa", dateFrom: $d, dateTo: $d, search: $s, pageSize: 100) {
      total rows { customerName } } }`;
    const day = (await gql(admin, DAY, { d: night.date })).body.data.adminBookings;
    expect(day.rows.map((r: { customerName: string }) => r.customerName)).toContain('Calendar Label League (renamed)');
    expect((await gql(admin, DAY, { d: night.date, s: 'label league (renamed' })).body.data.adminBookings.total).toBe(1);
  });

  it('closes a league: done at once, kept with its entries, each paid entry refunded before the first night; twice is once', async () => {
    const { id } = (await gql(admin, LIST, { s: 'friday test' })).body.data.adminLeagues.rows[0];
    const closed = (await gql(admin, CLOSE, { id })).body.data.adminCloseLeague;
    expect(closed).toMatchObject({ status: 'DONE', spotsLeft: 0 });
    const entries = (await gql(admin, SHEET, { id })).body.data.adminLeagueSheet.entries;
    expect(entries).toHaveLength(2);
    expect(entries.every((e: { status: string; refundedCents: number }) => e.status === 'WITHDRAWN' && e.refundedCents === 5000)).toBe(
      true,
    );
    const [ledger] = await t.db.dataSource.query(
      `SELECT count(*)::int AS n, sum(p.refunded_cents)::int AS refunded FROM payments p JOIN league_entries e ON e.id = p.league_entry_id
       WHERE e.league_id = $1 AND p.status = 'refunded'`,
      [id],
    );
    expect(ledger).toEqual({ n: 2, refunded: 10000 });
    expect((await gql(admin, CLOSE, { id })).body.data.adminCloseLeague.status).toBe('DONE');
    // Refunded once each (closing twice refunds nothing more): one refund row per entry.
    const refunds = await t.db.dataSource.query(
      `SELECT r.amount_cents AS cents FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
       JOIN league_entries e ON e.id = p.league_entry_id WHERE e.league_id = $1`,
      [id],
    );
    expect(refunds).toEqual([{ cents: 5000 }, { cents: 5000 }]);
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'league.close'`);
    expect(n).toBe(1);
    const edit = (await gql(admin, UPDATE, { id, i: input() })).body.errors[0];
    expect(edit.extensions.code).toBe('CONFLICT');
    expect((await gql(player, JOIN, { i: { leagueId: id } })).body.errors[0]).toMatchObject({
      message: 'Sign-ups for this league have closed.',
      extensions: { code: 'CONFLICT' },
    });
    const row = (await gql(admin, LIST, { s: 'friday test', st: 'done' })).body.data.adminLeagues.rows[0];
    expect(row.closedAt).not.toBeNull();
  });

  it("closing a league gives its nights' bays still to come back for anyone to book", async () => {
    const made = (await gql(admin, CREATE, { i: { ...input(), name: 'Short Season League', weeks: 2 } })).body.data.adminCreateLeague;
    const nights = (await gql(admin, `query($id: ID!) { adminLeagueBookingPreview(leagueId: $id) { nightId date } }`, { id: made.id })).body
      .data.adminLeagueBookingPreview;
    const COMMIT = `mutation($id: ID!, $n: [LeagueNightChoice!]!) { commitLeagueBookings(leagueId: $id, nights: $n) { result } }`;
    const choices = nights.map((n: { nightId: string }) => ({ nightId: n.nightId, bayNumbers: [3] }));
    expect((await gql(admin, COMMIT, { id: made.id, n: choices })).body.data.commitLeagueBookings).toEqual([
      { result: 'booked' },
      { result: 'booked' },
    ]);
    const GRID = `query($d: String!) { availability(location: "tulsa", date: $d) { bays { bay { number } slots { hour state } } } }`;
    // Through an admin's eyes: a player's booking window may not reach these nights.
    const at1830 = async (date: string) => {
      const bays = (await gql(admin, GRID, { d: date })).body.data.availability.bays as {
        bay: { number: number };
        slots: { hour: number; state: string }[];
      }[];
      return bays.find((b) => b.bay.number === 3)!.slots.find((x) => x.hour === 18)!.state;
    };
    expect([await at1830(nights[0].date), await at1830(nights[1].date)]).toEqual(['TAKEN', 'TAKEN']);
    expect((await gql(admin, CLOSE, { id: made.id })).body.data.adminCloseLeague.status).toBe('DONE');
    const rows = await t.db.dataSource.query(
      `SELECT b.status, b.cancel_reason AS reason,
         (SELECT count(*)::int FROM booking_events e WHERE e.booking_id = b.id AND e.event = 'league_released') AS released
       FROM bookings b JOIN league_nights n ON n.id = b.league_night_id WHERE n.league_id = $1`,
      [made.id],
    );
    expect(rows).toEqual([
      { status: 'cancelled', reason: 'league closed', released: 1 },
      { status: 'cancelled', reason: 'league closed', released: 1 },
    ]);
    expect([await at1830(nights[0].date), await at1830(nights[1].date)]).toEqual(['FREE', 'FREE']);
  });
});
