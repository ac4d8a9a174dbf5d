import type { EntityManager } from 'typeorm';
import { EventRepository } from '../../modules/events/event.repository.js';
import { addDays, instantAt, localDateOf } from '../../shared/time.js';

interface DemoEvent {
  slug: string;
  title: string;
  /** Words about the event's length come from its times (`length`), so the two cannot disagree. */
  description: string | ((length: string) => string);
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
    description: (length) => `${length} with our coaches on grip, posture and tempo. All levels welcome; clubs provided.`,
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

/** A length at the start of a sentence: 'One hour', '90 minutes', '2 hours', '2 hours 30 minutes'. */
export function lengthWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return hours === 1 ? 'One hour' : `${hours} hours`;
  return hours < 2 ? `${minutes} minutes` : `${hours} hours ${rest} minutes`;
}

/** The demo events' descriptions as seeded: any length in them is the event's own. */
export function demoEventDescriptions(): Record<string, string> {
  return Object.fromEntries(demoEvents.map((e) => [e.title, descriptionOf(e)]));
}

function descriptionOf(e: DemoEvent): string {
  return typeof e.description === 'string' ? e.description : e.description(lengthWords(e.endsMinute - e.startsMinute));
}

/**
 * The demo events (a member-only tournament, a free clinic, a paid party and a full event with a
 * waitlist), at local times of their venues. Registrations and places in line go to demo customers
 * (never the demo sign-in accounts, whose own screens the end-to-end tests drive); the seats taken
 * match the registrations. Returns how many events went in.
 */
export async function seedDemoEvents(em: EntityManager, now: Date): Promise<Record<string, number>> {
  const repo = new EventRepository(em.connection);
  const customers = await repo.seedCustomers(em, 20);
  let n = 0;
  let registrations = 0;
  let waiting = 0;
  for (const e of demoEvents) {
    const loc = await repo.seedLocation(em, e.slug);
    if (!loc) continue;
    const date = addDays(localDateOf(now, loc.timeZone), e.day);
    const registered = Math.min(e.registered, customers.length);
    const id = await repo.seedEvent(em, {
      locationId: loc.id,
      title: e.title,
      description: descriptionOf(e),
      startsAt: instantAt(date, e.startsMinute, loc.timeZone),
      endsAt: instantAt(date, e.endsMinute, loc.timeZone),
      priceCents: e.priceCents,
      capacity: e.capacity,
      seatsTaken: registered,
      memberOnly: e.memberOnly,
    });
    n++;
    for (let i = 0; i < registered; i++) {
      await repo.seedRegistration(em, {
        eventId: id,
        userId: customers[i]!,
        priceCents: e.priceCents,
        idempotencyKey: `demo-event-${id}-${i}`,
      });
      registrations++;
    }
    for (let i = 0; i < e.waiting && registered + i < customers.length; i++) {
      await repo.seedWaitlistPlace(em, id, customers[registered + i]!, i);
      waiting++;
    }
  }
  return { events: n, registrations, waiting };
}
