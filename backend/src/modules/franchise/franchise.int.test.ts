import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { startSmtpServer } from '../../../test/support/smtp.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

const MUTATION = 'mutation($i: FranchiseInquiryInput!) { submitFranchiseInquiry(input: $i) }';
const inquiry = {
  name: 'Pat Owner',
  email: 'pat@example.com',
  phone: '(405) 555-0123',
  market: 'Oklahoma City',
  message: 'We run two sports bars in OKC and want bays.',
};

describe('franchise inquiries', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await seedDemoData(t.db.dataSource);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('stores the inquiry and e-mails it to every admin', async () => {
    const res = await gql(supertest(t.app.app), MUTATION, { i: inquiry }).expect(200);
    expect(res.body).toEqual({ extensions: expect.anything(), data: { submitFranchiseInquiry: true } });
    const rows = await t.db.dataSource.query(`SELECT name, email, phone, market, message FROM franchise_inquiries`);
    expect(rows).toEqual([inquiry]);
    const mail = await smtp.waitFor('admin@backnine.golf');
    expect(mail.subject).toBe('Franchise inquiry: Oklahoma City (Pat Owner)');
    expect(mail.text).toContain('We run two sports bars in OKC and want bays.');
    expect(mail.text).toContain('pat@example.com');
  });

  it('answers a bad inquiry with VALIDATION naming the field, storing nothing', async () => {
    const res = await gql(supertest(t.app.app), MUTATION, { i: { ...inquiry, message: 'hi' } });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'message' });
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM franchise_inquiries`);
    expect(n).toBe(1);
  });

  it('limits one address to 5 inquiries an hour', async () => {
    for (let i = 0; i < 4; i++) await gql(supertest(t.app.app), MUTATION, { i: inquiry }).expect(200);
    const res = await gql(supertest(t.app.app), MUTATION, { i: inquiry });
    expect(res.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});
