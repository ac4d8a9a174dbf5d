import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isEnumType,
  isListType,
  type GraphQLField,
  type GraphQLInputType,
  type IntrospectionQuery,
} from 'graphql';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { moneyOf } from '../../../test/support/money.js';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, newCard, type TestApp } from '../../../test/support/test-app.js';

/** A value of the right type for any argument, so a request passes GraphQL validation and reaches the resolver. */
function sample(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return `[${sample(type.ofType)}]`;
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${sample(f.type)}`).join(', ')} }`;
  }
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (isScalarType(named)) {
    if (named.name === 'Int' || named.name === 'Float') return '1';
    if (named.name === 'Boolean') return 'true';
    return '"00000000-0000-0000-0000-000000000000"';
  }
  throw new Error(`no sample for ${String(type)}`);
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a) => isNonNullType(a.type)).map((a) => `${a.name}: ${sample(a.type)}`);
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}

describe('admin tools', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  let player: supertest.Agent;
  let day: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    admin = await signInDemo(t, 'admin');
    player = await signInDemo(t, 'player');
    day = addDays(localDateOf(new Date(), 'America/Chicago'), 3);
  });
  afterAll(() => t.close());

  it('every admin query and mutation in the schema refuses a visitor and a signed-in non-admin', async () => {
    const intro = await gql(supertest(t.app.app), getIntrospectionQuery()).expect(200);
    const schema = buildClientSchema(intro.body.data as IntrospectionQuery);
    const ops = [
      ...Object.values(schema.getQueryType()!.getFields())
        .filter((f) => f.name.startsWith('admin'))
        .map((f) => operation('query', f)),
      ...Object.values(schema.getMutationType()!.getFields())
        .filter((f) => f.name.startsWith('admin'))
        .map((f) => operation('mutation', f)),
    ];
    expect(ops.length).toBeGreaterThanOrEqual(16);
    expect(ops.some((op) => op.startsWith('query { adminClosures('))).toBe(true);
    for (const op of ops) {
      const anon = await gql(supertest(t.app.app), op);
      expect(anon.body.errors?.[0]?.extensions?.code, `${op} as a visitor`).toBe('UNAUTHENTICATED');
      const user = await gql(player, op);
      expect(user.body.errors?.[0]?.extensions?.code, `${op} as a non-admin`).toBe('FORBIDDEN');
    }
    await supertest(t.app.app).get('/api/admin/bookings.csv').expect(401);
    await player.get('/api/admin/bookings.csv').expect(403);
  });

  const CREATE = 'mutation($i: AdminBookingInput!) { adminCreateBooking(input: $i) { id reference bayNumber status totalCents } }';

  it('creates bookings for a walk-in and for an account, moves one, and refuses a double booking', async () => {
    const walkIn = (
      await gql(admin, CREATE, {
        i: {
          location: 'richardson',
          date: day,
          startHour: 12,
          hours: 2,
          partySize: 3,
          bayNumber: 2,
          guestName: 'Walk In Wendy',
          guestPhone: '(972) 555-0199',
        },
      })
    ).body.data.adminCreateBooking;
    expect(walkIn).toMatchObject({ bayNumber: 2, status: 'CONFIRMED', totalCents: 12000 });
    const [player] = await t.db.dataSource.query(`SELECT id FROM users WHERE email = 'player@backnine.golf'`);
    const account = (
      await gql(admin, CREATE, {
        i: { location: 'richardson', date: day, startHour: 12, hours: 1, partySize: 2, bayNumber: 3, userId: player.id },
      })
    ).body.data.adminCreateBooking;
    expect(account.status).toBe('CONFIRMED');
    const clash = await gql(admin, 'mutation($id: ID!) { adminMoveBooking(bookingId: $id, bayNumber: 2) { id } }', { id: account.id });
    expect(clash.body.errors[0]).toMatchObject({
      message: 'That slot was just taken. Please pick another time or bay.',
      extensions: { code: 'CONFLICT' },
    });
    const moved = (
      await gql(admin, 'mutation($id: ID!) { adminMoveBooking(bookingId: $id, bayNumber: 4, startHour: 15) { bayNumber startsAt } }', {
        id: account.id,
      })
    ).body.data.adminMoveBooking;
    expect(moved.bayNumber).toBe(4);
    const events = (
      await gql(admin, 'query($id: ID!) { adminBookingEvents(bookingId: $id) { actor event actorName } }', { id: account.id })
    ).body.data.adminBookingEvents;
    expect(events.map((e: { event: string }) => e.event)).toEqual(['created', 'moved']);
    expect(events[1]).toMatchObject({ actor: 'admin', actorName: 'Jordan Reyes' });
  });

  it('cancels with or without a refund, as the admin chooses', async () => {
    const customer = supertest.agent(t.app.app);
    await customer
      .post('/api/register')
      .send({ firstName: 'Pay', lastName: 'Er', email: 'payer@example.com', password: 'paying customer 1' })
      .expect(201);
    const pay = async (hour: number) => {
      const held = (
        await gql(customer, 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id } }', {
          i: { location: 'hudsonoaks', date: addDays(day, -1), startHour: hour, hours: 1, partySize: 2 },
        })
      ).body.data.holdBooking;
      const paid = await gql(
        customer,
        'mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { status } }',
        { id: held.id, p: await newCard(t), k: `admin-cancel-${hour}-${Date.now()}` },
      );
      expect(paid.body.data.payForBooking.status).toBe('CONFIRMED');
      return held.id as string;
    };
    const refunded = await pay(12);
    const kept = await pay(14);
    await gql(admin, 'mutation($id: ID!) { adminCancelBooking(bookingId: $id, refund: true) { status } }', { id: refunded }).expect(200);
    await gql(admin, 'mutation($id: ID!) { adminCancelBooking(bookingId: $id, refund: false) { status } }', { id: kept }).expect(200);
    const payments = await t.db.dataSource.query(`SELECT booking_id, refunded_cents FROM payments WHERE booking_id = ANY($1)`, [
      [refunded, kept],
    ]);
    expect(
      Object.fromEntries(payments.map((p: { booking_id: string; refunded_cents: number }) => [p.booking_id, p.refunded_cents])),
    ).toEqual({ [refunded]: 6000, [kept]: 0 });
    // At the processor too: the refunded booking's charge was refunded in full, the other's untouched.
    expect(await moneyOf(t, refunded)).toEqual([{ status: 'succeeded', amount: 6000, received: 6000, refunded: 6000 }]);
    expect(await moneyOf(t, kept)).toEqual([{ status: 'succeeded', amount: 6000, received: 6000, refunded: 0 }]);
  });

  it('the booking history grid filters, sorts and pages on the server, and exports the filtered set as CSV', async () => {
    for (const [i, name] of ['=cmd|calc', 'Alan Shepard', 'Moe Norman'].entries()) {
      await gql(admin, CREATE, {
        i: { location: 'tulsa', date: day, startHour: 10, hours: 1 + i, partySize: 2, bayNumber: 1 + i, guestName: name },
      }).expect(200);
    }
    const Q =
      'query($l: String, $s: String, $q: String, $sort: String, $d: String, $p: Int, $ps: Int) { adminBookings(location: $l, status: $s, search: $q, sort: $sort, direction: $d, page: $p, pageSize: $ps, dateFrom: null) { total rows { customerName totalCents locationSlug locationTimeZone status } } }';
    const tulsa = (await gql(admin, Q, { l: 'tulsa', sort: 'totalCents', d: 'asc' })).body.data.adminBookings;
    expect(tulsa.total).toBe(3);
    expect(tulsa.rows.map((r: { totalCents: number }) => r.totalCents)).toEqual([6000, 12000, 18000]);
    expect(tulsa.rows[0].locationTimeZone).toBe('America/Chicago');
    expect((await gql(admin, Q, { q: 'shep' })).body.data.adminBookings.rows.map((r: { customerName: string }) => r.customerName)).toEqual([
      'Alan Shepard',
    ]);
    const paged = (await gql(admin, Q, { l: 'tulsa', sort: 'totalCents', d: 'desc', p: 1, ps: 2 })).body.data.adminBookings;
    expect(paged).toMatchObject({ total: 3, rows: [{ totalCents: 6000 }] });
    expect(
      (await gql(admin, Q, { s: 'cancelled' })).body.data.adminBookings.rows.every((r: { status: string }) => r.status === 'cancelled'),
    ).toBe(true);
    const bad = await gql(admin, Q, { sort: 'password_hash' });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'sort' });

    const csv = await admin.get('/api/admin/bookings.csv').query({ location: 'tulsa', sort: 'totalCents', direction: 'asc' }).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      '"Reference","Location","Bay","Date","Starts","Ends","Status","Players","Total (USD)","Customer","Email","Phone","Booked at"',
    );
    expect(lines[1]).toContain(`"'=cmd|calc"`); // a formula is neutralised
    expect(lines[3]).toContain('"180.00","Moe Norman"');
    await admin.get('/api/admin/bookings.csv').query({ status: 'lost' }).expect(400);
  });

  it('manages users: server-side grid, admin flag, complimentary Birdie, disabling signs them out', async () => {
    const grid = (
      await gql(
        admin,
        '{ adminUsers(search: "backnine", sort: "email", direction: "asc") { total rows { email isAdmin membershipType disabled } } }',
      )
    ).body.data.adminUsers;
    expect(grid.rows.map((r: { email: string }) => r.email)).toEqual([
      'admin@backnine.golf',
      'birdie@backnine.golf',
      'player@backnine.golf',
    ]);
    const [p] = await t.db.dataSource.query(`SELECT id FROM users WHERE email = 'player@backnine.golf'`);
    const upd = await gql(
      admin,
      'mutation($id: ID!) { adminUpdateUser(userId: $id, input: { membershipType: "Birdie", preferredLocation: "tulsa" }) { membershipType preferredLocation membershipStatus } }',
      { id: p.id },
    );
    expect(upd.body.data.adminUpdateUser).toEqual({ membershipType: 'Birdie', preferredLocation: 'tulsa', membershipStatus: 'active' });
    expect((await player.get('/api/user')).body.membershipType).toBe('Birdie');
    const self = await gql(admin, 'mutation($id: ID!) { adminSetUserDisabled(userId: $id, disabled: true) { id } }', {
      id: (await admin.get('/api/user')).body.id,
    });
    expect(self.body.errors[0].extensions.code).toBe('VALIDATION');
    await gql(admin, 'mutation($id: ID!) { adminSetUserDisabled(userId: $id, disabled: true) { id } }', { id: p.id }).expect(200);
    await player.get('/api/user').expect(401);
    const log = (await gql(admin, '{ adminAuditLog(pageSize: 50) { action actorName targetType } }')).body.data.adminAuditLog;
    expect(log.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['user.disable', 'user.update', 'booking.create', 'booking.move', 'booking.cancel']),
    );
    expect(log[0]).toMatchObject({ actorName: 'Jordan Reyes' });
  });

  it('system utilities: health, releasing expired holds, closures', async () => {
    const health = (await gql(admin, '{ adminSystemHealth { database mail jobs { queued failed oldestDueSeconds } } }')).body.data
      .adminSystemHealth;
    expect(health).toMatchObject({ database: true, mail: true, jobs: { failed: 0 } });
    const released = await gql(admin, 'mutation { adminReleaseExpiredHolds }');
    expect(typeof released.body.data.adminReleaseExpiredHolds).toBe('number');
    const id = (
      await gql(
        admin,
        'mutation($d: String!) { adminCreateClosure(input: { location: "tulsa", bayNumber: 6, date: $d, startHour: 18, endHour: 24, reason: "Private event" }) }',
        { d: day },
      )
    ).body.data.adminCreateClosure;
    const grid = (
      await gql(
        admin,
        'query($d: String!) { availability(location: "tulsa", date: $d) { bays { bay { number } slots { hour state } } } }',
        { d: day },
      )
    ).body.data.availability;
    const bay6 = grid.bays.find((b: { bay: { number: number } }) => b.bay.number === 6);
    expect(bay6.slots.filter((s: { hour: number }) => s.hour >= 18).every((s: { state: string }) => s.state === 'CLOSED')).toBe(true);
    const CLOSURES =
      'query($l: String!, $d: String!) { adminClosures(location: $l, date: $d) { id bayNumber startHour endHour reason startsAt endsAt } }';
    const listed = (await gql(admin, CLOSURES, { l: 'tulsa', d: day })).body.data.adminClosures;
    expect(listed).toEqual([
      { id, bayNumber: 6, startHour: 18, endHour: 24, reason: 'Private event', startsAt: expect.any(String), endsAt: expect.any(String) },
    ]);
    expect((await gql(admin, CLOSURES, { l: 'richardson', d: day })).body.data.adminClosures).toEqual([]);
    expect((await gql(admin, CLOSURES, { l: 'tulsa', d: addDays(day, 1) })).body.data.adminClosures).toEqual([]);
    // Closures made outside the calendar (no audit entry) and across midnight: clipped to each date.
    const [tulsa] = await t.db.dataSource.query(`SELECT id, time_zone FROM locations WHERE slug = 'tulsa'`);
    const [overnight] = await t.db.dataSource.query(
      `INSERT INTO closures (location_id, starts_at, ends_at, reason) VALUES ($1, ($2::date + time '22:00') AT TIME ZONE $3, ($2::date + 1 + time '02:00') AT TIME ZONE $3, 'Resurfacing') RETURNING id`,
      [tulsa.id, day, tulsa.time_zone],
    );
    expect(
      (await gql(admin, CLOSURES, { l: 'tulsa', d: day })).body.data.adminClosures.map(
        (c: { id: string; bayNumber: number | null; startHour: number; endHour: number }) => [c.id, c.bayNumber, c.startHour, c.endHour],
      ),
    ).toEqual([
      [id, 6, 18, 24],
      [overnight.id, null, 22, 24],
    ]);
    expect((await gql(admin, CLOSURES, { l: 'tulsa', d: addDays(day, 1) })).body.data.adminClosures).toMatchObject([
      { id: overnight.id, bayNumber: null, startHour: 0, endHour: 2, reason: 'Resurfacing' },
    ]);
    await gql(admin, 'mutation($id: ID!) { adminRemoveClosure(id: $id) }', { id: overnight.id }).expect(200);
    const unknown = (await gql(admin, CLOSURES, { l: 'dallas', d: day })).body.errors[0];
    expect(unknown).toMatchObject({ message: 'We have no location by that name.', extensions: { code: 'NOT_FOUND' } });
    expect((await gql(admin, CLOSURES, { l: 'tulsa', d: '2026-02-30' })).body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION',
      field: 'date',
    });
    await gql(admin, 'mutation($id: ID!) { adminRemoveClosure(id: $id) }', { id }).expect(200);
    expect((await gql(admin, CLOSURES, { l: 'tulsa', d: day })).body.data.adminClosures).toEqual([]);
    const closure = (input: Record<string, unknown>) =>
      gql(admin, 'mutation($i: ClosureInput!) { adminCreateClosure(input: $i) }', {
        i: { location: 'tulsa', date: day, startHour: 18, endHour: 20, reason: 'Maintenance', ...input },
      });
    expect((await closure({ endHour: 18 })).body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'endHour' });
    expect((await closure({ reason: '  ' })).body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'reason' });
    expect((await closure({ bayNumber: 9 })).body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'bayNumber' });
    expect((await closure({ location: 'dallas' })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await closure({ date: '2026-02-30' })).body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'date' });
    expect((await gql(admin, 'mutation($id: ID!) { adminRemoveClosure(id: $id) }', { id })).body.errors[0].extensions.code).toBe(
      'NOT_FOUND',
    );
    const dash = (
      await gql(admin, '{ adminDashboard { today todayByLocation { slug bookings } revenueCents occupancy views { day views } } }')
    ).body.data.adminDashboard;
    expect(dash.todayByLocation.map((l: { slug: string }) => l.slug)).toEqual(['hudsonoaks', 'richardson', 'tulsa']);
    expect(dash.revenueCents).toBeGreaterThan(0);
  });
});
