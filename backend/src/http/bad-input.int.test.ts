import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed/demo-seed.js';
import { signedInUsers, type SignedInUser } from '../../test/support/signed-in.js';
import { createTestApp, gql, TEST_SESSION_SECRET, type TestApp } from '../../test/support/test-app.js';

/**
 * The inputs an outside review found answering HTTP 500, each now a clear client error: NUL bytes,
 * ids that are not UUIDs, prototype keys as sort columns, an unknown account, a local time that
 * daylight saving skips. (api-fuzz.int.test.ts generates thousands more of their kind.)
 */
describe('inputs that used to give 500', () => {
  let t: TestApp;
  let admin: SignedInUser;
  const asAdmin = (query: string, variables?: Record<string, unknown>) =>
    gql(supertest(t.app.app) as never, query, variables).set('Cookie', admin.cookie);
  const errorOf = (res: { body: { errors?: { message: string; extensions: { code: string; field?: string } }[] } }) => res.body.errors?.[0];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource, { history: false });
    [admin] = await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET);
    await t.db.dataSource.query('UPDATE users SET is_admin = true WHERE id = $1', [admin!.userId]);
  });
  afterAll(() => t.close());

  it('refuses a NUL byte in a sign-in e-mail, a discount code and admin searches, over GraphQL and REST', async () => {
    const login = await supertest(t.app.app).post('/api/login').send({ email: 'a\u0000@example.com', password: 'whatever-it-is' });
    expect([login.status, login.text]).toEqual([400, 'Text may not contain a NUL character.']);
    const gqlLogin = await gql(supertest(t.app.app) as never, 'mutation { login(email: "a\\u0000@example.com", password: "x") { id } }');
    expect(gqlLogin.status).toBe(400);
    expect(errorOf(gqlLogin)).toMatchObject({
      message: 'Text may not contain a NUL character.',
      extensions: { code: 'VALIDATION', field: 'email' },
    });
    const code = await asAdmin('query($c: String) { adminDiscountCodes(search: $c) { total } }', { c: 'WEL\u0000' });
    expect(errorOf(code)?.extensions).toEqual({ code: 'VALIDATION', field: 'search' });
    const users = await asAdmin('query($s: String) { adminUsers(search: $s) { total } }', { s: '\u0000' });
    expect(errorOf(users)?.extensions.code).toBe('VALIDATION');
    const csv = await supertest(t.app.app).get('/api/admin/bookings.csv?search=%00').set('Cookie', admin.cookie);
    expect(csv.status).toBe(400);
  });

  it('refuses a lone surrogate, which the audit log jsonb cannot store, over GraphQL and REST', async () => {
    // JSON can carry one (\\ud800): JSON.stringify writes it escaped, so it reaches the server as sent.
    const key = await asAdmin('mutation($n: String!) { adminIssueApiKey(name: $n) { secret } }', { n: '\ud800' });
    expect(key.status).toBe(400);
    expect(errorOf(key)).toMatchObject({
      message: 'Text may not contain a broken Unicode character.',
      extensions: { code: 'VALIDATION', field: 'name' },
    });
    const register = await supertest(t.app.app)
      .post('/api/register')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x@example.com', password: 'long enough pass', firstName: '\udfff', lastName: 'Y' }));
    expect([register.status, register.text]).toEqual([400, 'Text may not contain a broken Unicode character.']);
  });

  it.each([
    ['adminSetUserDisabled', 'mutation($id: ID!) { adminSetUserDisabled(userId: $id, disabled: true) { id } }', '1970-01-01'],
    ['removePaymentMethod', 'mutation($id: ID!) { removePaymentMethod(id: $id) { id } }', 'pm_123'],
    ['adminBookingEvents', 'query($id: ID!) { adminBookingEvents(bookingId: $id) { at } }', '12345'],
    ['adminResendConfirmation', 'mutation($id: ID!) { adminResendConfirmation(bookingId: $id) }', ''],
    ['adminUpdateUser', 'mutation($id: ID!) { adminUpdateUser(userId: $id, input: {}) { id } }', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'],
  ])('refuses an id that is not a UUID before it reaches a query: %s', async (_name, query, id) => {
    const res = await asAdmin(query, { id });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: 'That id is not valid.', extensions: { code: 'VALIDATION' } });
  });

  it.each(['constructor', '__proto__', 'hasOwnProperty'])('refuses the sort key %s on every admin list and export', async (sort) => {
    for (const field of ['adminUsers', 'adminBookings', 'adminDiscountCodes']) {
      const res = await asAdmin(`query($s: String) { ${field}(sort: $s) { total } }`, { s: sort });
      expect(errorOf(res)?.extensions.code, `${field}: ${res.text}`).toBe('VALIDATION');
    }
    for (const path of ['/api/admin/bookings.csv', '/api/admin/discounts.csv']) {
      const res = await supertest(t.app.app).get(`${path}?sort=${sort}`).set('Cookie', admin.cookie);
      expect(res.status, path).toBe(400);
    }
  });

  it('answers 404 for disabling an account that does not exist', async () => {
    const res = await asAdmin('mutation($id: ID!) { adminSetUserDisabled(userId: $id, disabled: true) { id } }', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(errorOf(res)).toMatchObject({ message: 'That account was not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses a closure that starts or ends in the hour the clocks skip, and takes the hours either side', async () => {
    const close = (startHour: number, endHour: number) =>
      asAdmin('mutation($i: ClosureInput!) { adminCreateClosure(input: $i) }', {
        i: { location: 'tulsa', date: '2027-03-14', startHour, endHour, reason: 'Maintenance' },
      });
    const skipped = await close(2, 3);
    expect(errorOf(skipped)).toMatchObject({
      message: 'The clocks go forward that night, so 2:00 does not exist. Please choose another hour.',
      extensions: { code: 'VALIDATION', field: 'startHour' },
    });
    expect(errorOf(await close(0, 2))?.extensions.field).toBe('endHour');
    const around = await close(1, 3);
    expect(around.body.errors).toBeUndefined();
  });
  it.each([
    ['POST', '/api/register'],
    ['POST', '/api/login'],
    ['POST', '/api/auth/google'],
    ['POST', '/api/update-membership'],
    ['POST', '/api/cancel-subscription'],
  ])('answers 400 to %s %s with a body that is not a JSON object', async (method, path) => {
    for (const body of ['[]', '[1,2]', '[{"email":"a@example.com"}]', '"text"', 'null', '42']) {
      const res = await supertest(t.app.app)
        [method === 'POST' ? 'post' : 'put'](path)
        .set('Cookie', admin.cookie)
        .set('Content-Type', 'application/json')
        .send(body);
      expect([body, res.status]).toEqual([body, 400]);
      expect(res.text).toMatch(/^The request body (must be a JSON object|is not valid JSON)\.$/);
    }
  });
});
