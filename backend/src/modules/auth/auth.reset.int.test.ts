import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/support/smtp.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

describe('password reset by e-mail (real SMTP)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const request = (email: string) => gql(supertest(t.app.app), 'mutation($e: String!) { requestPasswordReset(email: $e) }', { e: email });
  const reset = (token: string, newPassword: string) =>
    gql(supertest(t.app.app), 'mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) }', {
      t: token,
      p: newPassword,
    });
  const login = (email: string, password: string) => supertest(t.app.app).post('/api/login').send({ email, password });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, APP_ORIGIN: 'https://golf.example' });
    await supertest(t.app.app)
      .post('/api/register')
      .send({ firstName: 'Rory', lastName: 'M', email: 'rory@example.com', password: 'four majors so far' })
      .expect(201);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('mails a single-use link valid one hour; it sets the password once and ends every session', async () => {
    const signedIn = supertest.agent(t.app.app);
    await signedIn.post('/api/login').send({ email: 'rory@example.com', password: 'four majors so far' }).expect(200);

    const res = await request('Rory@Example.com').expect(200);
    expect(res.body).toEqual({ extensions: expect.anything(), data: { requestPasswordReset: true } });
    const mail = await smtp.waitFor('rory@example.com');
    expect(mail.subject).toBe('Reset your Back Nine password');
    const link = /https:\/\/golf\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link![1];

    const [stored] = await t.db.dataSource.query(`SELECT token_hash, expires_at - created_at AS ttl FROM password_reset_tokens`);
    expect(stored.token_hash.toString('utf8')).not.toContain(token); // only a hash is stored
    expect(stored.ttl).toMatchObject({ hours: 1 });

    const weak = await reset(token, 'password').expect(200);
    expect(weak.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'newPassword' });

    const ok = await reset(token, 'a new swing thought').expect(200);
    expect(ok.body).toEqual({ extensions: expect.anything(), data: { resetPassword: true } });
    await signedIn.get('/api/user').expect(401); // the old session ended
    await login('rory@example.com', 'four majors so far').expect(401);
    await login('rory@example.com', 'a new swing thought').expect(200);

    const second = await reset(token, 'yet another password').expect(200);
    expect(second.body.errors[0]).toMatchObject({
      message: 'This reset link is invalid or has expired. Please request a new one.',
      extensions: { code: 'VALIDATION', field: 'token' },
    });
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const before = smtp.inbox.length;
    const res = await request('nobody@example.com').expect(200);
    expect(res.body).toEqual({ extensions: expect.anything(), data: { requestPasswordReset: true } });
    // A later reset for a real account is the sentinel: once its mail is in, a mail for nobody would be too.
    await request('rory@example.com').expect(200);
    await smtp.waitFor('rory@example.com', 5000, before);
    expect(smtp.inbox.slice(before).map((m) => m.to)).toEqual([['rory@example.com']]);
  });

  it('refuses an expired link', async () => {
    const before = smtp.inbox.length;
    await request('rory@example.com').expect(200);
    const mail = await smtp.waitFor('rory@example.com', 5000, before);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    await t.db.dataSource.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    const res = await reset(token, 'too late for this one').expect(200);
    expect(res.body.errors[0].extensions.code).toBe('VALIDATION');
  });

  it('rate-limits reset requests per e-mail', async () => {
    for (let i = 0; i < 5; i++)
      expect((await request('limit@example.com')).body).toEqual({ extensions: expect.anything(), data: { requestPasswordReset: true } });
    const res = await request('limit@example.com');
    expect(res.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(res.body.errors[0].message).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/);
  });
});
