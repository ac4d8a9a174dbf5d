import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

describe('account over GraphQL: me, register, login, logout, updateProfile, changePassword', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
  });
  afterAll(() => t.close());

  it('me is null when signed out; register signs in; logout signs out', async () => {
    const agent = supertest.agent(t.app.app);
    expect((await gql(agent, '{ me { id } }').expect(200)).body).toEqual({ extensions: expect.anything(), data: { me: null } });
    const reg = await gql(
      agent,
      'mutation($i: RegisterInput!) { register(input: $i) { name email membershipType isAdmin preferredLocation } }',
      {
        i: { firstName: 'Nelly', lastName: 'Korda', email: 'nelly@example.com', password: 'olympic gold 2021' },
      },
    ).expect(200);
    expect(reg.body.data.register).toEqual({
      name: 'Nelly Korda',
      email: 'nelly@example.com',
      membershipType: 'None',
      isAdmin: false,
      preferredLocation: null,
    });
    expect((await gql(agent, '{ me { email } }')).body.data.me).toEqual({ email: 'nelly@example.com' });
    expect((await gql(agent, 'mutation { logout }')).body).toEqual({ extensions: expect.anything(), data: { logout: true } });
    expect((await gql(agent, '{ me { email } }')).body.data.me).toBeNull();
  });

  it('validation errors name their field in extensions', async () => {
    const res = await gql(supertest(t.app.app), 'mutation($i: RegisterInput!) { register(input: $i) { id } }', {
      i: { firstName: 'A', lastName: 'B', email: 'nope', password: 'whatever you like' },
    }).expect(200);
    expect(res.body.errors[0]).toMatchObject({
      message: 'Please enter a valid email address, like name@example.com.',
      extensions: { code: 'VALIDATION', field: 'email' },
    });
    expect(res.body.data).toBeNull();
  });

  it('updateProfile needs a signed-in user and changes only the given fields', async () => {
    const anon = await gql(supertest(t.app.app), 'mutation { updateProfile(input: { phone: "(918) 555-0199" }) { id } }');
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const agent = await signInDemo(t, 'player');
    const res = await gql(
      agent,
      'mutation { updateProfile(input: { phone: "(918) 555-0199", preferredLocation: "hudsonoaks" }) { name phone preferredLocation } }',
    );
    expect(res.body.data.updateProfile).toEqual({ name: 'Riley Parker', phone: '(918) 555-0199', preferredLocation: 'hudsonoaks' });
    const user = await agent.get('/api/user').expect(200);
    expect(user.body.preferredLocation).toBe('hudsonoaks');
    const bad = await gql(agent, 'mutation { updateProfile(input: { preferredLocation: "dallas" }) { id } }');
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'preferredLocation' });
    const cleared = await gql(agent, 'mutation { updateProfile(input: { preferredLocation: "" }) { preferredLocation } }');
    expect(cleared.body.data.updateProfile.preferredLocation).toBeNull();
  });

  it('changePassword checks the current password and signs out every other session', async () => {
    await supertest(t.app.app)
      .post('/api/register')
      .send({ firstName: 'Lydia', lastName: 'Ko', email: 'lydia@example.com', password: 'hall of fame 2024' })
      .expect(201);
    const here = supertest.agent(t.app.app);
    const elsewhere = supertest.agent(t.app.app);
    await here.post('/api/login').send({ email: 'lydia@example.com', password: 'hall of fame 2024' }).expect(200);
    await elsewhere.post('/api/login').send({ email: 'lydia@example.com', password: 'hall of fame 2024' }).expect(200);

    const wrong = await gql(here, 'mutation { changePassword(currentPassword: "nope nope", newPassword: "a brand new one") }');
    expect(wrong.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'currentPassword' });
    const ok = await gql(here, 'mutation { changePassword(currentPassword: "hall of fame 2024", newPassword: "a brand new one") }');
    expect(ok.body).toEqual({ extensions: expect.anything(), data: { changePassword: true } });
    await here.get('/api/user').expect(200);
    await elsewhere.get('/api/user').expect(401);
  });
});
