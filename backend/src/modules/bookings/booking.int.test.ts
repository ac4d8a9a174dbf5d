import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { attemptsOf, chargesAtProcessor, moneyOf, standing, unaccounted } from '../../../test/support/money.js';
import { registeredCustomer } from '../../../test/support/accounts.js';
import { createTestApp, gql, newCard, type TestApp } from '../../../test/support/test-app.js';

const TZ = 'America/Chicago';
const BOOKING =
  'id reference status bayNumber totalCents refundedCents freeHoursUsed holdExpiresAt lines { label quantity unitCents amountCents }';
const HOLD = `mutation($i: BookingRequestInput!) { holdBooking(input: $i) { ${BOOKING} } }`;
const PAY = `mutation($id: ID!, $p: PaymentInput!, $k: String!) {
  payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { ${BOOKING} }
}`;
const CANCEL = `mutation($id: ID!) { cancelBooking(bookingId: $id) { ${BOOKING} } }`;
const QUOTE =
  'query($i: BookingRequestInput!) { bookingQuote(input: $i) { totalCents freeHoursApplied discountCents ' +
  'lines { label quantity amountCents } } }';

describe('bay booking: quote, hold, pay, cancel', () => {
  let t: TestApp;
  let day: string; // the day after tomorrow in Chicago: inside everyone's window, more than 24 h away
  let n = 0;
  const key = () => `test-key-${++n}-${Date.now()}`;
  const req = (over: Record<string, unknown> = {}) => ({
    location: 'hudsonoaks',
    date: day,
    startHour: 12,
    hours: 2,
    partySize: 4,
    ...over,
  });

  const newCustomer = async () => (await registeredCustomer(t)).agent;
  async function signIn(email: string, password: string) {
    const agent = supertest.agent(t.app.app);
    await agent.post('/api/login').send({ email, password }).expect(200);
    return agent;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    day = addDays(localDateOf(new Date(), TZ), 2);
  });
  afterAll(() => t.close());

  it('quotes $60 an hour for visitors; the client never sends a price', async () => {
    const q = await gql(supertest(t.app.app), QUOTE, { i: req({ hours: 3 }) }).expect(200);
    expect(q.body.data.bookingQuote).toEqual({
      totalCents: 18000,
      freeHoursApplied: 0,
      discountCents: 0,
      lines: [{ label: 'Bay time', quantity: 3, amountCents: 18000 }],
    });
    const welcome = await gql(supertest(t.app.app), QUOTE, { i: req({ hours: 1, discountCode: 'welcome10' }) });
    expect(welcome.body.data.bookingQuote).toMatchObject({ totalCents: 5400, discountCents: 600 });
    const bad = await gql(supertest(t.app.app), QUOTE, { i: req({ discountCode: 'NOPE' }) });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'discountCode' });
  });

  it('holds for 10 minutes, pays with a test card, confirms; a retried payment never charges twice', async () => {
    const c = await newCustomer();
    const held = (await gql(c, HOLD, { i: req({ bayNumber: 2, startHour: 10 }) })).body.data.holdBooking;
    expect(held).toMatchObject({ status: 'HELD', bayNumber: 2, totalCents: 12000, reference: expect.stringMatching(/^BN-[2-9A-Z]{6}$/) });
    const holdMs = new Date(held.holdExpiresAt).getTime() - Date.now();
    expect(holdMs).toBeGreaterThan(9 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(10 * 60_000);

    const k = key();
    const payment = await newCard(t);
    const paid = (await gql(c, PAY, { id: held.id, p: payment, k })).body.data.payForBooking;
    expect(paid).toMatchObject({ status: 'CONFIRMED', holdExpiresAt: null });
    const again = (await gql(c, PAY, { id: held.id, p: payment, k })).body.data.payForBooking;
    expect(again.status).toBe('CONFIRMED');
    // One attempt, one intent at the processor, captured once.
    expect((await attemptsOf(t, held.id)).map((a) => a.status)).toEqual(['succeeded']);
    expect(await moneyOf(t, held.id)).toEqual([{ status: 'succeeded', amount: 12000, received: 12000, refunded: 0 }]);
    const payments = await t.db.dataSource.query(`SELECT amount_cents, status FROM payments WHERE booking_id = $1`, [held.id]);
    expect(payments).toEqual([{ amount_cents: 12000, status: 'succeeded' }]);
  });

  it('keeps a new card among the saved methods only when the customer asks', async () => {
    const c = await newCustomer();
    const methods = async () => (await gql(c, '{ paymentMethods { last4 isDefault } }')).body.data.paymentMethods;
    const once = (await gql(c, HOLD, { i: req({ location: 'richardson', bayNumber: 5, startHour: 14, hours: 1 }) })).body.data.holdBooking;
    expect((await gql(c, PAY, { id: once.id, p: await newCard(t), k: key() })).body.data.payForBooking.status).toBe('CONFIRMED');
    expect(await methods()).toEqual([]);
    const kept = (await gql(c, HOLD, { i: req({ location: 'richardson', bayNumber: 5, startHour: 15, hours: 1 }) })).body.data.holdBooking;
    const paid = await gql(c, PAY, { id: kept.id, p: await newCard(t, 'pm_card_mastercard', { save: true }), k: key() });
    expect(paid.body.data.payForBooking.status).toBe('CONFIRMED');
    expect(await methods()).toEqual([{ last4: '4444', isDefault: true }]);
  });

  it('"any bay" takes the lowest-numbered free bay', async () => {
    const a = await newCustomer();
    const first = (await gql(a, HOLD, { i: req({ startHour: 14, hours: 1 }) })).body.data.holdBooking;
    const second = (await gql(await newCustomer(), HOLD, { i: req({ startHour: 14, hours: 1 }) })).body.data.holdBooking;
    expect([first.bayNumber, second.bayNumber]).toEqual([1, 2]);
  });

  it('never double-books: 6 customers racing for one bay and hour get one hold and 5 clear refusals', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => newCustomer()));
    const results = await Promise.all(customers.map((c) => gql(c, HOLD, { i: req({ bayNumber: 3, startHour: 16, hours: 2 }) })));
    const won = results.filter((r) => r.body.data?.holdBooking);
    const lost = results.filter((r) => r.body.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(5);
    for (const r of lost)
      expect(r.body.errors[0]).toMatchObject({
        message: 'That slot was just taken. Please pick another time or bay.',
        extensions: { code: 'CONFLICT' },
      });
  });

  it('a declined card with "save" ticked is not saved and keeps the hold; a Visa then confirms the same booking, once', async () => {
    const c = await newCustomer();
    const methods = async () => (await gql(c, '{ paymentMethods { last4 isDefault } }')).body.data.paymentMethods;
    const held = (await gql(c, HOLD, { i: req({ bayNumber: 4, startHour: 10 }) })).body.data.holdBooking;
    const res = await gql(c, PAY, {
      id: held.id,
      p: await newCard(t, 'pm_card_chargeDeclined', { save: true, makeDefault: true }),
      k: key(),
    });
    expect(res.body.errors[0]).toMatchObject({
      message: 'Your card was declined. Please use another card.',
      extensions: { code: 'PAYMENT_FAILED' },
    });
    expect(await methods()).toEqual([]);
    const [row] = await t.db.dataSource.query(`SELECT status, hold_expires_at FROM bookings WHERE id = $1`, [held.id]);
    expect(row.status).toBe('held');
    expect(row.hold_expires_at.toISOString()).toBe(held.holdExpiresAt); // the same 10 minutes, not a new hold
    // The bay is still this customer's.
    const other = await gql(await newCustomer(), HOLD, { i: req({ bayNumber: 4, startHour: 10 }) });
    expect(other.body.errors[0].extensions.code).toBe('CONFLICT');

    // Another card at once (a new attempt, a new key): the same booking is confirmed and charged once.
    const retry = await gql(c, PAY, { id: held.id, p: await newCard(t, 'pm_card_visa', { save: true }), k: key() });
    expect(retry.body.data.payForBooking).toMatchObject({ id: held.id, reference: held.reference, status: 'CONFIRMED' });
    // Two attempts (the declined card's, then the Visa's); only the Visa took money, once.
    expect((await attemptsOf(t, held.id)).map((a) => a.status)).toEqual(['failed', 'succeeded']);
    expect(await moneyOf(t, held.id)).toEqual([{ status: 'succeeded', amount: 12000, received: 12000, refunded: 0 }]);
    const payments = await t.db.dataSource.query(`SELECT amount_cents FROM payments WHERE booking_id = $1`, [held.id]);
    expect(payments).toEqual([{ amount_cents: 12000 }]);
    // Only the card that paid is saved, and (the first card) it is the default.
    expect(await methods()).toEqual([{ last4: '4242', isDefault: true }]);
    const events = await t.db.dataSource.query(`SELECT event FROM booking_events WHERE booking_id = $1 ORDER BY id`, [held.id]);
    expect(events.map((e: { event: string }) => e.event)).toEqual(['held', 'payment_declined', 'confirmed']);
  });

  it('a paid card is made the default only when asked', async () => {
    const c = await newCustomer();
    const methods = async () => (await gql(c, '{ paymentMethods { last4 isDefault } }')).body.data.paymentMethods;
    const pay = async (startHour: number, testCard: string, makeDefault: boolean) => {
      const held = (await gql(c, HOLD, { i: req({ location: 'tulsa', bayNumber: 6, startHour, hours: 1 }) })).body.data.holdBooking;
      const paid = await gql(c, PAY, { id: held.id, p: await newCard(t, testCard, { save: true, makeDefault }), k: key() });
      expect(paid.body.data.payForBooking.status).toBe('CONFIRMED');
    };
    await pay(10, 'pm_card_visa', false);
    await pay(11, 'pm_card_mastercard', false);
    expect(await methods()).toContainEqual({ last4: '4242', isDefault: true });
    expect(await methods()).toContainEqual({ last4: '4444', isDefault: false });
    await pay(12, 'pm_card_amex', true);
    expect((await methods()).filter((m: { isDefault: boolean }) => m.isDefault)).toEqual([{ last4: '0005', isDefault: true }]);
  });

  it('a checkout that ends unpaid is expired or released, never cancelled, and hidden from the history unless asked', async () => {
    const c = await newCustomer();
    const mine = async (all: boolean) =>
      (await gql(c, 'query($a: Boolean!) { myBookings(includeUnpaid: $a) { id status } }', { a: all })).body.data.myBookings;
    const letGo = (await gql(c, HOLD, { i: req({ location: 'tulsa', bayNumber: 5, startHour: 10, hours: 1 }) })).body.data.holdBooking;
    await gql(c, 'mutation($id: ID!) { releaseHold(bookingId: $id) }', { id: letGo.id }).expect(200);
    const ranOut = (await gql(c, HOLD, { i: req({ location: 'tulsa', bayNumber: 5, startHour: 12, hours: 1 }) })).body.data.holdBooking;
    await t.db.dataSource.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1`, [ranOut.id]);
    await t.app.services.bookings.releaseExpiredHolds();
    expect(await mine(false)).toEqual([]);
    expect(await mine(true)).toEqual(
      expect.arrayContaining([
        { id: letGo.id, status: 'RELEASED' },
        { id: ranOut.id, status: 'EXPIRED' },
      ]),
    );
  });

  it('an expired hold gives way to the next customer, and can no longer be paid', async () => {
    const slow = await newCustomer();
    const held = (await gql(slow, HOLD, { i: req({ bayNumber: 1, startHour: 18, hours: 1 }) })).body.data.holdBooking;
    await t.db.dataSource.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1`, [held.id]);
    const fast = (await gql(await newCustomer(), HOLD, { i: req({ bayNumber: 1, startHour: 18, hours: 1 }) })).body.data.holdBooking;
    expect(fast.status).toBe('HELD');
    const late = await gql(slow, PAY, { id: held.id, p: await newCard(t), k: key() });
    expect(late.body.errors[0].extensions.code).toBe('CONFLICT');
    // Refused before the processor was asked for anything: no attempt, no intent.
    expect(await attemptsOf(t, held.id)).toEqual([]);
  });

  it('no charge without its booking: two checkouts of one hold keep one charge and release the other', async () => {
    const c = await newCustomer();
    const held = (await gql(c, HOLD, { i: req({ bayNumber: 2, startHour: 18, hours: 1 }) })).body.data.holdBooking;
    const [visa, mastercard] = await Promise.all([newCard(t), newCard(t, 'pm_card_mastercard')]);
    const [a, b] = await Promise.all([
      gql(c, PAY, { id: held.id, p: visa, k: key() }),
      gql(c, PAY, { id: held.id, p: mastercard, k: key() }),
    ]);
    const statuses = [a, b].map((r) => r.body.data?.payForBooking?.status ?? r.body.errors[0].extensions.code);
    // One confirms; the other is told the booking is paid (or, arriving after it, answers the paid booking).
    expect(statuses).toContain('CONFIRMED');
    expect(statuses.filter((x) => x !== 'CONFIRMED' && x !== 'CONFLICT')).toEqual([]);
    // Exactly one card was captured; any other authorization was released (nothing to refund).
    const intents = await Promise.all((await attemptsOf(t, held.id)).map((a) => t.stripe.paymentIntents.retrieve(a.intentId!)));
    expect(intents.filter((i) => i.status === 'succeeded').map((i) => i.amount_received)).toEqual([6000]);
    expect(intents.filter((i) => i.status !== 'succeeded').map((i) => [i.status, i.amount_received])).toEqual(
      intents.filter((i) => i.status !== 'succeeded').map(() => ['canceled', 0]),
    );
    // At the processor: the one charge that stands is the one the ledger has.
    const payments = await t.db.dataSource.query(`SELECT gateway_charge_id AS id FROM payments WHERE booking_id = $1`, [held.id]);
    expect(payments).toHaveLength(1);
    const charges = (await chargesAtProcessor(t, Date.now() - 60_000)).filter((ch) => intents.some((i) => i.id === ch.intentId));
    expect(charges.filter(standing).map((ch) => ch.id)).toEqual([payments[0].id]);
    expect(unaccounted(charges)).toEqual([]);
  });

  it('a discount limited to 3 redemptions gives exactly 3, however many checkouts race', async () => {
    await t.db.dataSource.query(`INSERT INTO discount_codes (code, kind, percent, max_redemptions) VALUES ('RACE3', 'percent', 50, 3)`);
    const customers = await Promise.all(Array.from({ length: 6 }, () => newCustomer()));
    const holds: { id: string; totalCents: number }[] = [];
    for (const [i, c] of customers.entries()) {
      holds.push(
        (
          await gql(c, HOLD, {
            i: req({
              location: 'richardson',
              bayNumber: (i % 5) + 1,
              startHour: 10 + Math.floor(i / 5) * 2,
              hours: 1,
              discountCode: 'RACE3',
            }),
          })
        ).body.data.holdBooking,
      );
    }
    expect(holds.every((h) => h.totalCents === 3000)).toBe(true);
    const cards = await Promise.all(customers.map(() => newCard(t)));
    const results = await Promise.all(customers.map((c, i) => gql(c, PAY, { id: holds[i].id, p: cards[i], k: key() })));
    const confirmed = results.filter((r) => r.body.data?.payForBooking?.status === 'CONFIRMED');
    expect(confirmed).toHaveLength(3);
    for (const r of results.filter((x) => x.body.errors))
      expect(r.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'discountCode' });
    const [{ redeemed_count }] = await t.db.dataSource.query(`SELECT redeemed_count FROM discount_codes WHERE code = 'RACE3'`);
    expect(redeemed_count).toBe(3);
    // Every card was authorized; the three that lost the code race were released at once, nothing captured.
    const intents = (await Promise.all(holds.map(async (h) => (await attemptsOf(t, h.id)).map((a) => a.intentId!)))).flat();
    expect(intents).toHaveLength(6);
    const states = await Promise.all(intents.map(async (id) => (await t.stripe.paymentIntents.retrieve(id)).status));
    expect(states.sort()).toEqual(['canceled', 'canceled', 'canceled', 'succeeded', 'succeeded', 'succeeded']);
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM payments WHERE booking_id = ANY($1)`, [
      holds.map((h) => h.id),
    ]);
    expect(n).toBe(3);
  });

  it('Birdie: 2 free hours a month, then $40; cancelling 24 h ahead refunds and gives the hours back', async () => {
    const birdie = await signIn('birdie@backnine.golf', 'back9-birdie-demo');
    const first = (await gql(birdie, HOLD, { i: req({ location: 'tulsa', bayNumber: 1, startHour: 12, hours: 3 }) })).body.data.holdBooking;
    expect(first).toMatchObject({ totalCents: 4000, freeHoursUsed: 2 });
    const paid = (await gql(birdie, PAY, { id: first.id, p: await newCard(t), k: key() })).body.data.payForBooking;
    expect(paid.status).toBe('CONFIRMED');
    const q = (await gql(birdie, QUOTE, { i: req({ location: 'tulsa', hours: 1 }) })).body.data.bookingQuote;
    expect(q).toMatchObject({ totalCents: 4000, freeHoursApplied: 0 });

    expect(paid.refundedCents).toBe(0);
    const cancelled = (await gql(birdie, CANCEL, { id: first.id })).body.data.cancelBooking;
    expect(cancelled.status).toBe('CANCELLED');
    const [pay] = await t.db.dataSource.query(`SELECT status, refunded_cents FROM payments WHERE booking_id = $1`, [first.id]);
    expect(pay).toEqual({ status: 'refunded', refunded_cents: 4000 });
    // The answer says what the card got back: exactly what the processor refunded, recorded as a refund row.
    const [money] = await moneyOf(t, first.id);
    expect(money).toMatchObject({ received: 4000, refunded: 4000 });
    expect(cancelled.refundedCents).toBe(money!.refunded);
    const refunds = await t.db.dataSource.query(
      `SELECT r.amount_cents FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.booking_id = $1`,
      [first.id],
    );
    expect(refunds).toEqual([{ amount_cents: 4000 }]);
    const after = (await gql(birdie, QUOTE, { i: req({ location: 'tulsa', hours: 1 }) })).body.data.bookingQuote;
    expect(after).toMatchObject({ totalCents: 0, freeHoursApplied: 1 });
  });

  it('cancelling later than 24 h before start frees the bay but refunds nothing', async () => {
    const c = await newCustomer();
    const held = (await gql(c, HOLD, { i: req({ bayNumber: 4, startHour: 15, hours: 1 }) })).body.data.holdBooking;
    await gql(c, PAY, { id: held.id, p: await newCard(t), k: key() }).expect(200);
    // Time passes: the booking now starts in 3 hours.
    await t.db.dataSource.query(
      `UPDATE bookings SET starts_at = now() + interval '3 hours', ends_at = now() + interval '4 hours' WHERE id = $1`,
      [held.id],
    );
    const res = (await gql(c, CANCEL, { id: held.id })).body.data.cancelBooking;
    expect(res.status).toBe('CANCELLED');
    const [pay] = await t.db.dataSource.query(`SELECT status, refunded_cents FROM payments WHERE booking_id = $1`, [held.id]);
    expect(pay).toEqual({ status: 'succeeded', refunded_cents: 0 });
    expect(await moneyOf(t, held.id)).toEqual([{ status: 'succeeded', amount: 6000, received: 6000, refunded: 0 }]);
    expect(
      await t.db.dataSource.query(`SELECT 1 FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.booking_id = $1`, [
        held.id,
      ]),
    ).toEqual([]);
    expect(res.refundedCents).toBe(0);
  });

  it('keeps bookings private, refuses bad requests clearly, and needs a signed-in user to hold', async () => {
    const owner = await newCustomer();
    const held = (await gql(owner, HOLD, { i: req({ bayNumber: 3, startHour: 10, hours: 1 }) })).body.data.holdBooking;
    const stranger = await newCustomer();
    const payment = await newCard(t);
    for (const q of [CANCEL, PAY]) {
      const r = await gql(stranger, q, { id: held.id, p: payment, k: key() });
      expect(r.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    expect((await gql(supertest(t.app.app), HOLD, { i: req() })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const cases: [Record<string, unknown>, string][] = [
      [req({ hours: 5 }), 'hours'],
      [req({ startHour: 3 }), 'startHour'],
      [req({ partySize: 7 }), 'partySize'],
      [req({ bayNumber: 9 }), 'bayNumber'],
      [req({ date: addDays(day, 30) }), 'date'],
    ];
    for (const [i, field] of cases) {
      const r = await gql(owner, HOLD, { i });
      expect(r.body.errors[0].extensions, field).toMatchObject({ code: 'VALIDATION', field });
    }
    const mine = (await gql(owner, '{ myBookings { id status } }')).body.data.myBookings;
    expect(mine).toEqual([{ id: held.id, status: 'HELD' }]);
  });
});
