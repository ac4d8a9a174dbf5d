import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { createTestApp, gql, newCard, type TestApp } from '../../../test/support/test-app.js';

const PLAN_FIELDS = 'id code name priceCents freeHoursPerMonth hourlyRateCents bookingWindowDays memberEvents';
const QUOTE =
  'query($i: BookingRequestInput!) { bookingQuote(input: $i) { ' +
  'totalCents freeHoursApplied lines { label quantity unitCents amountCents } } }';
const SUBSCRIBE = `mutation($k: String!, $p: PaymentInput!) { subscribeMembership(plan: "Eagle", idempotencyKey: $k, payment: $p) {
  planCode plan { code name } } }`;

/** Plans are data: a plan added as a row, with no code change, is offered, subscribed to and prices bookings. */
describe('a new membership plan row', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    await t.db.dataSource.query(
      `INSERT INTO membership_plans
         (code, name, price_cents, free_hours_per_month, hourly_rate_cents, booking_window_days, member_events, sort)
       VALUES ('Eagle', 'Eagle', 14900, 3, 3000, 10, true, 2)`,
    );
    t.app.services.plans.clear();
  });
  afterAll(() => t.close());

  it('is in the plans query, becomes the member plan on subscribing, and prices their bookings', async () => {
    const visitor = supertest(t.app.app);
    const plans = (await gql(visitor, `{ membershipPlans { ${PLAN_FIELDS} } }`)).body.data.membershipPlans;
    expect(plans.map((p: { code: string }) => p.code)).toEqual(['None', 'Birdie', 'Eagle']);
    expect(plans[2]).toEqual({
      id: 'Eagle',
      code: 'Eagle',
      name: 'Eagle',
      priceCents: 14900,
      freeHoursPerMonth: 3,
      hourlyRateCents: 3000,
      bookingWindowDays: 10,
      memberEvents: true,
    });

    const member = supertest.agent(t.app.app);
    await member
      .post('/api/register')
      .send({ firstName: 'Ella', lastName: 'Eagle', email: `eagle-${Date.now()}@example.com`, password: 'long-drive-down-the-middle' })
      .expect(201);
    const payment = await newCard(t, 'pm_card_visa', { save: true });
    expect((await gql(member, SUBSCRIBE, { k: `eagle-key-${Date.now()}`, p: payment })).body.data.subscribeMembership).toEqual({
      planCode: 'Eagle',
      plan: { code: 'Eagle', name: 'Eagle' },
    });
    // The REST user keeps the spec's field: the plan's code.
    expect((await member.get('/api/user')).body.membershipType).toBe('Eagle');
    const me = (await gql(member, `{ me { membershipType plan { ${PLAN_FIELDS} } } }`)).body.data.me;
    expect(me).toEqual({ membershipType: 'Eagle', plan: plans[2] });

    // Eight days ahead: beyond Birdie's 5-day window, inside Eagle's 10; 3 included hours, then $30.
    const date = addDays(localDateOf(new Date(), 'America/Chicago'), 8);
    const quote = (await gql(member, QUOTE, { i: { location: 'richardson', date, startHour: 12, hours: 4, partySize: 2 } })).body;
    expect(quote.errors).toBeUndefined();
    expect(quote.data.bookingQuote).toEqual({
      totalCents: 3000,
      freeHoursApplied: 3,
      lines: [
        { label: 'Eagle included hours', quantity: 3, unitCents: 0, amountCents: 0 },
        { label: 'Bay time, Eagle rate', quantity: 1, unitCents: 3000, amountCents: 3000 },
      ],
    });
    // Visitors are told the longest window is now Eagle's.
    const visitorQuote = (await gql(visitor, QUOTE, { i: { location: 'richardson', date, startHour: 12, hours: 1, partySize: 2 } })).body;
    expect(visitorQuote.errors[0].message).toBe('You can book up to 2 days ahead (Eagle members: 10).');
  });

  it("tells membership dates in the member's preferred location's zone, and a visitor in the venues' zone", async () => {
    // A venue in another zone, so the answer cannot be a constant.
    await t.db.dataSource.query(`UPDATE locations SET time_zone = 'America/Denver' WHERE slug = 'hudsonoaks'`);
    const zone = async (agent: supertest.Agent | ReturnType<typeof supertest>) =>
      (await gql(agent, '{ membershipTimeZone }')).body.data.membershipTimeZone;
    // No preferred location: the first location by name (Hudson Oaks).
    expect(await zone(supertest(t.app.app))).toBe('America/Denver');
    const member = supertest.agent(t.app.app);
    await member
      .post('/api/register')
      .send({
        firstName: 'Tia',
        lastName: 'Zone',
        email: `zone-${Date.now()}@example.com`,
        password: 'long-drive-down-the-middle',
        preferredLocation: 'tulsa',
      })
      .expect(201);
    expect(await zone(member)).toBe('America/Chicago');
  });
});
