// /admin/manage-discounts' API: create and edit with the shared rules, no duplicate in any case,
// the grid's server-side filter/sort/paging, live counts, redemptions and both CSV exports.
import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

const FIELDS =
  'id code kind percent amountCents appliesTo startsOn endsOn validFrom validTo maxRedemptions perUserLimit redeemedCount releasedCount active status';
const CREATE = `mutation($i: DiscountCodeInputType!) { adminCreateDiscountCode(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $i: DiscountCodeInputType!) { adminUpdateDiscountCode(id: $id, input: $i) { ${FIELDS} } }`;
const ACTIVE = `mutation($id: ID!, $a: Boolean!) { adminSetDiscountCodeActive(id: $id, active: $a) { active status } }`;
const LIST = `query($search: String, $appliesTo: String, $status: String, $sort: String, $direction: String, $page: Int, $pageSize: Int) {
  adminDiscountCodes(search: $search, appliesTo: $appliesTo, status: $status, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {
    total rows { code redeemedCount status } } }`;
const REDEMPTIONS = `query($id: ID!) { adminDiscountRedemptions(discountId: $id) { total rows { customerEmail purchaseKind amountCents releasedAt } } }`;

const input = (over: Record<string, unknown> = {}) => ({
  code: 'summer-swing',
  description: 'Summer promo',
  kind: 'percent',
  percent: 15,
  amountCents: null,
  appliesTo: ['bookings', 'memberships'],
  startsOn: '2027-06-01',
  endsOn: '2027-08-31',
  maxRedemptions: 50,
  perUserLimit: 1,
  active: true,
  ...over,
});

describe('discount codes for admins', () => {
  let t: TestApp;
  let admin: supertest.Agent;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    admin = await signInDemo(t, 'admin');
  });
  afterAll(() => t.close());

  it('creates a code upper-case, with its dates as the venue days, and refuses a duplicate in any case', async () => {
    const res = await gql(admin, CREATE, { i: input() });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.adminCreateDiscountCode).toMatchObject({
      code: 'SUMMER-SWING',
      appliesTo: ['bookings', 'memberships'],
      startsOn: '2027-06-01',
      endsOn: '2027-08-31',
      // The demo venues are all in Chicago (CDT in summer): local midnight to the end of the last day.
      validFrom: '2027-06-01T05:00:00.000Z',
      validTo: '2027-09-01T05:00:00.000Z',
      redeemedCount: 0,
      status: 'scheduled',
    });
    const dup = await gql(admin, CREATE, { i: input({ code: 'Summer-SWING' }) });
    expect(dup.body.errors[0]).toMatchObject({
      message: 'That code already exists (codes ignore upper and lower case). Please choose another.',
      extensions: { code: 'VALIDATION', field: 'code' },
    });
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM discount_codes WHERE code = 'summer-swing'`);
    expect(n).toBe(1);
  });

  it('checks every value with the shared rules and names the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ percent: 0 }, 'percent', 'Please enter a percentage from 1 to 100.'],
      [{ percent: 101 }, 'percent', 'Please enter a percentage from 1 to 100.'],
      [{ kind: 'fixed', amountCents: 0 }, 'amountCents', 'Please enter an amount above $0.00, in dollars and cents.'],
      [{ startsOn: '2027-09-01' }, 'endsOn', 'The last day must be on or after the first day.'],
      [{ maxRedemptions: 0 }, 'maxRedemptions', 'Please enter a whole number of at least 1, or leave it empty for no limit.'],
      [{ perUserLimit: -1 }, 'perUserLimit', 'Please enter a whole number of at least 1, or leave it empty for no limit.'],
      [{ appliesTo: [] }, 'appliesTo', 'Please choose at least one kind of purchase.'],
      [{ code: 'no spaces' }, 'code', 'Please enter a code of 3 to 32 letters, digits, - or _ (no spaces).'],
    ];
    for (const [over, field, message] of cases) {
      const res = await gql(admin, CREATE, { i: input({ code: `BAD${randomUUID().slice(0, 6)}`, ...over }) });
      expect(res.body.errors?.[0], JSON.stringify(over)).toMatchObject({ message, extensions: { code: 'VALIDATION', field } });
    }
  });

  it('edits, deactivates (never deletes) and lists with server-side filters, sort and paging', async () => {
    const created = (await gql(admin, CREATE, { i: input({ code: 'EDITME', startsOn: null, endsOn: null }) })).body.data
      .adminCreateDiscountCode;
    const edited = (
      await gql(admin, UPDATE, {
        id: created.id,
        i: input({ code: 'EDITED5', kind: 'fixed', amountCents: 500, startsOn: null, endsOn: null }),
      })
    ).body.data.adminUpdateDiscountCode;
    expect(edited).toMatchObject({ code: 'EDITED5', kind: 'fixed', amountCents: 500, percent: null, status: 'active' });
    // Renaming to another code's name (in another case) is refused too.
    const clash = await gql(admin, UPDATE, { id: created.id, i: input({ code: 'welcome10' }) });
    expect(clash.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'code' });

    expect((await gql(admin, ACTIVE, { id: created.id, a: false })).body.data.adminSetDiscountCodeActive).toEqual({
      active: false,
      status: 'inactive',
    });
    const inactive = (await gql(admin, LIST, { status: 'inactive' })).body.data.adminDiscountCodes;
    expect(inactive.rows.map((r: { code: string }) => r.code)).toContain('EDITED5');
    const byCode = (await gql(admin, LIST, { sort: 'code', direction: 'asc', pageSize: 2 })).body.data.adminDiscountCodes;
    expect(byCode.rows).toHaveLength(2);
    expect(byCode.total).toBeGreaterThanOrEqual(3);
    const sorted = byCode.rows.map((r: { code: string }) => r.code);
    expect([...sorted].sort()).toEqual(sorted);
    const page2 = (await gql(admin, LIST, { sort: 'code', direction: 'asc', pageSize: 2, page: 1 })).body.data.adminDiscountCodes;
    expect(page2.rows[0].code > sorted[1]).toBe(true);
    const memberships = (await gql(admin, LIST, { appliesTo: 'memberships', search: 'edited' })).body.data.adminDiscountCodes;
    expect(memberships.rows.map((r: { code: string }) => r.code)).toEqual(['EDITED5']);
    expect((await gql(admin, LIST, { appliesTo: 'lessons', search: 'edited' })).body.data.adminDiscountCodes.total).toBe(0);
    const bad = await gql(admin, LIST, { sort: 'password' });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'sort' });
  });

  it("shows a code's live count and redemptions, and exports both as CSV (admins only)", async () => {
    const [code] = await t.db.dataSource.query(`SELECT id FROM discount_codes WHERE code = 'WELCOME10'`);
    const [player] = await t.db.dataSource.query(`SELECT id FROM users WHERE email = 'player@backnine.golf'`);
    const purchase = randomUUID();
    await t.db.dataSource.query(
      `INSERT INTO discount_redemptions (discount_code_id, user_id, purchase_kind, purchase_id, amount_cents) VALUES ($1, $2, 'bookings', $3, 600)`,
      [code.id, player.id, purchase],
    );
    await t.db.dataSource.query(`UPDATE discount_codes SET redeemed_count = redeemed_count + 1 WHERE id = $1`, [code.id]);
    const list = (await gql(admin, LIST, { search: 'welcome10' })).body.data.adminDiscountCodes;
    expect(list.rows).toEqual([{ code: 'WELCOME10', redeemedCount: 1, status: 'active' }]);
    const redemptions = (await gql(admin, REDEMPTIONS, { id: code.id })).body.data.adminDiscountRedemptions;
    expect(redemptions).toEqual({
      total: 1,
      rows: [{ customerEmail: 'player@backnine.golf', purchaseKind: 'bookings', amountCents: 600, releasedAt: null }],
    });

    const csv = await admin.get(`/api/admin/discounts/${code.id}/redemptions.csv`).expect(200);
    expect(csv.headers['content-disposition']).toContain('WELCOME10-redemptions-');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('"Redeemed at","Customer","Email","Purchase","Purchase id","Amount off (USD)","Given back at"');
    expect(lines[1]).toContain(`"Riley Parker","player@backnine.golf","Bay bookings","${purchase}","6.00",""`);

    const codes = await admin.get('/api/admin/discounts.csv?search=welcome&sort=code&direction=asc').expect(200);
    expect(codes.text.split('\r\n')[1]).toMatch(/^"WELCOME10","10% off your first bay booking","percent","10","","Bay bookings",/);
    await admin.get('/api/admin/discounts.csv?status=bogus').expect(400);
    await admin.get(`/api/admin/discounts/${randomUUID()}/redemptions.csv`).expect(404);
    await supertest(t.app.app).get('/api/admin/discounts.csv').expect(401);
    const customer = await signInDemo(t, 'player');
    await customer.get(`/api/admin/discounts/${code.id}/redemptions.csv`).expect(403);
  });
});
