import { randomBytes } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve3ds, realStripe } from '../../../test/support/payments.js';
import { cardToken, createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

const LIST = '{ paymentMethods { id brand last4 expMonth expYear isDefault } }';
const ADD = `mutation($t: String!, $k: String!, $d: Boolean) {
  addPaymentMethod(confirmationToken: $t, idempotencyKey: $k, makeDefault: $d) { id brand last4 isDefault } }`;

describe('saved payment methods (GraphQL)', () => {
  let t: TestApp;
  let ada: supertest.Agent;
  let bob: supertest.Agent;
  const key = () => `add-card-${randomBytes(6).toString('hex')}`;
  /** The card fields' confirmation token for a test card, added under a key of its own. */
  const add = async (who: supertest.Agent, testCard: string) => gql(who, ADD, { t: await cardToken(t, testCard), k: key() });

  beforeAll(async () => {
    t = await createTestApp();
    ada = supertest.agent(t.app.app);
    bob = supertest.agent(t.app.app);
    await ada
      .post('/api/register')
      .send({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'analytical engine' })
      .expect(201);
    await bob
      .post('/api/register')
      .send({ firstName: 'Bob', lastName: 'J', email: 'bob@example.com', password: 'grand slam 1930' })
      .expect(201);
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    const res = await gql(supertest(t.app.app), LIST);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("adds cards through the processor's tokens: the first becomes the default, the list shows default first", async () => {
    const visa = (await add(ada, 'pm_card_visa')).body.data.addPaymentMethod;
    expect(visa).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true });
    const mc = (await add(ada, 'pm_card_mastercard')).body.data.addPaymentMethod;
    expect(mc).toMatchObject({ brand: 'mastercard', isDefault: false });
    const list = (await gql(ada, LIST)).body.data.paymentMethods;
    expect(list.map((m: { last4: string }) => m.last4)).toEqual(['4242', '4444']);
    // The card lives at the processor, attached to Ada's customer; the app keeps its face only.
    const [{ token, customer }] = await t.db.dataSource.query(
      `SELECT m.gateway_token AS token, u.gateway_customer_id AS customer FROM payment_methods m JOIN users u ON u.id = m.user_id
       WHERE m.id = $1`,
      [visa.id],
    );
    expect(await t.stripe.paymentMethods.retrieve(token)).toMatchObject({ customer, card: { last4: '4242' } });
  });

  it('refuses what is not a card: a forged token is a clear VALIDATION error, a declined card is not saved', async () => {
    const forged = await gql(ada, ADD, { t: 'ctoken_forged123', k: key() });
    expect(forged.body.errors[0]).toMatchObject({
      message: 'Those card details are no longer valid. Please enter the card again.',
      extensions: { code: 'VALIDATION' },
    });
    const malformed = await gql(ada, ADD, { t: '4242 4242 4242 4242', k: key() });
    expect(malformed.body.errors[0].extensions.code).toBe('VALIDATION');
    const declined = await add(ada, 'pm_card_chargeDeclined');
    expect(declined.body.errors[0].extensions.code).toBe('PAYMENT_FAILED');
    expect((await gql(ada, LIST)).body.data.paymentMethods.map((m: { last4: string }) => m.last4)).toEqual(['4242', '4444']);
  });

  it('a retried add with the same key saves the card once', async () => {
    const token = await cardToken(t, 'pm_card_amex');
    const k = key();
    const [first, second] = [
      (await gql(bob, ADD, { t: token, k })).body.data.addPaymentMethod,
      (await gql(bob, ADD, { t: token, k })).body.data.addPaymentMethod,
    ];
    expect(second).toEqual(first);
    expect((await gql(bob, LIST)).body.data.paymentMethods).toEqual([expect.objectContaining({ brand: 'amex', last4: '0005' })]);
    await gql(bob, 'mutation($id: ID!) { removePaymentMethod(id: $id) { id } }', { id: first.id }).expect(200);
  });

  it.skipIf(realStripe)('a card whose bank wants the holder answers PAYMENT_ACTION_REQUIRED, and is saved once they agree', async () => {
    const token = await cardToken(t, 'pm_card_authenticationRequiredOnSetup');
    const k = key();
    const first = await gql(bob, ADD, { t: token, k });
    expect(first.body.errors[0].extensions).toMatchObject({ code: 'PAYMENT_ACTION_REQUIRED', clientSecret: expect.any(String) });
    expect((await gql(bob, LIST)).body.data.paymentMethods).toEqual([]);
    await approve3ds(t, first.body.errors[0].extensions.clientSecret, 'complete');
    const saved = (await gql(bob, ADD, { t: token, k })).body.data.addPaymentMethod;
    expect(saved).toMatchObject({ last4: '3155', isDefault: true });
    await gql(bob, 'mutation($id: ID!) { removePaymentMethod(id: $id) { id } }', { id: saved.id }).expect(200);
  });

  it('sets the default, and removing the default hands it to the newest remaining card', async () => {
    const [visa, mc] = (await gql(ada, LIST)).body.data.paymentMethods;
    const after = (await gql(ada, 'mutation($id: ID!) { setDefaultPaymentMethod(id: $id) { last4 isDefault } }', { id: mc.id })).body.data
      .setDefaultPaymentMethod;
    expect(after).toEqual([
      { last4: '4444', isDefault: true },
      { last4: '4242', isDefault: false },
    ]);
    const [{ token }] = await t.db.dataSource.query(`SELECT gateway_token AS token FROM payment_methods WHERE id = $1`, [mc.id]);
    const removed = (await gql(ada, 'mutation($id: ID!) { removePaymentMethod(id: $id) { last4 isDefault } }', { id: mc.id })).body.data
      .removePaymentMethod;
    expect(removed).toEqual([{ last4: '4242', isDefault: true }]);
    expect(visa.last4).toBe('4242');
    // Removed here, detached at the processor: it can never be charged again.
    expect((await t.stripe.paymentMethods.retrieve(token)).customer).toBeNull();
  });

  it("keeps one person's cards from another: someone else's id is simply not found", async () => {
    const [adaCard] = (await gql(ada, LIST)).body.data.paymentMethods;
    for (const op of ['setDefaultPaymentMethod', 'removePaymentMethod']) {
      const res = await gql(bob, `mutation($id: ID!) { ${op}(id: $id) { id } }`, { id: adaCard.id });
      expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    expect((await gql(bob, LIST)).body.data.paymentMethods).toEqual([]);
    expect((await gql(ada, LIST)).body.data.paymentMethods).toHaveLength(1);
  });
});
