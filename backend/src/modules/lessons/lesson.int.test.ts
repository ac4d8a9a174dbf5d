import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, instantAt, localDateOf } from '../../shared/time.js';
import { startSmtpServer } from '../../../test/support/smtp.js';
import { moneyOf } from '../../../test/support/money.js';
import { registeredCustomer, signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, newCard, type TestApp } from '../../../test/support/test-app.js';
import { CoachRepository } from './coach.repository.js';
import { COACH_REFUSALS } from './lesson.rules.js';

const TZ = 'America/Chicago';
const BOOKING = 'id reference status kind bayNumber startHour totalCents refundedCents coach { id name } lines { label amountCents }';
const HOLD_LESSON = `mutation($i: LessonRequestInput!) { holdLesson(input: $i) { ${BOOKING} } }`;
const HOLD_BAY = 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id bayNumber } }';
const PAY = `mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { ${BOOKING} } }`;
const CANCEL = `mutation($id: ID!) { cancelBooking(bookingId: $id) { ${BOOKING} } }`;
const SLOTS = `query($l: String!, $d: String!, $c: ID) { lessonAvailability(location: $l, date: $d, coachId: $c) {
  coach { id name } startHour startsAt endsAt } }`;

describe('lessons: coaches, lesson hours, hold, pay, cancel', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let day: string; // the day after tomorrow in Chicago: inside everyone's window, more than 24 h away
  let ids: Record<'dana' | 'sam' | 'lee', string>;
  let customer: supertest.Agent;
  let n = 0;
  const key = () => `lesson-key-${++n}-${Date.now()}`;

  const newCustomer = async () => (await registeredCustomer(t)).agent;
  const slots = async (location: string, coachId?: string) =>
    (await gql(supertest(t.app.app), SLOTS, { l: location, d: day, c: coachId ?? null })).body.data.lessonAvailability as {
      coach: { id: string; name: string };
      startHour: number;
      startsAt: string;
    }[];
  const hoursOf = async (location: string, coachId: string) => (await slots(location, coachId)).map((s) => s.startHour);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, APP_ORIGIN: 'https://golf.example' });
    await seedDemoData(t.db.dataSource);
    await t.db.dataSource.query(`DELETE FROM coaches`); // this file's own coaches only (the demo ones have no lessons here)
    day = addDays(localDateOf(new Date(), TZ), 2);
    const loc: { id: string; slug: string }[] = await t.db.dataSource.query(`SELECT id, slug FROM locations`);
    const at = (slug: string) => loc.find((l) => l.slug === slug)!.id;
    const repo = new CoachRepository(t.db.dataSource);
    const coach = (name: string, locations: string[], bufferMinutes = 0) =>
      repo.create({
        name,
        bio: `${name} teaches.`,
        email: `${name.split(' ')[0]!.toLowerCase()}@coaches.example`,
        photoUrl: null,
        hourlyRateCents: 7500,
        bufferMinutes,
        locationIds: locations.map(at),
      });
    ids = {
      dana: await coach('Dana Cole', ['tulsa', 'richardson']),
      sam: await coach('Sam Ortiz', ['tulsa']),
      lee: await coach('Lee Park', ['tulsa'], 30),
    };
    for (let weekday = 1; weekday <= 7; weekday++) {
      // Dana: mornings in Tulsa, afternoons in Richardson (local times). Sam and Lee: 10–18 in Tulsa.
      await repo.addHours({ coachId: ids.dana, locationId: at('tulsa'), weekday, startsMinute: 10 * 60, endsMinute: 14 * 60 });
      await repo.addHours({ coachId: ids.dana, locationId: at('richardson'), weekday, startsMinute: 14 * 60, endsMinute: 18 * 60 });
      await repo.addHours({ coachId: ids.sam, locationId: at('tulsa'), weekday, startsMinute: 10 * 60, endsMinute: 18 * 60 });
      await repo.addHours({ coachId: ids.lee, locationId: at('tulsa'), weekday, startsMinute: 10 * 60, endsMinute: 18 * 60 });
    }
    await repo.addTimeOff(ids.sam, instantAt(day, 15 * 60, TZ), instantAt(day, 17 * 60, TZ), 'Dentist');
    customer = await newCustomer();
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('lists coaches publicly, by name and location, never their e-mail', async () => {
    const all = await gql(supertest(t.app.app), '{ coaches { name bio photoUrl hourlyRateCents locations { slug } } }').expect(200);
    expect(all.body.data.coaches).toEqual([
      {
        name: 'Dana Cole',
        bio: 'Dana Cole teaches.',
        photoUrl: null,
        hourlyRateCents: 7500,
        locations: [{ slug: 'richardson' }, { slug: 'tulsa' }],
      },
      { name: 'Lee Park', bio: 'Lee Park teaches.', photoUrl: null, hourlyRateCents: 7500, locations: [{ slug: 'tulsa' }] },
      { name: 'Sam Ortiz', bio: 'Sam Ortiz teaches.', photoUrl: null, hourlyRateCents: 7500, locations: [{ slug: 'tulsa' }] },
    ]);
    const richardson = await gql(supertest(t.app.app), '{ coaches(location: "richardson") { name } }');
    expect(richardson.body.data.coaches).toEqual([{ name: 'Dana Cole' }]);
    expect((await gql(supertest(t.app.app), '{ coaches(location: "nowhere") { name } }')).body.data.coaches).toEqual([]);
    const email = await gql(supertest(t.app.app), '{ coaches { email } }');
    expect(email.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it("gives an active coach's profile with their hours; null for an unknown or inactive id, VALIDATION if malformed", async () => {
    const PROFILE = `query($id: ID!) { coach(id: $id) {
      name locations { slug } weeklyHours { location { slug } weekday startsMinute endsMinute }
    } }`;
    const dana = (await gql(supertest(t.app.app), PROFILE, { id: ids.dana }).expect(200)).body.data.coach;
    expect(dana.name).toBe('Dana Cole');
    expect(dana.weeklyHours).toHaveLength(14);
    // By location name (Richardson, then Tulsa), then weekday.
    expect(dana.weeklyHours.slice(0, 2)).toEqual([
      { location: { slug: 'richardson' }, weekday: 1, startsMinute: 840, endsMinute: 1080 },
      { location: { slug: 'richardson' }, weekday: 2, startsMinute: 840, endsMinute: 1080 },
    ]);
    expect(dana.weeklyHours[7]).toEqual({ location: { slug: 'tulsa' }, weekday: 1, startsMinute: 600, endsMinute: 840 });
    const retired = await new CoachRepository(t.db.dataSource).create({
      name: 'Pat Gone',
      bio: '',
      email: 'pat@coaches.example',
      photoUrl: null,
      hourlyRateCents: 7500,
      bufferMinutes: 0,
      locationIds: [],
    });
    await t.db.dataSource.query(`UPDATE coaches SET active = false WHERE id = $1`, [retired]);
    const malformed = await gql(supertest(t.app.app), PROFILE, { id: 'not-a-uuid' }).expect(400);
    expect(malformed.body.errors[0].extensions.code).toBe('VALIDATION');
    for (const id of ['00000000-0000-4000-8000-000000000000', retired]) {
      const answer = await gql(supertest(t.app.app), PROFILE, { id }).expect(200);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data).toEqual({ coach: null });
    }
  });

  it("gives each coach's hours at the location: their working hours there, minus time off", async () => {
    expect(await hoursOf('tulsa', ids.dana)).toEqual([10, 11, 12, 13]);
    expect(await hoursOf('richardson', ids.dana)).toEqual([14, 15, 16, 17]);
    expect(await hoursOf('tulsa', ids.sam)).toEqual([10, 11, 12, 13, 14, 17]);
    const any = await slots('tulsa');
    expect(any.filter((s) => s.startHour === 10).map((s) => s.coach.name)).toEqual(['Dana Cole', 'Lee Park', 'Sam Ortiz']);
    expect(any[0]!.startsAt).toBe(instantAt(day, 10 * 60, TZ).toISOString());
    const bad = await gql(supertest(t.app.app), SLOTS, { l: 'tulsa', d: 'tomorrow' });
    expect(bad.body.errors[0].extensions.code).toBe('VALIDATION');
  });

  it('time off refuses, and so do hours the coach does not work there', async () => {
    const off = await gql(customer, HOLD_LESSON, { i: { location: 'tulsa', date: day, startHour: 15, coachId: ids.sam } });
    expect(off.body.errors[0]).toMatchObject({ message: COACH_REFUSALS.time_off, extensions: { code: 'CONFLICT' } });
    const outside = await gql(customer, HOLD_LESSON, { i: { location: 'tulsa', date: day, startHour: 15, coachId: ids.dana } });
    expect(outside.body.errors[0]).toMatchObject({ extensions: { code: 'VALIDATION', field: 'startHour' } });
    const elsewhere = await gql(customer, HOLD_LESSON, { i: { location: 'richardson', date: day, startHour: 15, coachId: ids.sam } });
    expect(elsewhere.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('a bay taken by a customer leaves the coach free, and a lesson leaves the other bays free', async () => {
    const other = await newCustomer();
    const bay = await gql(other, HOLD_BAY, { i: { location: 'tulsa', date: day, startHour: 12, hours: 1, partySize: 2, bayNumber: 1 } });
    expect(bay.body.data.holdBooking.bayNumber).toBe(1);
    expect(await hoursOf('tulsa', ids.sam)).toContain(12);
    const lesson = await gql(customer, HOLD_LESSON, { i: { location: 'tulsa', date: day, startHour: 12, coachId: ids.sam } });
    expect(lesson.body.data.holdLesson).toMatchObject({ status: 'HELD', kind: 'LESSON', bayNumber: 2, coach: { name: 'Sam Ortiz' } });
    // The coach is taken now; bays 3 and up are not.
    expect(await hoursOf('tulsa', ids.sam)).not.toContain(12);
    const third = await gql(other, HOLD_BAY, { i: { location: 'tulsa', date: day, startHour: 12, hours: 1, partySize: 2 } });
    expect(third.body.data.holdBooking.bayNumber).toBe(3);
    const again = await gql(other, HOLD_LESSON, { i: { location: 'tulsa', date: day, startHour: 12, coachId: ids.sam } });
    expect(again.body.errors[0]).toMatchObject({ message: COACH_REFUSALS.busy, extensions: { code: 'CONFLICT' } });
    // "Any coach" takes the next free one by name.
    const any = await gql(other, HOLD_LESSON, { i: { location: 'tulsa', date: day, startHour: 12 } });
    expect(any.body.data.holdLesson.coach.name).toBe('Dana Cole');
  });

  it('a lesson at one location takes the coach at every location, buffers included', async () => {
    const tulsa = await gql(customer, HOLD_LESSON, { i: { location: 'tulsa', date: day, startHour: 13, coachId: ids.dana } });
    expect(tulsa.body.data.holdLesson.status).toBe('HELD');
    // Richardson from 14: no overlap. Lee's 30-minute buffer blocks the hours either side of a lesson.
    expect(await hoursOf('richardson', ids.dana)).toEqual([14, 15, 16, 17]);
    const lee = await gql(customer, HOLD_LESSON, { i: { location: 'tulsa', date: day, startHour: 14, coachId: ids.lee } });
    expect(lee.body.data.holdLesson.status).toBe('HELD');
    expect(await hoursOf('tulsa', ids.lee)).toEqual([10, 11, 12, 16, 17]); // 12 needs 11:30–13:30, which only touches 13:30
    const next = await gql(customer, HOLD_LESSON, { i: { location: 'tulsa', date: day, startHour: 15, coachId: ids.lee } });
    expect(next.body.errors[0]).toMatchObject({ message: COACH_REFUSALS.busy, extensions: { code: 'CONFLICT' } });
  });

  it('a declined card keeps the bay and the coach held; letting the hold go frees both', async () => {
    const who = await newCustomer();
    const held = await gql(who, HOLD_LESSON, { i: { location: 'richardson', date: day, startHour: 16, coachId: ids.dana, bayNumber: 1 } });
    const id = held.body.data.holdLesson.id;
    expect(await hoursOf('richardson', ids.dana)).not.toContain(16);
    const paid = await gql(who, PAY, { id, p: await newCard(t, 'pm_card_chargeDeclined'), k: key() });
    expect(paid.body.errors[0].extensions.code).toBe('PAYMENT_FAILED');
    expect(await moneyOf(t, id)).toEqual([]); // nothing taken, nothing held
    // Still held (another card can pay at once): the coach's hour stays taken.
    expect(await hoursOf('richardson', ids.dana)).not.toContain(16);
    await gql(who, 'mutation($id: ID!) { releaseHold(bookingId: $id) }', { id }).expect(200);
    expect(await hoursOf('richardson', ids.dana)).toContain(16);
    const bayFree = await gql(
      supertest(t.app.app),
      `{ availability(location: "richardson", date: "${day}") { bays { bay { number } slots { hour state } } } }`,
    );
    const bay1 = bayFree.body.data.availability.bays.find((b: { bay: { number: number } }) => b.bay.number === 1);
    expect(bay1.slots.find((s: { hour: number }) => s.hour === 16).state).toBe('FREE');
    const retry = await gql(customer, HOLD_LESSON, {
      i: { location: 'richardson', date: day, startHour: 16, coachId: ids.dana, bayNumber: 1 },
    });
    expect(retry.body.data.holdLesson.status).toBe('HELD');
  });

  it("pays at the coach's rate, names the coach in history, mails and calendar, tells the coach, and cancels with the 24-hour policy", async () => {
    const who = await newCustomer();
    const held = (await gql(who, HOLD_LESSON, { i: { location: 'tulsa', date: day, startHour: 11, coachId: ids.sam } })).body.data
      .holdLesson;
    expect(held.totalCents).toBe(7500);
    expect(held.lines).toEqual([{ label: 'Lesson with Sam Ortiz, bay included', amountCents: 7500 }]);
    const paid = (await gql(who, PAY, { id: held.id, p: await newCard(t), k: key() })).body.data.payForBooking;
    expect(paid).toMatchObject({ status: 'CONFIRMED', kind: 'LESSON', coach: { name: 'Sam Ortiz' }, startHour: 11 });

    const coachMail = await smtp.waitFor('sam@coaches.example', 10_000);
    expect(coachMail.subject).toMatch(/^New lesson: .* 11:00 AM at Tulsa$/);
    expect(coachMail.text).toContain(held.reference);
    const { email } = (await gql(who, '{ me { email } }')).body.data.me;
    const mail = await smtp.waitFor(email, 10_000);
    expect(mail.subject).toMatch(/^Your lesson with Sam Ortiz is booked: /);
    expect(mail.attachments.find((a) => a.filename.endsWith('.ics'))!.content).toContain('Golf lesson: Lesson with Sam Ortiz');

    const mine = (await gql(who, '{ myBookings { id kind coach { name } } }')).body.data.myBookings;
    expect(mine).toEqual([{ id: held.id, kind: 'LESSON', coach: { name: 'Sam Ortiz' } }]);
    const ics = await who.get(`/api/bookings/${held.id}/calendar.ics`).expect(200);
    expect(ics.text).toContain('Sam Ortiz');

    const cancelled = (await gql(who, CANCEL, { id: held.id })).body.data.cancelBooking;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', refundedCents: 7500 });
    expect(await moneyOf(t, held.id)).toEqual([{ status: 'succeeded', amount: 7500, received: 7500, refunded: 7500 }]);
    expect(await hoursOf('tulsa', ids.sam)).toContain(11);
    const coachCancel = await smtp.waitFor('sam@coaches.example', 10_000, smtp.inbox.indexOf(coachMail) + 1);
    expect(coachCancel.subject).toMatch(/^Lesson cancelled: /);
    const cancelMail = await smtp.waitFor(email, 10_000, smtp.inbox.indexOf(mail) + 1);
    expect(cancelMail.subject).toMatch(/^Lesson with Sam Ortiz cancelled: /);
  });

  it('takes only codes for lessons: a bay-time code is refused, a lesson code comes off and is redeemed as a lesson', async () => {
    const code = async (appliesTo: string) => {
      const c = `L${++n}${Date.now().toString(36)}`.toUpperCase().slice(0, 20);
      await t.db.dataSource.query(
        `INSERT INTO discount_codes (code, kind, percent, amount_cents, applies_to) VALUES ($1, 'percent', 20, NULL, $2)`,
        [c, appliesTo],
      );
      return c;
    };
    const SET_CODE = `mutation($id: ID!, $c: String) { setBookingDiscountCode(bookingId: $id, discountCode: $c) { ${BOOKING} } }`;
    const who = await newCustomer();
    const held = (await gql(who, HOLD_LESSON, { i: { location: 'tulsa', date: day, startHour: 17, coachId: ids.sam } })).body.data
      .holdLesson;

    const bayOnly = await gql(who, SET_CODE, { id: held.id, c: await code('{bookings}') });
    expect(bayOnly.body.errors[0].extensions.code).toBe('VALIDATION');
    expect(bayOnly.body.errors[0].message).toBe('That discount code does not apply to this purchase.');

    const lessonCode = await code('{lessons}');
    const priced = (await gql(who, SET_CODE, { id: held.id, c: lessonCode.toLowerCase() })).body.data.setBookingDiscountCode;
    expect(priced.totalCents).toBe(6000); // $75 less 20 %
    await gql(who, PAY, { id: held.id, p: await newCard(t), k: key() });
    const [redeemed] = await t.db.dataSource.query(
      `SELECT r.purchase_kind, r.amount_cents FROM discount_redemptions r JOIN discount_codes c ON c.id = r.discount_code_id
        WHERE c.code = $1`,
      [lessonCode],
    );
    expect(redeemed).toEqual({ purchase_kind: 'lessons', amount_cents: 1500 });

    // Cancelled with a refund, the lesson gives its redemption back.
    expect((await gql(who, CANCEL, { id: held.id })).body.data.cancelBooking).toMatchObject({ status: 'CANCELLED', refundedCents: 6000 });
    const [released] = await t.db.dataSource.query(
      `SELECT r.released_at IS NOT NULL AS released FROM discount_redemptions r JOIN discount_codes c ON c.id = r.discount_code_id
        WHERE c.code = $1`,
      [lessonCode],
    );
    expect(released).toEqual({ released: true });
  });

  it('refuses a lesson for a visitor, and a date beyond the viewer window', async () => {
    const anon = await gql(supertest(t.app.app), HOLD_LESSON, { i: { location: 'tulsa', date: day, startHour: 10 } });
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const far = await gql(customer, HOLD_LESSON, { i: { location: 'tulsa', date: addDays(day, 5), startHour: 10 } });
    expect(far.body.errors[0]).toMatchObject({ extensions: { code: 'VALIDATION', field: 'date' } });
  });

  it("totals an admin's week and month of lessons per coach, paid lessons only, by the venue's local date", async () => {
    const who = await newCustomer();
    const held = (await gql(who, HOLD_LESSON, { i: { location: 'tulsa', date: day, startHour: 10, coachId: ids.lee } })).body.data
      .holdLesson;
    expect((await gql(who, PAY, { id: held.id, p: await newCard(t), k: key() })).body.data.payForBooking.status).toBe('CONFIRMED');
    const admin = await signInDemo(t, 'admin');
    const TOTALS =
      'query($u: TotalsUnit!, $f: String!, $t: String!) { adminCoachTotals(unit: $u, from: $f, to: $t) { ' +
      'coach { name } period lessons hours aheadLessons aheadHours } }';
    const week = (await gql(admin, TOTALS, { u: 'WEEK', f: day, t: day })).body.data.adminCoachTotals;
    const monday = addDays(day, 1 - ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) - 1);
    // Only Lee's lesson is paid and standing (Sam's was cancelled; the others are holds); still to come, so booked ahead, not taught.
    expect(week).toEqual([{ coach: { name: 'Lee Park' }, period: monday, lessons: 0, hours: 0, aheadLessons: 1, aheadHours: 1 }]);
    const month = (await gql(admin, TOTALS, { u: 'MONTH', f: day, t: day })).body.data.adminCoachTotals;
    expect(month).toEqual([{ coach: { name: 'Lee Park' }, period: day.slice(0, 7), lessons: 0, hours: 0, aheadLessons: 1, aheadHours: 1 }]);
    expect((await gql(admin, TOTALS, { u: 'WEEK', f: addDays(day, 1), t: addDays(day, 3) })).body.data.adminCoachTotals).toEqual([]);
    const bad = await gql(admin, TOTALS, { u: 'WEEK', f: day, t: addDays(day, -1) });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'to' });
    expect((await gql(who, TOTALS, { u: 'WEEK', f: day, t: day })).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
