// /admin/coach-management and /admin/coach-hours over GraphQL and REST: admin checks, the shared
// rules, stranded lessons named, the calendar move checked against the coach's hours, photos by
// their bytes, deactivation that asks, and the hours change racing a lesson hold.
import pg from 'pg';
import sharp from 'sharp';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, isoWeekday, localDateOf } from '../../shared/time.js';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

const TZ = 'America/Chicago';
const COACH = 'id name email active hourlyRateCents bufferMinutes photoUrl upcomingLessons locations { slug }';
const CREATE = `mutation($i: CoachInputType!) { adminCreateCoach(input: $i) { ${COACH} } }`;
const SET_HOURS = `mutation($c: ID!, $l: ID!, $s: [CoachHoursStretchInput!]!) { adminSetCoachHours(coachId: $c, locationId: $l, stretches: $s) {
  hours { locationId weekday startsMinute endsMinute } } }`;
const TIME_OFF = `mutation($c: ID!, $l: ID!, $i: CoachTimeOffInput!) { adminAddCoachTimeOff(coachId: $c, locationId: $l, input: $i) {
  timeOff { id startsAt endsAt reason } } }`;
const DEACTIVATE = `mutation($id: ID!, $x: UpcomingLessonsChoice) { adminDeactivateCoach(id: $id, lessons: $x) { ${COACH} } }`;
const HOLD = 'mutation($i: LessonRequestInput!) { holdLesson(input: $i) { id reference status } }';
const MOVE = 'mutation($id: ID!, $h: Int) { adminMoveBooking(bookingId: $id, startHour: $h) { id startHour } }';
const UPCOMING = 'query($c: ID!) { adminCoachUpcomingLessons(coachId: $c) { reference customerName status } }';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
/** A camera's photo: landscape, with EXIF (the camera's maker and the orientation a phone writes). */
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f6b4f' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Venue Test Camera', Copyright: 'Someone' } })
    .toBuffer();

describe('coach admin', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  let customer: supertest.Agent;
  let tulsa: string;
  let day: string;
  let n = 0;
  const input = (over: Record<string, unknown> = {}) => ({
    name: 'Robin Vale',
    email: `robin${++n}@coaches.example`,
    bio: 'Short game.',
    locationIds: [tulsa],
    hourlyRateCents: 8000,
    bufferMinutes: 0,
    active: true,
    ...over,
  });
  /** A coach working 10:00–18:00 every day in Tulsa. */
  async function newCoach(): Promise<string> {
    const res = await gql(admin, CREATE, { i: input() });
    expect(res.body.errors).toBeUndefined();
    const id = res.body.data.adminCreateCoach.id as string;
    const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startsMinute: 600, endsMinute: 1080 }));
    expect((await gql(admin, SET_HOURS, { c: id, l: tulsa, s: week })).body.errors).toBeUndefined();
    return id;
  }
  const hold = (coachId: string, startHour: number) => gql(customer, HOLD, { i: { location: 'tulsa', date: day, startHour, coachId } });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    admin = await signInDemo(t, 'admin');
    customer = supertest.agent(t.app.app);
    await customer
      .post('/api/register')
      .send({ firstName: 'Casey', lastName: 'Learner', email: `casey-${Date.now()}@example.com`, password: 'a long enough secret' })
      .expect(201);
    [{ id: tulsa }] = await t.db.dataSource.query(`SELECT id FROM locations WHERE slug = 'tulsa'`);
    day = addDays(localDateOf(new Date(), TZ), 2);
  });
  afterAll(() => t.close());

  it('is for admins only, on the server', async () => {
    const res = await gql(customer, CREATE, { i: input() });
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const list = await gql(supertest(t.app.app), '{ adminCoaches { id } }');
    expect(list.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    await customer.put('/api/admin/coaches/x/photo').set('Content-Type', 'image/png').send(PNG).expect(403);
  });

  it('creates with the shared rules and names the wrong field', async () => {
    const zero = await gql(admin, CREATE, { i: input({ hourlyRateCents: 0 }) });
    expect(zero.body.errors[0]).toMatchObject({ extensions: { code: 'VALIDATION', field: 'hourlyRateCents' } });
    const first = await gql(admin, CREATE, { i: input({ email: 'same@coaches.example' }) });
    expect(first.body.data.adminCreateCoach).toMatchObject({ active: true, hourlyRateCents: 8000, locations: [{ slug: 'tulsa' }] });
    const dup = await gql(admin, CREATE, { i: input({ email: 'Same@Coaches.example' }) });
    expect(dup.body.errors[0]).toMatchObject({ message: 'Another coach already has that e-mail address.', extensions: { field: 'email' } });
  });

  it('refuses an hours change or time off that would strand a booked lesson, naming it', async () => {
    const coach = await newCoach();
    const held = await hold(coach, 11);
    expect(held.body.errors).toBeUndefined();
    const ref = held.body.data.holdLesson.reference as string;
    const weekday = isoWeekday(day);
    const afternoons = [1, 2, 3, 4, 5, 6, 7].map((w) => ({ weekday: w, startsMinute: w === weekday ? 780 : 600, endsMinute: 1080 }));
    const refused = await gql(admin, SET_HOURS, { c: coach, l: tulsa, s: afternoons });
    expect(refused.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(refused.body.errors[0].message).toContain(ref);
    expect(refused.body.errors[0].message).toContain('11:00 AM');
    // Hours that still cover 11:00–12:00 are fine.
    const ok = await gql(admin, SET_HOURS, { c: coach, l: tulsa, s: [{ weekday, startsMinute: 660, endsMinute: 720 }] });
    expect(ok.body.errors).toBeUndefined();
    const off = await gql(admin, TIME_OFF, { c: coach, l: tulsa, i: { startsAt: `${day}T11:30`, endsAt: `${day}T15:00`, reason: 'x' } });
    expect(off.body.errors[0].message).toContain(ref);
    const fine = await gql(admin, TIME_OFF, {
      c: coach,
      l: tulsa,
      i: { startsAt: `${day}T12:00`, endsAt: `${day}T15:00`, reason: 'Physio' },
    });
    expect(fine.body.data.adminAddCoachTimeOff.timeOff).toHaveLength(1);
  });

  it('moves a lesson on the calendar only to a time its coach works', async () => {
    const coach = await newCoach();
    const held = await hold(coach, 12);
    expect(held.body.errors).toBeUndefined();
    const id = held.body.data.holdLesson.id as string;
    const early = await gql(admin, MOVE, { id, h: 19 }); // the venue is open, the coach stops at 18:00
    expect(early.body.errors[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(early.body.errors[0].message).toMatch(/does not teach at .* at that time/);
    await gql(admin, TIME_OFF, { c: coach, l: tulsa, i: { startsAt: `${day}T15:00`, endsAt: `${day}T17:00`, reason: '' } });
    const away = await gql(admin, MOVE, { id, h: 15 });
    expect(away.body.errors[0].message).toMatch(/is away/);
    const moved = await gql(admin, MOVE, { id, h: 13 });
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data.adminMoveBooking.startHour).toBe(13);
  });

  it('stores a photo decoded and encoded again: square WebP, no metadata, and never the uploaded bytes', async () => {
    const coach = await newCoach();
    const refused = async (body: Buffer, text: string) => {
      const res = await admin.put(`/api/admin/coaches/${coach}/photo`).set('Content-Type', 'image/png').send(body);
      expect([res.status, res.text]).toEqual([400, text]);
    };
    await refused(Buffer.from('GIF89a-not-a-png'), 'The photo must be a JPEG, PNG or WebP image.');
    // Starts like a PNG, is a web page: the first bytes pass, decoding does not.
    await refused(
      Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]),
      'The photo must be a JPEG, PNG or WebP image.',
    );
    await refused(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'The photo must be at most 2 MB.');
    const upload = await photo();
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const ok = await admin
      .put(`/api/admin/coaches/${coach}/photo`)
      .set('Content-Type', 'application/octet-stream')
      .send(upload)
      .expect(200);
    expect(ok.body.photoUrl).toMatch(new RegExp(`^/api/coaches/${coach}/photo\\?v=\\d+$`));
    const got = await supertest(t.app.app).get(ok.body.photoUrl).buffer(true).expect(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['cache-control']).toContain('immutable');
    const stored = await sharp(got.body as Buffer).metadata();
    expect({ format: stored.format, width: stored.width, height: stored.height, exif: stored.exif }).toEqual({
      format: 'webp',
      width: 320,
      height: 320,
      exif: undefined,
    });
    await supertest(t.app.app).get('/api/coaches/not-a-uuid/photo').expect(404);
  });

  it("deactivating a coach with lessons asks; cancel goes through the desk's cancel-and-refund path", async () => {
    const coach = await newCoach();
    const held = await hold(coach, 14);
    const ref = held.body.data.holdLesson.reference as string;
    expect((await gql(admin, UPCOMING, { c: coach })).body.data.adminCoachUpcomingLessons).toEqual([
      { reference: ref, customerName: 'Casey Learner', status: 'held' },
    ]);
    const ask = await gql(admin, DEACTIVATE, { id: coach, x: null });
    expect(ask.body.errors[0].message).toContain(ref);
    expect(
      (await gql(admin, '{ adminCoaches { id active } }')).body.data.adminCoaches.find((c: { id: string }) => c.id === coach).active,
    ).toBe(true);
    const done = await gql(admin, DEACTIVATE, { id: coach, x: 'CANCEL' });
    expect(done.body.data.adminDeactivateCoach).toMatchObject({ active: false, upcomingLessons: 0 });
    const [row] = await t.db.dataSource.query(`SELECT status, cancel_reason FROM bookings WHERE reference = $1`, [ref]);
    expect(row).toEqual({ status: 'cancelled', cancel_reason: 'admin' });
    // An inactive coach takes no new lesson.
    expect((await hold(coach, 16)).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('deactivating and keeping the lessons stops new bookings only', async () => {
    const coach = await newCoach();
    const ref = (await hold(coach, 10)).body.data.holdLesson.reference as string;
    const done = await gql(admin, DEACTIVATE, { id: coach, x: 'KEEP' });
    expect(done.body.data.adminDeactivateCoach).toMatchObject({ active: false, upcomingLessons: 1 });
    const [row] = await t.db.dataSource.query(`SELECT status FROM bookings WHERE reference = $1`, [ref]);
    expect(row.status).toBe('held');
  });

  it('an hours change waiting on the coach lock sees the hold, and a hold waiting on it sees the new hours', async () => {
    // Deterministic: the admin's side holds the coach row while a hold runs, then narrows the hours.
    const coach = await newCoach();
    const qr = t.db.dataSource.createQueryRunner();
    await qr.connect();
    await qr.startTransaction();
    await qr.query(`SELECT 1 FROM coaches WHERE id = $1 FOR UPDATE`, [coach]);
    const pending = hold(coach, 11);
    await new Promise((r) => setTimeout(r, 300)); // the hold is now queued on the row lock
    await qr.query(`DELETE FROM coach_hours WHERE coach_id = $1`, [coach]);
    await qr.commitTransaction();
    await qr.release();
    const res = await pending;
    expect(res.body.errors[0].extensions.code).toBe('VALIDATION'); // outside the (now empty) hours
  });

  it('a hold racing an hours change that removes its hour: never both succeed into a stranded lesson', async () => {
    const weekday = isoWeekday(day);
    const outcomes = { hold: 0, hours: 0 };
    for (let round = 0; round < 8; round++) {
      const coach = await newCoach();
      const without11 = [
        { weekday, startsMinute: 600, endsMinute: 660 },
        { weekday, startsMinute: 720, endsMinute: 1080 },
      ];
      const [h, c] = await Promise.all([hold(coach, 11), gql(admin, SET_HOURS, { c: coach, l: tulsa, s: without11 })]);
      const held = !h.body.errors;
      const changed = !c.body.errors;
      expect(held && changed).toBe(false);
      expect(held || changed).toBe(true);
      if (held) outcomes.hold++;
      else outcomes.hours++;
      if (!changed) expect(c.body.errors[0].message).toContain(h.body.data.holdLesson.reference);
      const stranded: unknown[] = await t.db.dataSource.query(
        `SELECT b.id FROM bookings b WHERE b.coach_id = $1 AND b.status IN ('held', 'confirmed') AND NOT EXISTS (
           SELECT 1 FROM coach_hours h WHERE h.coach_id = b.coach_id AND h.location_id = b.location_id AND h.weekday = $2
             AND h.starts_minute <= 660 AND h.ends_minute >= 720)`,
        [coach, weekday],
      );
      expect(stranded).toEqual([]);
    }
    expect(outcomes.hold + outcomes.hours).toBe(8);
  });
  it('tells open lesson pages to refetch when hours or time off change (the availability channel)', async () => {
    const coach = await newCoach();
    const listener = new pg.Client({ connectionString: t.db.url });
    await listener.connect();
    const heard: { locationId: string; date: string }[] = [];
    listener.on('notification', (m) => heard.push(JSON.parse(m.payload ?? '{}') as { locationId: string; date: string }));
    await listener.query('LISTEN availability');
    try {
      const weekday = isoWeekday(day);
      await gql(admin, SET_HOURS, { c: coach, l: tulsa, s: [{ weekday, startsMinute: 600, endsMinute: 720 }] });
      await expect.poll(() => heard.some((h) => h.locationId === tulsa && h.date === day)).toBe(true);
      heard.length = 0;
      const later = addDays(day, 1);
      await gql(admin, TIME_OFF, { c: coach, l: tulsa, i: { startsAt: `${later}T09:00`, endsAt: `${later}T12:00`, reason: '' } });
      await expect.poll(() => heard.filter((h) => h.locationId === tulsa).map((h) => h.date)).toEqual([later]);
    } finally {
      await listener.end();
    }
  });
});
