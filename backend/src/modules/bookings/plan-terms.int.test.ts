import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

const TZ = 'America/Chicago';
const QUOTE =
  'query($i: BookingRequestInput!) { bookingQuote(input: $i) { totalCents freeHoursApplied lines { label quantity unitCents amountCents } } }';
const HOLD =
  'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { status totalCents freeHoursUsed lines { label quantity unitCents amountCents } } }';
const AVAILABILITY =
  'query($l: String!, $d: String!) { availability(location: $l, date: $d) { lastBookableDate bays { slots { state } } } }';

/** Bookings read the plans table (membership_plans), not constants: change a row and prices, windows and screens follow. */
describe('membership plans drive booking prices and windows', () => {
  let t: TestApp;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    today = localDateOf(new Date(), TZ);
  });
  afterAll(() => t.close());

  const req = (date: string, hours: number) => ({ location: 'richardson', date, startHour: 12, hours, partySize: 2 });
  const states = (a: { bays: { slots: { state: string }[] }[] }) => new Set(a.bays.flatMap((b) => b.slots.map((s) => s.state)));

  it("a Birdie's quote, window and membership screens follow the Birdie row once the plans are read again", async () => {
    const birdie = await signInDemo(t, 'birdie');
    const visitor = supertest(t.app.app);
    const in4 = addDays(today, 4);
    const in6 = addDays(today, 6);
    const quote = async (agent: typeof visitor, date: string, hours: number) => (await gql(agent, QUOTE, { i: req(date, hours) })).body;

    // As seeded: 2 included hours a month, then $40; 5 days ahead.
    expect((await quote(birdie, in4, 3)).data.bookingQuote).toEqual({
      totalCents: 4000,
      freeHoursApplied: 2,
      lines: [
        { label: 'Birdie included hours', quantity: 2, unitCents: 0, amountCents: 0 },
        { label: 'Bay time, Birdie rate', quantity: 1, unitCents: 4000, amountCents: 4000 },
      ],
    });
    const before = (await gql(birdie, AVAILABILITY, { l: 'richardson', d: in6 })).body.data.availability;
    expect(before.lastBookableDate).toBe(addDays(today, 5));
    expect(states(before)).toEqual(new Set(['BEYOND_WINDOW']));
    expect((await quote(birdie, in6, 1)).errors[0]).toMatchObject({
      message: 'You can book up to 5 days ahead.',
      extensions: { code: 'VALIDATION', field: 'date' },
    });
    expect((await quote(visitor, in4, 1)).errors[0].message).toBe('You can book up to 2 days ahead (Birdie members: 5).');

    await t.db.dataSource.query(
      `UPDATE membership_plans SET name = 'Birdie Plus', hourly_rate_cents = 3500, free_hours_per_month = 1, booking_window_days = 7 WHERE code = 'Birdie'`,
    );
    // Within the minute the plans are kept in the process, the old terms still apply (docs/product-rules.md).
    expect((await quote(birdie, in4, 3)).data.bookingQuote.totalCents).toBe(4000);
    t.app.services.plans.clear();

    expect((await quote(birdie, in4, 3)).data.bookingQuote).toEqual({
      totalCents: 7000,
      freeHoursApplied: 1,
      lines: [
        { label: 'Birdie Plus included hours', quantity: 1, unitCents: 0, amountCents: 0 },
        { label: 'Bay time, Birdie Plus rate', quantity: 2, unitCents: 3500, amountCents: 7000 },
      ],
    });
    const after = (await gql(birdie, AVAILABILITY, { l: 'richardson', d: in6 })).body.data.availability;
    expect(after.lastBookableDate).toBe(addDays(today, 7));
    expect(states(after)).toEqual(new Set(['FREE']));
    expect((await gql(birdie, AVAILABILITY, { l: 'richardson', d: addDays(today, 8) })).body.data.availability.lastBookableDate).toBe(
      addDays(today, 7),
    );
    expect((await quote(birdie, addDays(today, 8), 1)).errors[0].message).toBe('You can book up to 7 days ahead.');
    // The membership screens read the same terms.
    expect((await gql(birdie, '{ myMembership { planCode freeHoursLeft } }')).body.data.myMembership).toEqual({
      planCode: 'Birdie',
      freeHoursLeft: 1,
    });
    const plans = (await gql(visitor, '{ membershipPlans { code name freeHoursPerMonth hourlyRateCents bookingWindowDays } }')).body.data
      .membershipPlans;
    expect(plans).toContainEqual({
      code: 'Birdie',
      name: 'Birdie Plus',
      freeHoursPerMonth: 1,
      hourlyRateCents: 3500,
      bookingWindowDays: 7,
    });

    // A hold six days ahead is now inside the window, at the new price (the server prices the hold itself).
    const held = (await gql(birdie, HOLD, { i: req(in6, 2) })).body.data.holdBooking;
    expect(held).toEqual({
      status: 'HELD',
      totalCents: 3500,
      freeHoursUsed: 1,
      lines: [
        { label: 'Birdie Plus included hours', quantity: 1, unitCents: 0, amountCents: 0 },
        { label: 'Bay time, Birdie Plus rate', quantity: 1, unitCents: 3500, amountCents: 3500 },
      ],
    });

    // Visitors keep the None row's terms, and are told how far the longest window now reaches.
    expect((await quote(visitor, addDays(today, 1), 2)).data.bookingQuote).toEqual({
      totalCents: 12000,
      freeHoursApplied: 0,
      lines: [{ label: 'Bay time', quantity: 2, unitCents: 6000, amountCents: 12000 }],
    });
    expect((await quote(visitor, in4, 1)).errors[0].message).toBe('You can book up to 2 days ahead (Birdie Plus members: 7).');
    const visitorDay = (await gql(visitor, AVAILABILITY, { l: 'richardson', d: in4 })).body.data.availability;
    expect(visitorDay.lastBookableDate).toBe(addDays(today, 2));
  });

  it("a None row changed in the table changes visitors' price and window", async () => {
    await t.db.dataSource.query(`UPDATE membership_plans SET hourly_rate_cents = 6500, booking_window_days = 3 WHERE code = 'None'`);
    t.app.services.plans.clear();
    const visitor = supertest(t.app.app);
    const in3 = addDays(today, 3);
    expect((await gql(visitor, QUOTE, { i: req(in3, 2) })).body.data.bookingQuote).toEqual({
      totalCents: 13000,
      freeHoursApplied: 0,
      lines: [{ label: 'Bay time', quantity: 2, unitCents: 6500, amountCents: 13000 }],
    });
    const a = (await gql(visitor, AVAILABILITY, { l: 'richardson', d: in3 })).body.data.availability;
    expect(a.lastBookableDate).toBe(in3);
    expect(states(a)).toEqual(new Set(['FREE']));
  });
});
