import type { EntityManager } from 'typeorm';
import { lessonPrice } from '../../modules/lessons/lesson.rules.js';
import { addDays, instantAt, isoWeekday, localDateOf } from '../../shared/time.js';

/** Days from the seed day of the demo lessons: past ones, and a few upcoming. */
const PAST = [-20, -16, -13, -9, -6, -3, -1];
const UPCOMING = [1, 2, 4];

interface CoachHours {
  coachId: string;
  name: string;
  rate: number;
  buffer: number;
  locationId: string;
  slug: string;
  timeZone: string;
  weekday: number;
  startsMinute: number;
  endsMinute: number;
}

/**
 * A few lessons per demo coach, at hours they work (their first hour of that day, or the one after
 * in alternate weeks), each a confirmed booking of kind 'lesson' booked at the desk and paid at the
 * venue (no card charge, so the history's payment invariants hold). Past ones take the highest free
 * bay; upcoming ones only each location's highest-numbered bay, like the history's, so the lower
 * bays stay free for the end-to-end tests. A slot whose bay or coach is taken (or that falls in the
 * coach's time off) is skipped: the constraints decide, as for any booking. Returns how many went in.
 */
export async function seedDemoLessons(
  em: EntityManager,
  now: Date,
  customers: { userIds: string[]; adminId: string | null },
): Promise<number> {
  if (customers.userIds.length === 0) return 0;
  const hours: CoachHours[] = await em.query(
    `SELECT c.id AS "coachId", c.name, c.hourly_rate_cents AS rate, c.buffer_minutes AS buffer, l.id AS "locationId", l.slug,
       l.time_zone AS "timeZone", h.weekday, h.starts_minute AS "startsMinute", h.ends_minute AS "endsMinute"
     FROM coach_hours h JOIN coaches c ON c.id = h.coach_id AND c.active JOIN locations l ON l.id = h.location_id
     ORDER BY c.name, h.weekday, h.starts_minute`,
  );
  let made = 0;
  let n = 0;
  for (const coachId of [...new Set(hours.map((h) => h.coachId))]) {
    for (const offset of [...PAST, ...UPCOMING]) {
      const mine = hours.filter((h) => h.coachId === coachId);
      // The coach's first working day on or after the offset (any location).
      let found: { h: CoachHours; date: string } | null = null;
      for (let d = 0; d < 7 && !found; d++) {
        for (const h of mine) {
          const date = addDays(localDateOf(now, h.timeZone), offset + d);
          if (isoWeekday(date) === h.weekday) {
            found = { h, date };
            break;
          }
        }
      }
      if (!found) continue;
      const { h, date } = found;
      const hour = Math.ceil(h.startsMinute / 60) + (Math.abs(offset) % 2);
      if ((hour + 1) * 60 > h.endsMinute) continue;
      const start = instantAt(date, hour * 60, h.timeZone);
      const end = instantAt(date, (hour + 1) * 60, h.timeZone);
      const upcoming = start > now;
      if (upcoming && offset < 0) continue;
      if (!upcoming && offset > 0) continue;
      const price = lessonPrice({ coachName: h.name, hourlyRateCents: h.rate });
      const userId = customers.userIds[n++ % customers.userIds.length]!;
      const created = new Date(Math.min(now.getTime(), start.getTime()) - 3 * 86_400_000);
      // Raw: ON CONFLICT DO NOTHING (both exclusion constraints) skips a taken bay or coach, and
      // NOT EXISTS keeps the coach's time off, as a hold would.
      const rows: { id: string }[] = await em.query(
        `INSERT INTO bookings (reference, location_id, bay_id, user_id, local_date, starts_at, ends_at, party_size, status, price_lines,
           subtotal_cents, total_cents, kind, coach_id, coach_starts_at, coach_ends_at, created_at, updated_at,
           confirmation_sent_at, coach_confirmation_sent_at, reminder_sent_at)
         SELECT 'BN-L' || upper(substr(md5(random()::text), 1, 5)), $1, y.id, $2, $3, $4, $5, 1, 'confirmed', $6::jsonb, $7, $7, 'lesson', $8,
           $4::timestamptz - make_interval(mins => $9), $5::timestamptz + make_interval(mins => $9), $10, $10, $10, $10,
           CASE WHEN $4::timestamptz - interval '1 day' < now() THEN $4::timestamptz - interval '1 day' END
         FROM bays y
         WHERE y.location_id = $1 AND y.active AND ($11 = false OR y.number = (SELECT max(number) FROM bays WHERE location_id = $1 AND active))
           AND NOT EXISTS (SELECT 1 FROM coach_time_off t WHERE t.coach_id = $8 AND t.during && tstzrange($4, $5))
           AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.bay_id = y.id AND b.status IN ('held', 'confirmed')
                             AND tstzrange(b.starts_at, b.ends_at) && tstzrange($4, $5))
         ORDER BY y.number DESC LIMIT 1
         ON CONFLICT DO NOTHING RETURNING id`,
        [h.locationId, userId, date, start, end, JSON.stringify(price.lines), price.totalCents, coachId, h.buffer, created, upcoming],
      );
      const id = rows[0]?.id;
      if (!id) continue;
      await em.query(
        `INSERT INTO booking_events (booking_id, actor_user_id, actor, event, details, at) VALUES ($1, $2, 'admin', 'created', $3, $4)`,
        [id, customers.adminId, JSON.stringify({ coach: h.name, payAtVenue: true }), created],
      );
      made++;
    }
  }
  return made;
}
