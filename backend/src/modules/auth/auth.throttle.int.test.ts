import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { race } from '../../../test/support/racing.js';
import { startSmtpServer } from '../../../test/support/smtp.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

describe('sign-in rate limits', () => {
  let t: TestApp;
  const login = (email: string, password: string) => supertest(t.app.app).post('/api/login').send({ email, password });

  beforeAll(async () => {
    t = await createTestApp({ AUTH_MAX_FAILURES_PER_ACCOUNT: '3', AUTH_MAX_FAILURES_PER_ADDRESS: '8', AUTH_FAILURE_WINDOW_MINUTES: '15' });
    for (const name of ['ben', 'jack', 'arnold']) {
      await supertest(t.app.app)
        .post('/api/register')
        .send({ firstName: name, lastName: 'X', email: `${name}@example.com`, password: 'correct horse battery' })
        .expect(201);
    }
  });
  afterAll(() => t.close());

  it('per account: after the limit of failures even the right password gets 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) await login('ben@example.com', 'wrong password').expect(401);
    const limited = await login('ben@example.com', 'correct horse battery').expect(429);
    expect(limited.text).toMatch(
      /^Too many sign-in attempts\. Please try again in (1[0-5]|[1-9]) minutes?, or reset your password to sign in now\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // Another account from the same address is not locked out by Ben's failures.
    await login('jack@example.com', 'correct horse battery').expect(200);
  });

  it('successful sign-ins do not count', async () => {
    for (let i = 0; i < 5; i++) await login('jack@example.com', 'correct horse battery').expect(200);
  });

  it('GraphQL aliases and batches do not multiply attempts', async () => {
    // Mutation fields run one after another and the first failure ends the operation: one attempt.
    const fields = Array.from({ length: 6 }, (_, i) => `a${i}: login(email: "arnold@example.com", password: "wrong ${i}") { id }`).join(
      '\n',
    );
    const res = await gql(supertest(t.app.app), `mutation { ${fields} }`).expect(200);
    expect(res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
    const [{ n }] = await t.db.dataSource.query(`SELECT sum(points)::int AS n FROM rate_limits WHERE key LIKE 'login-account:%'`);
    expect(n).toBe(3 + 1); // ben's three, and this one
    // Batched operations (an array of requests) are not accepted at all.
    const ops = Array.from({ length: 5 }, () => ({ query: 'mutation { login(email: "arnold@example.com", password: "nope") { id } }' }));
    await supertest(t.app.app).post('/graphql').set('Content-Type', 'application/json').send(ops).expect(400);
    // Two more failures reach the account limit of 3, whatever the transport.
    await login('arnold@example.com', 'wrong again').expect(401);
    const third = await gql(supertest(t.app.app), 'mutation { login(email: "arnold@example.com", password: "wrong 3") { id } }');
    expect(third.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const limited = await gql(
      supertest(t.app.app),
      'mutation { login(email: "arnold@example.com", password: "correct horse battery") { id } }',
    );
    expect(limited.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  });

  it('per address: many accounts tried from one address hit the address limit', async () => {
    // Failures so far from this address: 3 (ben) + 3 (arnold). Two more reach the limit of 8.
    await login('ghost1@example.com', 'whatever1').expect(401);
    await login('ghost2@example.com', 'whatever2').expect(401);
    const res = await login('ghost3@example.com', 'whatever3').expect(429);
    expect(res.text).toMatch(/^Too many sign-in attempts/);
  });
});

describe('sign-in limits under concurrency, and the owner getting back in', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const login = (email: string, password: string) => supertest(t.app.app).post('/api/login').send({ email, password });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, APP_ORIGIN: 'https://golf.example', AUTH_MAX_FAILURES_PER_ACCOUNT: '10' });
    await supertest(t.app.app)
      .post('/api/register')
      .send({ firstName: 'Lexi', lastName: 'T', email: 'lexi@example.com', password: 'the right password' })
      .expect(201);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('40 concurrent wrong passwords against a limit of 10: exactly 10 reach the password check', async () => {
    const answers = await race(40, (i) => login('lexi@example.com', `guess number ${i}`));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10); // checked, and wrong
    expect(statuses.filter((s) => s === 429)).toHaveLength(30); // refused before any check
  });

  it('the locked-out owner is told how to get in, and a password reset lifts the limit at once', async () => {
    const locked = await login('lexi@example.com', 'the right password').expect(429);
    expect(locked.text).toMatch(/or reset your password to sign in now\.$/);
    await gql(supertest(t.app.app), 'mutation { requestPasswordReset(email: "lexi@example.com") }').expect(200);
    const token = /token=([A-Za-z0-9_-]+)/.exec((await smtp.waitFor('lexi@example.com')).text)![1]!;
    const reset = await gql(
      supertest(t.app.app),
      'mutation($t: String!) { resetPassword(token: $t, newPassword: "a brand new password") }',
      {
        t: token,
      },
    );
    expect(reset.body).toEqual({ extensions: expect.anything(), data: { resetPassword: true } });
    await login('lexi@example.com', 'a brand new password').expect(200);
  });
});
