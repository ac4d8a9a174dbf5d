import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-app.js';
import { PaymentDeclinedError, type PaymentGateway } from './gateway.js';
import { createSandboxGateway } from './sandbox-gateway.js';

const card = (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...over,
});

describe('sandbox payment gateway (card processor test mode)', () => {
  let db: TestDatabase;
  let gw: PaymentGateway;
  let customer: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    gw = createSandboxGateway(db.dataSource, () => new Date('2026-11-22T12:00:00Z'));
    customer = await gw.createCustomer({ userId: 'u1', email: 'a@b.co' });
  });
  afterAll(() => db.drop());

  it('tokenises a valid card and checks Luhn, expiry and CVC', async () => {
    expect(await gw.tokenizeCard(customer, card('4242 4242 4242 4242'))).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      token: expect.stringMatching(/^tok_/),
    });
    await expect(gw.tokenizeCard(customer, card('4242 4242 4242 4241'))).rejects.toMatchObject({
      code: 'VALIDATION',
      details: { field: 'number' },
    });
    await expect(gw.tokenizeCard(customer, card('4242424242424242', { expMonth: 10, expYear: 2026 }))).rejects.toMatchObject({
      details: { field: 'expYear' },
    });
    await expect(gw.tokenizeCard(customer, card('4242424242424242', { expMonth: 13 }))).rejects.toMatchObject({
      details: { field: 'expMonth' },
    });
    await expect(gw.tokenizeCard(customer, card('4242424242424242', { cvc: '12' }))).rejects.toMatchObject({ details: { field: 'cvc' } });
  });

  it('charges 4242…, declines 4000…0002, reports insufficient funds for 4000…9995', async () => {
    const ok = await gw.tokenizeCard(customer, card('4242424242424242'));
    const declined = await gw.tokenizeCard(customer, card('4000000000000002'));
    const poor = await gw.tokenizeCard(customer, card('4000000000009995'));
    const base = { customerId: customer, amountCents: 6000, currency: 'usd' as const, description: 'Bay 1' };
    expect(await gw.charge({ ...base, token: ok.token, idempotencyKey: 'k-ok' })).toMatchObject({
      id: expect.stringMatching(/^ch_/),
      amountCents: 6000,
    });
    await expect(gw.charge({ ...base, token: declined.token, idempotencyKey: 'k-dec' })).rejects.toMatchObject({
      code: 'PAYMENT_FAILED',
      declineCode: 'card_declined',
    });
    const err = await gw.charge({ ...base, token: poor.token, idempotencyKey: 'k-poor' }).catch((e) => e);
    expect(err).toBeInstanceOf(PaymentDeclinedError);
    expect(err.message).toBe('Your card has insufficient funds. Please use another card.');
  });

  it('charges once per idempotency key, even when the same request races itself', async () => {
    const t = await gw.tokenizeCard(customer, card('5555555555554444'));
    const req = {
      customerId: customer,
      token: t.token,
      amountCents: 12000,
      currency: 'usd' as const,
      description: 'x',
      idempotencyKey: 'checkout-42',
    };
    const results = await Promise.all(Array.from({ length: 6 }, () => gw.charge(req)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const [{ n }] = await db.dataSource.query(
      `SELECT count(*)::int AS n FROM sandbox_gateway_charges WHERE idempotency_key = 'checkout-42'`,
    );
    expect(n).toBe(1);
    await expect(gw.charge({ ...req, amountCents: 9999 })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('replays a retry that tokenized the same card again, and refuses one with another card', async () => {
    // The app tokenizes the card details it is sent on every attempt: a retry after a crash brings a new token.
    const first = await gw.tokenizeCard(customer, card('4242424242424242'));
    const again = await gw.tokenizeCard(customer, card('4242424242424242'));
    const other = await gw.tokenizeCard(customer, card('5555555555554444'));
    const req = {
      customerId: customer,
      amountCents: 4500,
      currency: 'usd' as const,
      description: 'x',
      idempotencyKey: 'retry-after-crash',
    };
    const charged = await gw.charge({ ...req, token: first.token });
    expect(await gw.charge({ ...req, token: again.token })).toEqual(charged);
    await expect(gw.charge({ ...req, token: other.token })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refunds at most what was charged, once per key', async () => {
    const t = await gw.tokenizeCard(customer, card('4242424242424242'));
    const ch = await gw.charge({
      customerId: customer,
      token: t.token,
      amountCents: 8000,
      currency: 'usd',
      description: 'x',
      idempotencyKey: 'r-1',
    });
    const r1 = await gw.refund({ chargeId: ch.id, amountCents: 5000, idempotencyKey: 'refund-a' });
    expect(await gw.refund({ chargeId: ch.id, amountCents: 5000, idempotencyKey: 'refund-a' })).toEqual(r1);
    await expect(gw.refund({ chargeId: ch.id, amountCents: 5000, idempotencyKey: 'refund-b' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await gw.refund({ chargeId: ch.id, amountCents: 3000, idempotencyKey: 'refund-c' });
  });

  it('refuses to charge a detached card', async () => {
    const t = await gw.tokenizeCard(customer, card('4242424242424242'));
    await gw.detachCard(customer, t.token);
    await expect(
      gw.charge({ customerId: customer, token: t.token, amountCents: 100, currency: 'usd', description: 'x', idempotencyKey: 'det' }),
    ).rejects.toMatchObject({
      declineCode: 'no_card',
    });
  });

  it('never stores a full card number anywhere in the database', async () => {
    const tables: { table_name: string }[] = await db.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      for (const number of ['4242424242424242', '4000000000000002', '5555555555554444']) {
        const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM "${table_name}" t WHERE t::text LIKE $1`, [
          `%${number}%`,
        ]);
        expect(n, `${table_name} holds a card number`).toBe(0);
      }
    }
  });
});
