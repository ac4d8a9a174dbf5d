import type { EntityManager } from 'typeorm';
import { addDays, instantAt, localDateOf } from '../../shared/time.js';

interface DemoEvent {
  slug: string;
  title: string;
  description: string;
  /** Days from the seed day, local start and end minutes. */
  day: number;
  startsMinute: number;
  endsMinute: number;
  priceCents: number;
  capacity: number;
  memberOnly: boolean;
  /** Customers registered (seats taken) and waiting in line. */
  registered: number;
  waiting: number;
}

const demoEvents: DemoEvent[] = [
  {
    slug: 'tulsa',
    title: 'Birdie Club Championship',
    description: 'Our members-only stroke-play tournament on Pebble Beach: 18 holes, net and gross prizes, and a trophy for the wall.',
    day: 9,
    startsMinute: 18 * 60,
    endsMinute: 22 * 60,
    priceCents: 2500,
    capacity: 24,
    memberOnly: true,
    registered: 0,
    waiting: 0,
  },
  {
    slug: 'richardson',
    title: 'Free Swing Clinic',
    description: 'Ninety minutes with our coaches on grip, posture and tempo. All levels welcome; clubs provided.',
    day: 5,
    startsMinute: 10 * 60,
    endsMinute: 11 * 60 + 30,
    priceCents: 0,
    capacity: 12,
    memberOnly: false,
    registered: 3,
    waiting: 0,
  },
  {
    slug: 'hudsonoaks',
    title: 'Friday Night Glow Party',
    description: 'Glow balls, a DJ, long-drive and closest-to-the-pin contests, and pizza. Bring your friends.',
    day: 12,
    startsMinute: 19 * 60,
    endsMinute: 23 * 60,
    priceCents: 3500,
    capacity: 40,
    memberOnly: false,
    registered: 0,
    waiting: 0,
  },
  {
    slug: 'tulsa',
    title: 'Short Game Skills Night',
    description: 'Chipping and putting challenges in teams of two. It filled up fast: join the waitlist for the next free spot.',
    day: 6,
    startsMinute: 19 * 60,
    endsMinute: 21 * 60,
    priceCents: 0,
    capacity: 8,
    memberOnly: false,
    registered: 8,
    waiting: 3,
  },
];

/**
 * The demo events (a member-only tournament, a free clinic, a paid party and a full event with a
 * waitlist), at local times of their venues. Registrations and places in line go to demo customers
 * (never the demo sign-in accounts, whose own screens the end-to-end tests drive); the seats taken
 * match the registrations. Returns how many events went in.
 */
export async function seedDemoEvents(em: EntityManager, now: Date): Promise<Record<string, number>> {
  const customers: { id: string }[] = await em.query(
    `SELECT id FROM users WHERE email NOT LIKE '%@backnine.golf' AND NOT is_admin ORDER BY created_at, id LIMIT 20`,
  );
  let n = 0;
  let registrations = 0;
  let waiting = 0;
  for (const e of demoEvents) {
    const [loc]: { id: string; timeZone: string }[] = await em.query(`SELECT id, time_zone AS "timeZone" FROM locations WHERE slug = $1`, [
      e.slug,
    ]);
    if (!loc) continue;
    const date = addDays(localDateOf(now, loc.timeZone), e.day);
    const registered = Math.min(e.registered, customers.length);
    const [{ id }] = await em.query(
      `INSERT INTO events (location_id, title, description, starts_at, ends_at, price_cents, capacity, seats_taken, member_only)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        loc.id,
        e.title,
        e.description,
        instantAt(date, e.startsMinute, loc.timeZone),
        instantAt(date, e.endsMinute, loc.timeZone),
        e.priceCents,
        e.capacity,
        registered,
        e.memberOnly,
      ],
    );
    n++;
    for (let i = 0; i < registered; i++) {
      await em.query(
        `INSERT INTO event_registrations (event_id, user_id, status, price_cents, total_cents, idempotency_key, confirmation_sent_at)
         VALUES ($1, $2, 'confirmed', $3, $3, $4, now())`,
        [id, customers[i]!.id, e.priceCents, `demo-event-${id}-${i}`],
      );
      registrations++;
    }
    for (let i = 0; i < e.waiting && registered + i < customers.length; i++) {
      await em.query(`INSERT INTO event_waitlist (event_id, user_id, created_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
        id,
        customers[registered + i]!.id,
        i,
      ]);
      waiting++;
    }
  }
  return { events: n, registrations, waiting };
}
