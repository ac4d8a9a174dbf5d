// Accounts as a browser makes and uses them, over the app's own REST routes (not for the bench,
// which mints sessions with signed-in.ts: this module needs a test app).
import { randomBytes } from 'node:crypto';
import supertest from 'supertest';
import { demoUsers } from '../../src/db/seed/demo-data.js';
import type { TestApp } from './test-app.js';

/** An agent signed in over /api/login, as a browser signs in, as one of the seeded demo accounts. */
export async function signInDemo(t: Pick<TestApp, 'app'>, who: 'admin' | 'birdie' | 'player'): Promise<supertest.Agent> {
  const { email, password } = demoUsers.find((u) => u.email === `${who}@backnine.golf`)!;
  const agent = supertest.agent(t.app.app);
  await agent.post('/api/login').send({ email, password }).expect(200);
  return agent;
}

let registered = 0;

/** A new customer, registered over /api/register as the sign-up page does (and so signed in); mails greet them by `firstName`. */
export async function registeredCustomer(
  t: Pick<TestApp, 'app'>,
  firstName = 'Test',
): Promise<{ agent: supertest.Agent; id: string; email: string }> {
  const agent = supertest.agent(t.app.app);
  const email = `customer-${++registered}-${randomBytes(4).toString('hex')}@example.com`;
  const res = await agent
    .post('/api/register')
    .send({ firstName, lastName: `Customer${registered}`, email, password: 'a long enough secret' })
    .expect(201);
  return { agent, id: res.body.id, email };
}
