import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../shared/time.js';
import type { User } from '../modules/users/user.entity.js';
import { createTestApp, gql, newCard, type TestApp } from '../../test/support/test-app.js';

const HOLD = 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id reference } }';
const PAY =
  'mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { status } }';
const CANCEL = 'mutation($id: ID!) { cancelBooking(bookingId: $id) { status } }';

/** 2026-01-15T18:00:00.000Z → 20260115T180000Z, the form of a UTC DATE-TIME in iCalendar. */
const icsUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** The one VEVENT's properties, with folded lines joined (RFC 5545 §3.1). */
function vevent(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const from = lines.indexOf('BEGIN:VEVENT');
  const to = lines.indexOf('END:VEVENT');
  expect(from).toBeGreaterThan(-1);
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  return Object.fromEntries(lines.slice(from + 1, to).map((l) => [l.slice(0, l.search(/[:;]/)), l]));
}

describe('GET /api/bookings/:id/calendar.ics', () => {
  let t: TestApp;
  let day: string;
  let n = 0;
  let player: supertest.Agent;
  let admin: supertest.Agent;

  async function signIn(email: string, password: string) {
    const agent = supertest.agent(t.app.app);
    await agent.post('/api/login').send({ email, password }).expect(200);
    return agent;
  }
  async function book(agent: supertest.Agent, startHour: number): Promise<{ id: string; reference: string }> {
    const held = (await gql(agent, HOLD, { i: { location: 'richardson', date: day, startHour, hours: 2, partySize: 3, bayNumber: 2 } }))
      .body.data.holdBooking;
    const paid = await gql(agent, PAY, { id: held.id, p: await newCard(t), k: `ics-test-${++n}-${Date.now()}` });
    expect(paid.body.data.payForBooking.status).toBe('CONFIRMED');
    return held;
  }
  const url = (id: string) => `/api/bookings/${id}/calendar.ics`;

  beforeAll(async () => {
    t = await createTestApp({ APP_ORIGIN: 'https://golf.example' });
    await seedDemoData(t.db.dataSource);
    day = addDays(localDateOf(new Date(), 'America/Chicago'), 2); // inside the window, more than 24 h away
    player = await signIn('player@backnine.golf', 'back9-player-demo');
    admin = await signIn('admin@backnine.golf', 'back9-admin-demo');
  });
  afterAll(() => t.close());

  it('gives the owner the booking as an .ics download, the same file the confirmation e-mail attaches', async () => {
    const b = await book(player, 12);
    const res = await player.get(url(b.id)).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="back-nine-richardson-${day}.ics"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const ics = res.text;
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('METHOD:PUBLISH');
    const [row] = await t.db.dataSource.query(`SELECT starts_at, ends_at FROM bookings WHERE id = $1`, [b.id]);
    const e = vevent(ics);
    expect(e.UID).toBe(`UID:${b.id}@backnine.golf`);
    expect(e.DTSTART).toBe(`DTSTART:${icsUtc(row.starts_at)}`);
    expect(e.DTEND).toBe(`DTEND:${icsUtc(row.ends_at)}`);
    expect(e.STATUS).toBe('STATUS:CONFIRMED');
    expect(e.DESCRIPTION).toContain(b.reference);
    expect(e.DESCRIPTION).toContain('https://golf.example/booking-history');
    // One builder: the same event as the e-mail's attachment (only DTSTAMP, the moment of building, differs).
    const me = (await player.get('/api/user').expect(200)).body;
    const booking = await t.app.services.bookings.get(b.id, { id: me.id, isAdmin: false } as User);
    const file = await t.app.services.bookingNotifier.calendarFile(booking);
    const strip = (s: string) => s.replace(/DTSTAMP:\d{8}T\d{6}Z\r\n/, '');
    expect(strip(file.content)).toBe(strip(ics));
  });

  it('a visitor gets 401, another customer and unknown or malformed ids 404; an admin gets any booking', async () => {
    const b = await book(player, 15);
    const visitor = await supertest(t.app.app).get(url(b.id)).expect(401);
    expect(visitor.text).toBe('Not signed in');
    expect(visitor.headers['content-type']).toMatch(/^text\/plain/);

    const other = supertest.agent(t.app.app);
    await other
      .post('/api/register')
      .send({ firstName: 'Other', lastName: 'Golfer', email: `other-${Date.now()}@example.com`, password: 'another long secret' })
      .expect(201);
    expect((await other.get(url(b.id)).expect(404)).text).toBe('Booking not found');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '------------------------------------', `${b.id}x`]) {
      expect((await player.get(url(encodeURIComponent(id))).expect(404)).text).toBe('Booking not found');
    }

    const res = await admin.get(url(b.id)).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(vevent(res.text).UID).toBe(`UID:${b.id}@backnine.golf`);
  });

  it('a cancelled booking gives the cancelling file (METHOD:CANCEL, same UID); a lapsed or unpaid hold has none', async () => {
    const b = await book(player, 18);
    expect((await gql(player, CANCEL, { id: b.id })).body.data.cancelBooking.status).toBe('CANCELLED');
    const res = await player.get(url(b.id)).expect(200);
    expect(res.text).toContain('METHOD:CANCEL');
    const e = vevent(res.text);
    expect(e.UID).toBe(`UID:${b.id}@backnine.golf`);
    expect(e.STATUS).toBe('STATUS:CANCELLED');
    expect(e.SEQUENCE).toBe('SEQUENCE:1');

    const held = (
      await gql(player, HOLD, { i: { location: 'richardson', date: day, startHour: 10, hours: 1, partySize: 1, bayNumber: 3 } })
    ).body.data.holdBooking;
    expect((await player.get(url(held.id)).expect(404)).text).toBe('Booking not found');
    await gql(player, 'mutation($id: ID!) { releaseHold(bookingId: $id) }', { id: held.id });
    expect((await player.get(url(held.id)).expect(404)).text).toBe('Booking not found');
  });
});
