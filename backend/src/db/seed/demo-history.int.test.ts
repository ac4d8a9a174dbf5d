import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';
import { seedDemoData } from './demo-seed.js';

describe("demo history (the app's first start)", () => {
  let t: TestApp;
  let ran: string[];
  const made: Record<string, number> = {};
  const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> =>
    (await t.db.dataSource.query(sql, params))[0];

  beforeAll(async () => {
    t = await createTestApp();
    // Tests that expect an empty schedule seed without history: nothing is booked.
    await seedDemoData(t.db.dataSource);
    expect(await one(`SELECT count(*)::int AS n FROM bookings`)).toEqual({ n: 0 });
    ran = await seedDemoData(t.db.dataSource, {
      history: true,
      appOrigin: 'https://golf.example',
      onStep: (_k, _ms, m) => Object.assign(made, m),
    });
  });
  afterAll(() => t.close());

  it('runs once, as its own step', async () => {
    expect(ran).toEqual(['demo_history_seeded_at', 'demo_reminders_seeded_at', 'demo_leagues_seeded_at', 'demo_events_seeded_at']);
    expect(await seedDemoData(t.db.dataSource, { history: true })).toEqual([]);
    const counted = await one(
      `SELECT (SELECT count(*)::int FROM bookings) AS bookings, (SELECT count(*)::int FROM page_views) AS "pageViews"`,
    );
    expect(counted).toEqual({ bookings: made.bookings! + made.leagueBookings!, pageViews: made.pageViews });
    expect(made.bookings).toBeGreaterThan(900);
    expect(made.customers).toBe(40);
    // A database that already has bookings (its own history) never gets invented ones.
    await t.db.dataSource.query(`DELETE FROM app_meta WHERE key = 'demo_history_seeded_at'`);
    let again: Record<string, number> = {};
    expect(await seedDemoData(t.db.dataSource, { history: true, onStep: (_k, _ms, m) => (again = m) })).toEqual(['demo_history_seeded_at']);
    expect(again).toEqual({ skippedBecauseBookingsExist: 1 });
    expect(await one(`SELECT count(*)::int AS n FROM bookings`)).toEqual({ n: made.bookings! + made.leagueBookings! });
  });

  it('seeds two weekly reminders, one paused, each with a past run in the send log', async () => {
    const rows = await t.db.dataSource.query(
      `SELECT r.name, r.active, r.next_run_at > now() AS "nextRunAhead", count(DISTINCT run.id)::int AS runs, count(x.id)::int AS recipients,
         count(x.id) FILTER (WHERE x.attempts = 2 AND x.last_error IS NOT NULL)::int AS retried
       FROM weekly_reminders r LEFT JOIN weekly_reminder_runs run ON run.reminder_id = r.id LEFT JOIN weekly_reminder_recipients x ON x.run_id = run.id
       GROUP BY r.id ORDER BY r.name`,
    );
    expect(rows).toEqual([
      { name: 'Birdie perks check-in', active: false, nextRunAhead: null, runs: 1, recipients: 1, retried: 0 },
      { name: 'Weekend bays', active: true, nextRunAhead: true, runs: 1, recipients: 3, retried: 1 },
    ]);
  });

  it('keeps the payment invariants: every online booking has its charge and payment, amounts match the price lines, cancelled ones are refunded', async () => {
    // Price lines add up to the total, in integer cents.
    expect(
      await one(
        `SELECT count(*)::int AS n FROM bookings b WHERE total_cents <> (SELECT coalesce(sum((l->>'amountCents')::int), 0) FROM jsonb_array_elements(b.price_lines) l)`,
      ),
    ).toEqual({ n: 0 });
    // No charge without its booking, and each matches its booking and the processor's record (the payments
    // sandbox's own table: its PaymentIntent and captured Charge, refunded as the ledger says).
    expect(
      await one(`SELECT count(*)::int AS n FROM payments p LEFT JOIN bookings b ON b.id = p.booking_id
                 LEFT JOIN payments_sandbox_objects c ON c.id = p.gateway_charge_id AND c.type = 'charge'
                 LEFT JOIN payments_sandbox_objects i ON i.id = p.gateway_intent_id AND i.type = 'payment_intent'
                 WHERE b.id IS NULL OR c.id IS NULL OR i.id IS NULL OR p.amount_cents <> b.total_cents OR p.user_id <> b.user_id
                    OR (c.data->>'amount')::int <> p.amount_cents OR (c.data->>'amount_refunded')::int <> p.refunded_cents
                    OR c.data->>'payment_intent' <> p.gateway_intent_id OR i.data->>'status' <> 'succeeded'`),
    ).toEqual({ n: 0 });
    // Paid online (a "held" event) means paid; desk and phone bookings are paid at the venue.
    expect(
      await one(`SELECT count(*)::int AS n FROM bookings b WHERE b.user_id IS NOT NULL AND b.total_cents > 0
                 AND EXISTS (SELECT 1 FROM booking_events e WHERE e.booking_id = b.id AND e.event = 'held')
                 AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id)`),
    ).toEqual({ n: 0 });
    const cancelled = await t.db.dataSource.query(
      `SELECT b.cancel_reason, p.status, p.refunded_cents = p.amount_cents AS full,
              (SELECT count(*)::int FROM payment_refunds r WHERE r.payment_id = p.id) AS refunds,
              (SELECT count(*)::int FROM payments_sandbox_objects o WHERE o.type = 'refund' AND o.data->>'charge' = p.gateway_charge_id) AS "processorRefunds"
       FROM bookings b JOIN payments p ON p.booking_id = b.id WHERE b.status = 'cancelled'`,
    );
    expect(cancelled.length).toBeGreaterThan(5);
    for (const c of cancelled)
      expect(c).toEqual({ cancel_reason: 'customer', status: 'refunded', full: true, refunds: 1, processorRefunds: 1 });
    expect(await one(`SELECT count(*)::int AS n FROM bookings WHERE status NOT IN ('confirmed', 'cancelled')`)).toEqual({ n: 0 });
  });

  it("books upcoming time on each location's highest-numbered bay only, so other tests find the lower bays free", async () => {
    const upcoming = await t.db.dataSource.query(
      `SELECT l.slug, y.number, count(*)::int AS n FROM bookings b JOIN bays y ON y.id = b.bay_id JOIN locations l ON l.id = b.location_id
       WHERE b.ends_at > now() GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const top: Record<string, number> = { tulsa: 6, richardson: 5, hudsonoaks: 4 };
    for (const u of upcoming) expect(u.number).toBe(top[u.slug]);
    expect(upcoming.reduce((s: number, u: { n: number }) => s + u.n, 0)).toBeGreaterThan(3);
  });

  it("fills the admin dashboard, the demo accounts' histories and the booking history grid", async () => {
    const admin = await signInDemo(t, 'admin');
    const dash = (
      await gql(
        admin,
        '{ adminDashboard { today weekStart todayByLocation { slug bookings } revenueCents occupancy views { day views visitors } } }',
      )
    ).body.data.adminDashboard;
    expect(dash.views.length).toBeGreaterThan(0);
    expect(dash.views.every((v: { views: number; visitors: number }) => v.views >= v.visitors && v.visitors > 0)).toBe(true);
    // Revenue is this week's payments less refunds (Monday on, Chicago): the seeded ledger's own sum.
    const week = await one<{ cents: number }>(
      `SELECT coalesce(sum(amount_cents - refunded_cents), 0)::int AS cents FROM payments WHERE created_at >= ($1::date)::timestamp AT TIME ZONE 'America/Chicago'`,
      [dash.weekStart],
    );
    expect(dash.revenueCents).toBe(week.cents);
    expect(dash.todayByLocation.map((l: { slug: string }) => l.slug).sort()).toEqual(['hudsonoaks', 'richardson', 'tulsa']);
    const history = (await gql(admin, '{ adminBookings(pageSize: 5) { total rows { reference status customerName } } }')).body.data
      .adminBookings;
    expect(history.total).toBe(made.bookings! + made.leagueBookings!); // the league under way's nights are bookings too
    expect(history.rows).toHaveLength(5);

    const player = await signInDemo(t, 'player');
    const mine = (await gql(player, '{ myBookings { reference status startsAt totalCents } }')).body.data.myBookings;
    expect(mine.length).toBeGreaterThan(2);
    // A generated customer cannot sign in: nobody knows the password.
    const [{ email }] = await t.db.dataSource.query(`SELECT email FROM users WHERE email LIKE '%@example.com' ORDER BY email LIMIT 1`);
    await supertest(t.app.app).post('/api/login').send({ email, password: 'back9-player-demo' }).expect(401);
  });
});
