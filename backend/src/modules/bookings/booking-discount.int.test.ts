// A discount code applied to (or taken off) a held booking at checkout: the same booking, bay, time
// and hold at the new price, in one step, so the bay is never let go in between.
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { attemptsOf, intentsOf } from '../../../test/support/money.js';
import { registeredCustomer, signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, newCard, type TestApp } from '../../../test/support/test-app.js';
import { HOLD_ENDED, NOTHING_TO_DISCOUNT, PRICE_CHANGED } from './booking.service.js';

const TZ = 'America/Chicago';
const BOOKING =
  'id status bayNumber startHour startsAt endsAt holdExpiresAt totalCents discountCode lines { label quantity unitCents amountCents }';
const HOLD = `mutation($i: BookingRequestInput!) { holdBooking(input: $i) { ${BOOKING} } }`;
const SET_CODE = `mutation($id: ID!, $code: String) { setBookingDiscountCode(bookingId: $id, discountCode: $code) { ${BOOKING} } }`;
const PAY = `mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { id status totalCents } }`;
const GET = `query($id: ID!) { booking(id: $id) { ${BOOKING} } }`;

interface Lines {
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

describe('a discount code on a held booking', () => {
  let t: TestApp;
  let day: string; // two days ahead in Chicago: inside everyone's window (Tulsa's top bay, 6, has demo bookings: not used)
  let n = 0;
  const key = () => `disc-key-${++n}-${Date.now()}`;
  const req = (over: Record<string, unknown> = {}) => ({ location: 'tulsa', date: day, startHour: 12, hours: 2, partySize: 2, ...over });

  const newCustomer = async () => (await registeredCustomer(t)).agent;
  async function hold(agent: supertest.Agent, over: Record<string, unknown>) {
    const res = await gql(agent, HOLD, { i: req(over) });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.holdBooking;
  }
  /** What the processor did with each card authorized for the booking, oldest first. */
  const moneyOf = async (bookingId: string) =>
    (await intentsOf(t, bookingId)).map(({ status, amount, received }) => ({ status, amount, received }));
  const ledgerOf = (bookingId: string) => t.db.dataSource.query(`SELECT amount_cents FROM payments WHERE booking_id = $1`, [bookingId]);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    day = addDays(localDateOf(new Date(), TZ), 2);
  });
  afterAll(() => t.close());

  it('re-prices the same booking: same bay, time and hold expiry; removing the code restores the price', async () => {
    const c = await newCustomer();
    const held = await hold(c, { bayNumber: 2, startHour: 13 });
    expect(held).toMatchObject({ status: 'HELD', totalCents: 12000, discountCode: null, startHour: 13 });

    const applied = await gql(c, SET_CODE, { id: held.id, code: ' welcome10 ' });
    expect(applied.body.errors).toBeUndefined();
    const withCode = applied.body.data.setBookingDiscountCode;
    expect(withCode).toMatchObject({
      id: held.id,
      status: 'HELD',
      bayNumber: 2,
      startHour: 13,
      startsAt: held.startsAt,
      endsAt: held.endsAt,
      holdExpiresAt: held.holdExpiresAt,
    });
    expect(withCode.totalCents).toBe(10800);
    expect(withCode.discountCode).toBe('WELCOME10');
    expect(withCode.lines).toEqual<Lines[]>([
      { label: 'Bay time', quantity: 2, unitCents: 6000, amountCents: 12000 },
      { label: 'Discount WELCOME10', quantity: 1, unitCents: -1200, amountCents: -1200 },
    ]);
    // The bay stayed held throughout: there is one booking for this bay and time, and it is this one.
    const rows = await t.db.dataSource.query(
      `SELECT id, status FROM bookings WHERE bay_id = (SELECT bay_id FROM bookings WHERE id = $1) AND starts_at = $2`,
      [held.id, held.startsAt],
    );
    expect(rows).toEqual([{ id: held.id, status: 'held' }]);

    const removed = (await gql(c, SET_CODE, { id: held.id, code: null })).body.data.setBookingDiscountCode;
    expect(removed).toEqual({ ...held });
    expect((await gql(c, GET, { id: held.id })).body.data.booking).toEqual({ ...held });
    // Blank is "no code" too.
    expect((await gql(c, SET_CODE, { id: held.id, code: '   ' })).body.data.setBookingDiscountCode.totalCents).toBe(12000);
  });

  it('refuses an unknown, expired or already-used code with a clear message and leaves the price alone', async () => {
    await t.db.dataSource.query(
      `INSERT INTO discount_codes (code, kind, percent, valid_from, valid_to) VALUES ('GONE20', 'percent', 20, now() - interval '30 days', now() - interval '1 day')`,
    );
    const c = await newCustomer();
    const held = await hold(c, { bayNumber: 3, startHour: 13, hours: 1 });
    const cases: [string, string][] = [
      ['NOPE-NOT-A-CODE', 'That discount code is not valid.'],
      ['gone20', 'That discount code has expired.'],
    ];
    for (const [code, message] of cases) {
      const res = await gql(c, SET_CODE, { id: held.id, code });
      expect(res.body.data).toBeNull();
      expect(res.body.errors[0], code).toMatchObject({ message, extensions: { code: 'VALIDATION', field: 'discountCode' } });
    }
    expect((await gql(c, GET, { id: held.id })).body.data.booking).toEqual(held);

    // WELCOME10 is once per customer: used on a paid booking, it is refused on the next.
    const first = await hold(c, { bayNumber: 4, startHour: 13, hours: 1, discountCode: 'WELCOME10' });
    expect((await gql(c, PAY, { id: first.id, p: await newCard(t), k: key() })).body.data.payForBooking.status).toBe('CONFIRMED');
    const again = await gql(c, SET_CODE, { id: held.id, code: 'WELCOME10' });
    expect(again.body.errors[0]).toMatchObject({
      message: 'You have already used that discount code.',
      extensions: { code: 'VALIDATION', field: 'discountCode' },
    });
  });

  it('with nothing to pay (included Birdie hours) there is nothing for a code to take off', async () => {
    const birdie = await signInDemo(t, 'birdie');
    const free = await hold(birdie, { bayNumber: 5, startHour: 13, hours: 1 });
    expect(free.totalCents).toBe(0);
    const res = await gql(birdie, SET_CODE, { id: free.id, code: 'WELCOME10' });
    expect(res.body.errors[0]).toMatchObject({ message: NOTHING_TO_DISCOUNT, extensions: { code: 'VALIDATION', field: 'discountCode' } });
  });

  it("answers NOT_FOUND for someone else's booking (and for no booking at all), changing nothing", async () => {
    const owner = await newCustomer();
    const held = await hold(owner, { bayNumber: 1, startHour: 13, hours: 1 });
    const stranger = await newCustomer();
    for (const id of [held.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await gql(stranger, SET_CODE, { id, code: 'WELCOME10' });
      expect(res.body.errors[0].extensions.code, id).toBe('NOT_FOUND');
    }
    // An id that is no UUID names no booking of anyone's: refused at the edge, before any query.
    const malformed = await gql(stranger, SET_CODE, { id: 'not-an-id', code: 'WELCOME10' });
    expect(malformed.body.errors[0]).toMatchObject({ message: 'That id is not valid.', extensions: { code: 'VALIDATION' } });
    expect((await gql(owner, GET, { id: held.id })).body.data.booking).toEqual(held);
    expect((await gql(supertest(t.app.app), SET_CODE, { id: held.id, code: 'WELCOME10' })).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('answers CONFLICT once the hold has ended: past its 10 minutes, released, or paid', async () => {
    const c = await newCustomer();
    const lapsed = await hold(c, { bayNumber: 1, startHour: 15, hours: 1 });
    await t.db.dataSource.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1`, [lapsed.id]);
    const late = await gql(c, SET_CODE, { id: lapsed.id, code: 'WELCOME10' });
    expect(late.body.errors[0]).toMatchObject({ message: HOLD_ENDED, extensions: { code: 'CONFLICT' } });
    expect((await gql(c, SET_CODE, { id: lapsed.id, code: null })).body.errors[0].extensions.code).toBe('CONFLICT');

    const released = await hold(c, { bayNumber: 2, startHour: 15, hours: 1 });
    await gql(c, 'mutation($id: ID!) { releaseHold(bookingId: $id) }', { id: released.id }).expect(200);
    expect((await gql(c, SET_CODE, { id: released.id, code: 'WELCOME10' })).body.errors[0].extensions.code).toBe('CONFLICT');

    const paid = await hold(c, { bayNumber: 3, startHour: 15, hours: 1 });
    await gql(c, PAY, { id: paid.id, p: await newCard(t), k: key() }).expect(200);
    expect((await gql(c, SET_CODE, { id: paid.id, code: 'WELCOME10' })).body.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('checkout charges the re-priced total and counts the redemption then', async () => {
    const c = await newCustomer();
    const held = await hold(c, { bayNumber: 4, startHour: 16, hours: 1 });
    await gql(c, SET_CODE, { id: held.id, code: 'WELCOME10' }).expect(200);
    const [{ redeemed_count: before }] = await t.db.dataSource.query(`SELECT redeemed_count FROM discount_codes WHERE code = 'WELCOME10'`);
    const paid = (await gql(c, PAY, { id: held.id, p: await newCard(t), k: key() })).body.data.payForBooking;
    expect(paid).toEqual({ id: held.id, status: 'CONFIRMED', totalCents: 5400 });
    expect(await moneyOf(held.id)).toEqual([{ status: 'succeeded', amount: 5400, received: 5400 }]);
    expect(await ledgerOf(held.id)).toEqual([{ amount_cents: 5400 }]);
    const [{ redeemed_count: after }] = await t.db.dataSource.query(`SELECT redeemed_count FROM discount_codes WHERE code = 'WELCOME10'`);
    expect(after).toBe(before + 1);
  });

  it('a code used up at payment can be taken off and the same checkout paid again, with one charge kept (the first released)', async () => {
    await t.db.dataSource.query(`INSERT INTO discount_codes (code, kind, percent, max_redemptions) VALUES ('LAST1', 'percent', 50, 1)`);
    const slow = await newCustomer();
    const fast = await newCustomer();
    const slowHold = await hold(slow, { bayNumber: 5, startHour: 16, hours: 1 });
    expect((await gql(slow, SET_CODE, { id: slowHold.id, code: 'last1' })).body.data.setBookingDiscountCode.totalCents).toBe(3000);
    const fastHold = await hold(fast, { bayNumber: 5, startHour: 17, hours: 1, discountCode: 'LAST1' });
    expect((await gql(fast, PAY, { id: fastHold.id, p: await newCard(t), k: key() })).body.data.payForBooking.status).toBe('CONFIRMED');

    const k = key(); // the checkout page keeps one key per held booking
    const usedUp = await gql(slow, PAY, { id: slowHold.id, p: await newCard(t), k });
    expect(usedUp.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'discountCode' });
    const removed = (await gql(slow, SET_CODE, { id: slowHold.id, code: null })).body.data.setBookingDiscountCode;
    expect(removed).toMatchObject({ id: slowHold.id, status: 'HELD', totalCents: 6000, discountCode: null });
    // The same key at the new price is a new payment (the processor's key carries the amount), with the token the next submit makes.
    const paid = await gql(slow, PAY, { id: slowHold.id, p: await newCard(t), k });
    expect(paid.body.data.payForBooking).toEqual({ id: slowHold.id, status: 'CONFIRMED', totalCents: 6000 });
    // The $30 authorization was released (nothing captured, nothing to refund); the $60 one was captured.
    expect(await moneyOf(slowHold.id)).toEqual([
      { status: 'canceled', amount: 3000, received: 0 },
      { status: 'succeeded', amount: 6000, received: 6000 },
    ]);
    expect(await ledgerOf(slowHold.id)).toEqual([{ amount_cents: 6000 }]);
  });

  it('a price changed while the card was being authorized releases the authorization and keeps the hold', async () => {
    const c = await newCustomer();
    const held = await hold(c, { bayNumber: 1, startHour: 17, hours: 1 });
    // Another tab applies a code between the authorization and the confirmation: the moment the attempt records its intent.
    await t.db.dataSource.query(`
      CREATE FUNCTION test_reprice_mid_payment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE bookings SET discount_cents = 600, total_cents = 5400 WHERE id = NEW.purchase_id;
        RETURN NEW;
      END $$`);
    await t.db.dataSource.query(
      `CREATE TRIGGER test_reprice_mid_payment AFTER UPDATE OF intent_id ON payment_attempts FOR EACH ROW
       WHEN (OLD.intent_id IS NULL AND NEW.intent_id IS NOT NULL) EXECUTE FUNCTION test_reprice_mid_payment()`,
    );
    try {
      const res = await gql(c, PAY, { id: held.id, p: await newCard(t), k: key() });
      expect(res.body.errors[0]).toMatchObject({ message: PRICE_CHANGED, extensions: { code: 'CONFLICT' } });
    } finally {
      await t.db.dataSource.query(`DROP TRIGGER test_reprice_mid_payment ON payment_attempts; DROP FUNCTION test_reprice_mid_payment()`);
    }
    // The $60 authorization was released: nothing captured, nothing in the ledger.
    expect(await moneyOf(held.id)).toEqual([{ status: 'canceled', amount: 6000, received: 0 }]);
    expect(await ledgerOf(held.id)).toEqual([]);
    expect((await attemptsOf(t, held.id)).map((a) => a.status)).toEqual(['canceled']);
    expect((await gql(c, GET, { id: held.id })).body.data.booking).toMatchObject({ status: 'HELD', totalCents: 5400 });
    const paid = (await gql(c, PAY, { id: held.id, p: await newCard(t), k: key() })).body.data.payForBooking;
    expect(paid).toEqual({ id: held.id, status: 'CONFIRMED', totalCents: 5400 });
    expect(await moneyOf(held.id)).toEqual([
      { status: 'canceled', amount: 6000, received: 0 },
      { status: 'succeeded', amount: 5400, received: 5400 },
    ]);
  });
});
