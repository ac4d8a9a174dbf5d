import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle } from '../../../test/support/google.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

const CLIENT_ID = 'venue-test.apps.googleusercontent.com';

describe('Google sign-in (POST /api/auth/google and loginWithGoogle)', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  const post = (body: Record<string, unknown>) => supertest(t.app.app).post('/api/auth/google').send(body);
  const person = { sub: '1100000000000000001', email: 'tiger@example.com', name: 'Tiger Woods', given_name: 'Tiger', family_name: 'Woods' };
  const payloadFor = (p: typeof person, idToken: string) => ({ googleId: p.sub, name: p.name, email: p.email, idToken });

  beforeAll(async () => {
    google = await startFakeGoogle(CLIENT_ID);
    t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
  });

  it('signs in with a verified token: creates the account keyed on the subject, then finds it again', async () => {
    const agent = supertest.agent(t.app.app);
    const res = await agent
      .post('/api/auth/google')
      .send(payloadFor(person, await google.token(person)))
      .expect(200);
    expect(res.body).toMatchObject({
      name: 'Tiger Woods',
      firstName: 'Tiger',
      email: 'tiger@example.com',
      isAdmin: false,
      membershipType: 'None',
    });
    await agent.get('/api/user').expect(200);
    // The same subject with a changed e-mail is still the same account.
    const moved = { ...person, email: 'tiger@new.example' };
    const again = await post(payloadFor(moved, await google.token(moved))).expect(200);
    expect(again.body.id).toBe(res.body.id);
    // Google Identity Services calls the token "credential": accepted too.
    await post({ googleId: person.sub, name: person.name, email: person.email, credential: await google.token(person) }).expect(200);
  });

  it("answers 401 to a payload the token does not back, or a token that is not Google's for us", async () => {
    const valid = await google.token(person);
    const cases = [
      { ...payloadFor(person, valid), googleId: '999' }, // forged subject
      { ...payloadFor(person, valid), email: 'someone.else@example.com' }, // forged e-mail
      { googleId: person.sub, name: person.name, email: person.email }, // no token at all: client fields alone never sign in
      payloadFor(person, await google.token(person, { audience: 'another-app.apps.googleusercontent.com' })),
      payloadFor(person, await google.token(person, { issuer: 'https://evil.example' })),
      payloadFor(person, await google.token(person, { expiresIn: Math.floor(Date.now() / 1000) - 120 })),
      payloadFor(person, await google.token(person, { signWith: 'stranger' })),
      payloadFor(person, 'not.a.jwt'),
    ];
    for (const body of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(401);
      expect(res.text).toBe('Google sign-in could not be verified. Please try again.');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it("needs a name and an e-mail from Google (the spec's message)", async () => {
    const nameless = { ...person, sub: '1100000000000000002', name: '' };
    const res = await post(payloadFor(nameless, await google.token({ sub: nameless.sub, email: nameless.email }))).expect(400);
    expect(res.text).toBe('Google did not provide all required user information');
  });

  it('links an existing account by e-mail only when Google says the e-mail is verified', async () => {
    await supertest(t.app.app)
      .post('/api/register')
      .send({ firstName: 'Annika', lastName: 'S', email: 'annika@example.com', password: 'fifty-nine at Moon Valley' })
      .expect(201);
    const annika = { sub: '1100000000000000003', email: 'annika@example.com', name: 'Annika S', given_name: 'Annika', family_name: 'S' };
    const unverified = await post(payloadFor(annika, await google.token({ ...annika, email_verified: false }))).expect(409);
    expect(unverified.text).toMatch(/sign in with your email and password/);
    const linked = await post(payloadFor(annika, await google.token(annika))).expect(200);
    expect(linked.body.email).toBe('annika@example.com');
    const rows = await t.db.dataSource.query(`SELECT google_subject FROM users WHERE email = 'annika@example.com'`);
    expect(rows[0].google_subject).toBe(annika.sub);
  });

  it('works the same over GraphQL', async () => {
    const agent = supertest.agent(t.app.app);
    const res = await gql(agent, `mutation($input: GoogleSignInInput!) { loginWithGoogle(input: $input) { name email } }`, {
      input: payloadFor(person, await google.token(person)),
    }).expect(200);
    expect(res.body.data.loginWithGoogle.name).toBe('Tiger Woods');
    const me = await gql(agent, '{ me { name } }').expect(200);
    expect(me.body.data.me).toEqual({ name: 'Tiger Woods' });
  });
});

describe('Google sign-in without a configured client id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says the identity service is not properly configured and asks for the API keys', async () => {
    const res = await supertest(t.app.app)
      .post('/api/auth/google')
      .send({ googleId: '1', name: 'A B', email: 'a@b.co', idToken: 'x' })
      .expect(503);
    expect(res.text).toMatch(/identity service is not properly configured/);
    expect(res.text).toMatch(/API keys/);
    const g = await gql(
      supertest(t.app.app),
      `mutation { loginWithGoogle(input: { idToken: "x", googleId: "1", name: "A B", email: "a@b.co" }) { id } }`,
    );
    expect(g.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
  });
});
