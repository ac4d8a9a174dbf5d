// The discount service on a real PostgreSQL: limits hold under concurrency, a redemption lives and
// dies with its checkout's transaction, and a cancelled and refunded purchase gives it back. The
// checkouts that exist (bay bookings, memberships) are driven over GraphQL as a customer would.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { race } from '../../../test/support/racing.js';
import { registeredCustomer } from '../../../test/support/accounts.js';
import { createTestApp, gql, newCard, type TestApp } from '../../../test/support/test-app.js';
import { DiscountRepository } from './discount.repository.js';
import { DiscountService, type DiscountApplied } from './discount.service.js';

const TZ = 'America/Chicago';
const HOLD = `mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id status totalCents discountCode } }`;
const PAY = `mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { id status totalCents } }`;
const CANCEL = `mutation($id: ID!) { cancelBooking(bookingId: $id) { id status refundedCents } }`;
const QUOTE = `query($c: String) { membershipQuote(plan: "Birdie", discountCode: $c) { priceCents discountCents totalCents discountCode } }`;
const SUBSCRIBE = `mutation($p: PaymentInput!, $k: String!, $c: String) {
  subscribeMembership(plan: "Birdie", payment: $p, idempotencyKey: $k, discountCode: $c) { planCode membershipStatus } }`;

describe('discounts on a real database', () => {
  let t: TestApp;
  let service: DiscountService;
  let n = 0;
  const key = () => `disc-int-${++n}-${Date.now()}`;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    service = new DiscountService(new DiscountRepository(t.db.dataSource));
  });
  afterAll(() => t.close());

  async function newCode(values: string): Promise<string> {
    const code = `T${++n}${Date.now().toString(36)}`.toUpperCase().slice(0, 20);
    await t.db.dataSource.query(
      `INSERT INTO discount_codes (code, kind, percent, amount_cents, applies_to, max_redemptions, per_user_limit) VALUES ($1, ${values})`,
      [code],
    );
    return code;
  }

  async function newUsers(count: number): Promise<string[]> {
    const rows: { id: string }[] = await t.db.dataSource.query(
      `INSERT INTO users (first_name, last_name, email, password_hash)
       SELECT 'Racer', 'No' || i, 'racer' || i || '-' || $2 || '@example.com', 'x' FROM generate_series(1, $1) AS i RETURNING id`,
      [count, randomUUID()],
    );
    return rows.map((r) => r.id);
  }

  /** One checkout: its own transaction, as a purchase's confirmation runs. */
  const checkout = (code: string, userId: string, kind: 'bookings' | 'memberships' = 'bookings') =>
    t.db.dataSource.transaction((em) => service.apply(em, { code, userId, purchaseKind: kind, paidCents: 6000, purchaseId: randomUUID() }));

  const counts = async (code: string) => {
    const [row] = await t.db.dataSource.query(
      `SELECT c.redeemed_count AS counted,
         (SELECT count(*)::int FROM discount_redemptions r WHERE r.discount_code_id = c.id AND r.released_at IS NULL) AS live
       FROM discount_codes c WHERE c.code = $1`,
      [code],
    );
    return row as { counted: number; live: number };
  };

  it('a total limit of 10 raced by 100 checkouts gives exactly 10 redemptions', async () => {
    const code = await newCode(`'percent', 20, NULL, '{bookings}', 10, NULL`);
    const users = await newUsers(100);
    const results = await race(users.length, (i) => checkout(code, users[i]!));
    const ok = results.filter((r) => r.ok);
    expect(ok).toHaveLength(10);
    expect(ok.every((r) => r.ok && r.amountOffCents === 1200)).toBe(true);
    expect(results.filter((r) => !r.ok).map((r) => (r as Extract<DiscountApplied, { ok: false }>).reason)).toEqual(
      Array(90).fill('used_up'),
    );
    expect(await counts(code)).toEqual({ counted: 10, live: 10 });
  });

  it('a per-user limit of 1 raced by one customer from 20 tabs gives exactly 1', async () => {
    const code = await newCode(`'fixed', NULL, 1500, '{bookings}', NULL, 1`);
    const [user] = await newUsers(1);
    const results = await race(20, () => checkout(code, user!));
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, codeId: expect.any(String), code, amountOffCents: 1500 }]);
    expect(new Set(results.filter((r) => !r.ok).map((r) => (r as { reason: string }).reason))).toEqual(new Set(['already_used']));
    expect(await counts(code)).toEqual({ counted: 1, live: 1 });
  });

  it("records nothing when the checkout's transaction rolls back, and refuses a code for another kind of purchase", async () => {
    const code = await newCode(`'percent', 10, NULL, '{memberships}', 5, 1`);
    const [user] = await newUsers(1);
    await expect(
      t.db.dataSource.transaction(async (em) => {
        const r = await service.apply(em, { code, userId: user!, purchaseKind: 'memberships', paidCents: 8900, purchaseId: randomUUID() });
        expect(r).toMatchObject({ ok: true, amountOffCents: 890 });
        throw new Error('the purchase failed');
      }),
    ).rejects.toThrow('the purchase failed');
    expect(await counts(code)).toEqual({ counted: 0, live: 0 });
    expect(await checkout(code, user!, 'bookings')).toEqual({
      ok: false,
      reason: 'wrong_purchase',
      message: 'That discount code does not apply to this purchase.',
    });
    expect(await checkout(code.toLowerCase(), user!, 'memberships')).toMatchObject({ ok: true, code });
  });

  describe('at the checkouts', () => {
    let day: string;
    const customer = async () => (await registeredCustomer(t)).agent;
    beforeAll(() => {
      day = addDays(localDateOf(new Date(), TZ), 2); // the window's last day: more than 24 hours ahead, so a cancellation is refunded
    });

    it('a cancelled and refunded booking gives its redemption back, so a once-per-customer code works again', async () => {
      const code = await newCode(`'percent', 50, NULL, '{bookings}', 1, 1`);
      const c = await customer();
      const book = async (startHour: number) => {
        const held = (
          await gql(c, HOLD, {
            i: { location: 'hudsonoaks', date: day, startHour, hours: 1, partySize: 2, bayNumber: 1, discountCode: code },
          })
        ).body;
        expect(held.errors).toBeUndefined();
        expect(held.data.holdBooking).toMatchObject({ totalCents: 3000, discountCode: code });
        const paid = (await gql(c, PAY, { id: held.data.holdBooking.id, p: await newCard(t), k: key() })).body.data.payForBooking;
        expect(paid.status).toBe('CONFIRMED');
        return paid.id as string;
      };
      const first = await book(11);
      expect(await counts(code)).toEqual({ counted: 1, live: 1 });
      // Used up (total 1) and used by this customer: a second hold is refused.
      const refused = await gql(c, HOLD, {
        i: { location: 'hudsonoaks', date: day, startHour: 13, hours: 1, partySize: 2, discountCode: code },
      });
      expect(refused.body.errors[0]).toMatchObject({
        message: 'That discount code has been fully redeemed.',
        extensions: { field: 'discountCode' },
      });

      const cancelled = (await gql(c, CANCEL, { id: first })).body.data.cancelBooking;
      expect(cancelled).toMatchObject({ status: 'CANCELLED', refundedCents: 3000 });
      expect(await counts(code)).toEqual({ counted: 0, live: 0 });
      const [released] = await t.db.dataSource.query(
        `SELECT purchase_kind, amount_cents, released_at FROM discount_redemptions WHERE purchase_id = $1`,
        [first],
      );
      expect(released).toMatchObject({ purchase_kind: 'bookings', amount_cents: 3000, released_at: expect.any(Date) });

      await book(15); // the code is back: the same customer uses it again
      expect(await counts(code)).toEqual({ counted: 1, live: 1 });
    });

    it('takes a code off the first month of a membership, and records it with the membership', async () => {
      const code = await newCode(`'percent', 25, NULL, '{memberships}', NULL, 1`);
      const bookingsOnly = await newCode(`'percent', 25, NULL, '{bookings}', NULL, NULL`);
      const c = await customer();
      expect((await gql(c, QUOTE, { c: code.toLowerCase() })).body.data.membershipQuote).toEqual({
        priceCents: 8900,
        discountCents: 2225,
        totalCents: 6675,
        discountCode: code,
      });
      const wrong = await gql(c, SUBSCRIBE, { p: await newCard(t, 'pm_card_visa', { save: true }), k: key(), c: bookingsOnly });
      expect(wrong.body.errors[0]).toMatchObject({
        message: 'That discount code does not apply to this purchase.',
        extensions: { code: 'VALIDATION', field: 'discountCode' },
      });
      const res = await gql(c, SUBSCRIBE, { p: await newCard(t, 'pm_card_visa', { save: true }), k: key(), c: code });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.subscribeMembership).toMatchObject({ planCode: 'Birdie', membershipStatus: 'active' });
      const [row] = await t.db.dataSource.query(
        `SELECT r.purchase_kind, r.amount_cents, p.amount_cents AS paid
         FROM discount_redemptions r JOIN memberships m ON m.id = r.purchase_id JOIN payments p ON p.membership_id = m.id
         WHERE r.discount_code_id = (SELECT id FROM discount_codes WHERE code = $1)`,
        [code],
      );
      expect(row).toEqual({ purchase_kind: 'memberships', amount_cents: 2225, paid: 6675 });
    });
  });
});
