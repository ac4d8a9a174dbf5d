import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

const LIST = '{ paymentMethods { id brand last4 expMonth expYear isDefault } }';
const ADD = 'mutation($c: CardInput!, $d: Boolean) { addPaymentMethod(card: $c, makeDefault: $d) { id brand last4 isDefault } }';
const card = (number: string) => ({ number, expMonth: 12, expYear: 2031, cvc: '123' });

describe('saved payment methods (GraphQL)', () => {
  let t: TestApp;
  let ada: supertest.Agent;
  let bob: supertest.Agent;
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

  it('adds cards through tokenisation: the first becomes the default, the list shows default first', async () => {
    const visa = (await gql(ada, ADD, { c: card('4242 4242 4242 4242') })).body.data.addPaymentMethod;
    expect(visa).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true });
    const mc = (await gql(ada, ADD, { c: card('5555555555554444') })).body.data.addPaymentMethod;
    expect(mc).toMatchObject({ brand: 'mastercard', isDefault: false });
    const list = (await gql(ada, LIST)).body.data.paymentMethods;
    expect(list.map((m: { last4: string }) => m.last4)).toEqual(['4242', '4444']);
    const bad = await gql(ada, ADD, { c: card('4242 4242 4242 4241') });
    expect(bad.body.errors[0]).toMatchObject({
      message: 'That card number is not valid. Please check it.',
      extensions: { code: 'VALIDATION', field: 'number' },
    });
  });

  it('sets the default, and removing the default hands it to the newest remaining card', async () => {
    const [visa, mc] = (await gql(ada, LIST)).body.data.paymentMethods;
    const after = (await gql(ada, 'mutation($id: ID!) { setDefaultPaymentMethod(id: $id) { last4 isDefault } }', { id: mc.id })).body.data
      .setDefaultPaymentMethod;
    expect(after).toEqual([
      { last4: '4444', isDefault: true },
      { last4: '4242', isDefault: false },
    ]);
    const removed = (await gql(ada, 'mutation($id: ID!) { removePaymentMethod(id: $id) { last4 isDefault } }', { id: mc.id })).body.data
      .removePaymentMethod;
    expect(removed).toEqual([{ last4: '4242', isDefault: true }]);
    expect(visa.last4).toBe('4242');
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
