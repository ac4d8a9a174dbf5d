import { quoteBayBooking, type PlanTerms, type Quote } from '../../modules/bookings/pricing.rules.js';
import { addDays, instantAt, isoWeekday, localDateOf, localMonthOf } from '../../shared/time.js';

/**
 * The demo venue's recent past, planned without a database (pure, deterministic for a given "now"):
 * four weeks of paid bookings at every location (evenings and weekends busier, bays with lower
 * numbers busier, since "any bay" fills them first), a few cancelled and refunded, walk-ins paid at
 * the desk, and two weeks of page views. The future holds a handful of bookings on each location's
 * highest-numbered bay only: end-to-end tests running against a fresh server reserve the others.
 */

export const HISTORY_DAYS = 28;
export const PAGE_VIEW_DAYS = 14;
const FUTURE_DAYS = 6;
export const GENERATED_CUSTOMERS = 40;
const SEED = 0x9b1ce; // "Back Nine": any fixed number gives the same history for the same "now"
const HOUR = 3600_000;
const MINUTE = 60_000;

export interface HistoryLocation {
  slug: string;
  timeZone: string;
  bays: { id: string; number: number }[];
  /** ISO weekday, minutes from local midnight. */
  hours: { weekday: number; opensMinute: number; closesMinute: number }[];
}

type Customer =
  { kind: 'player' } | { kind: 'birdie' } | { kind: 'generated'; index: number } | { kind: 'walkin'; name: string; phone: string };

export interface PlannedBooking {
  id: string;
  reference: string;
  location: string;
  bayId: string;
  bayNumber: number;
  localDate: string;
  start: Date;
  end: Date;
  partySize: number;
  customer: Customer;
  /** online: held and paid by card; desk: a walk-in; phone: booked by the admin for a customer. Both of the latter pay at the venue. */
  channel: 'online' | 'desk' | 'phone';
  status: 'confirmed' | 'cancelled';
  quote: Quote;
  createdAt: Date;
  confirmedAt: Date;
  cancelledAt: Date | null;
}

export interface PlannedPageView {
  path: string;
  referrer: string | null;
  visitorId: string;
  /** A generated customer signed in for the rest of the visit. */
  customerIndex: number | null;
  at: Date;
}

export interface GeneratedCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  preferredLocation: string;
  /** Days before "now" the account was made. */
  ageDays: number;
}

const FIRST = [
  'Avery',
  'Blake',
  'Brooke',
  'Caleb',
  'Carter',
  'Chloe',
  'Dalton',
  'Dana',
  'Eli',
  'Emma',
  'Ethan',
  'Grace',
  'Hannah',
  'Hayden',
  'Isaac',
  'Jada',
  'Jake',
  'Jenna',
  'Kayla',
  'Kendall',
  'Landon',
  'Logan',
  'Lucas',
  'Maddie',
  'Marcus',
  'Mason',
  'Mia',
  'Nate',
  'Nora',
  'Owen',
  'Paige',
  'Quinn',
  'Reid',
  'Sadie',
  'Sam',
  'Tanner',
  'Tessa',
  'Tyler',
  'Wade',
  'Zoe',
];
const LAST = [
  'Adams',
  'Baker',
  'Bennett',
  'Brooks',
  'Campbell',
  'Carter',
  'Coleman',
  'Cooper',
  'Davis',
  'Ellis',
  'Foster',
  'Garcia',
  'Gray',
  'Hayes',
  'Henderson',
  'Hughes',
  'Jenkins',
  'Kelly',
  'Long',
  'Martinez',
  'Mitchell',
  'Morgan',
  'Nguyen',
  'Ortiz',
  'Patel',
  'Perry',
  'Price',
  'Ramirez',
  'Reed',
  'Rogers',
  'Russell',
  'Sanders',
  'Simmons',
  'Stewart',
  'Sullivan',
  'Turner',
  'Walker',
  'Ward',
  'Watson',
  'Wright',
];
const AREA: Record<string, string> = { tulsa: '918', richardson: '972', hudsonoaks: '817' };
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const EXTERNAL_REFERRERS = [
  'https://www.google.com/',
  'https://www.google.com/',
  'https://www.google.com/',
  'https://www.bing.com/',
  'https://www.instagram.com/',
  'https://www.facebook.com/',
  'https://duckduckgo.com/',
];

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Dice {
  constructor(private readonly next: () => number) {}
  float = (): number => this.next();
  chance = (p: number): boolean => this.next() < p;
  int = (lo: number, hi: number): number => lo + Math.floor(this.next() * (hi - lo + 1)); // inclusive
  pick = <T>(xs: readonly T[]): T => xs[Math.floor(this.next() * xs.length)]!;
  weighted = <T>(options: readonly (readonly [T, number])[]): T => {
    let r = this.next() * options.reduce((s, [, w]) => s + w, 0);
    for (const [v, w] of options) if ((r -= w) < 0) return v;
    return options[options.length - 1]![0];
  };
  between = (from: number, to: number): Date => new Date(from + this.next() * Math.max(0, to - from));
  hex = (n: number): string => Array.from({ length: n }, () => Math.floor(this.next() * 16).toString(16)).join('');
  uuid = (): string => {
    const h = this.hex(32).split('');
    h[12] = '4';
    h[16] = '89ab'[Math.floor(this.next() * 4)]!;
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
}

/** The generated customers: plausible names, example.com addresses, fictional 555-01xx numbers. */
function generatedCustomers(slugs: readonly string[]): GeneratedCustomer[] {
  const dice = new Dice(prng(SEED ^ 0xc05));
  const used = new Set<string>();
  const out: GeneratedCustomer[] = [];
  while (out.length < GENERATED_CUSTOMERS) {
    const firstName = dice.pick(FIRST);
    const lastName = dice.pick(LAST);
    const email = `${firstName}.${lastName}@example.com`.toLowerCase();
    if (used.has(email)) continue;
    used.add(email);
    const preferredLocation = slugs[out.length % slugs.length]!;
    out.push({
      firstName,
      lastName,
      email,
      phone: `(${AREA[preferredLocation] ?? '918'}) 555-01${String(out.length + 10).padStart(2, '0')}`,
      preferredLocation,
      ageDays: dice.int(35, 420),
    });
  }
  return out;
}

/** How likely a free bay-hour is booked in the past: weekday evenings, Friday nights and weekends are busy. */
function demand(weekday: number, hour: number): number {
  if (weekday <= 4) return hour < 11 ? 0.08 : hour < 16 ? 0.12 : hour < 18 ? 0.3 : hour < 21 ? 0.5 : 0.16;
  if (weekday === 5) return hour < 12 ? 0.12 : hour < 17 ? 0.24 : hour < 22 ? 0.58 : 0.4;
  if (weekday === 6) return hour < 12 ? 0.3 : hour < 17 ? 0.45 : hour < 22 ? 0.6 : 0.4;
  return hour < 13 ? 0.32 : hour < 17 ? 0.45 : 0.24;
}

const LENGTHS = [
  [1, 25],
  [2, 40],
  [3, 25],
  [4, 10],
] as const;
const PARTY = [
  [1, 8],
  [2, 24],
  [3, 22],
  [4, 26],
  [5, 11],
  [6, 9],
] as const;

/** instantAt, remembered: the plan asks for the same local hours of the same days many times over. */
function memoInstantAt(): (localDate: string, minuteOfDay: number, timeZone: string) => Date {
  const cache = new Map<string, Date>();
  return (localDate, minuteOfDay, timeZone) => {
    const key = `${timeZone}|${localDate}|${minuteOfDay}`;
    let at = cache.get(key);
    if (!at) cache.set(key, (at = instantAt(localDate, minuteOfDay, timeZone)));
    return at;
  };
}

export function planDemoHistory(input: {
  now: Date;
  locations: HistoryLocation[];
  appOrigin: string;
  /** The plans' terms from membership_plans: no membership (everyone else) and the demo member's plan. */
  plans: { visitor: PlanTerms; member: PlanTerms };
}): { bookings: PlannedBooking[]; pageViews: PlannedPageView[]; customers: GeneratedCustomer[] } {
  const { now } = input;
  const instantAt = memoInstantAt();
  const dice = new Dice(prng(SEED));
  const slugs = input.locations.map((l) => l.slug);
  const customers = generatedCustomers(slugs);
  const references = new Set<string>();
  const reference = (): string => {
    for (;;) {
      const r = `BN-${Array.from({ length: 6 }, () => dice.pick(REFERENCE_ALPHABET.split(''))).join('')}`;
      if (!references.has(r)) {
        references.add(r);
        return r;
      }
    }
  };
  const bookings: PlannedBooking[] = [];
  const birdieFreeUsed = new Map<string, number>(); // local month → free hours the demo member used
  let playerBookings = 0;
  let birdieBookings = 0;
  let playerUpcoming = false;

  for (const loc of input.locations) {
    const today = localDateOf(now, loc.timeZone);
    const month = localMonthOf(today);
    const bays = [...loc.bays].sort((a, b) => a.number - b.number);
    const top = bays[bays.length - 1];
    const regulars = customers
      .map((c, i) => ({ c, i }))
      .filter(({ c }) => c.preferredLocation === loc.slug)
      .map(({ i }) => i);

    const customerFor = (localDate: string): Customer => {
      const r = dice.float();
      if (r < 0.12)
        return {
          kind: 'walkin',
          name: `${dice.pick(FIRST)} ${dice.pick(LAST)}`,
          phone: `(${AREA[loc.slug] ?? '918'}) 555-01${dice.int(50, 99)}`,
        };
      if (r < 0.14 && playerBookings < 8) return { kind: 'player' };
      // The demo member plays in earlier months only: this month's 2 free hours stay theirs to try.
      if (r < 0.16 && birdieBookings < 6 && localMonthOf(localDate) < month) return { kind: 'birdie' };
      const index = regulars.length > 0 && dice.chance(0.75) ? dice.pick(regulars) : dice.int(0, customers.length - 1);
      return { kind: 'generated', index };
    };

    for (let d = -HISTORY_DAYS; d <= FUTURE_DAYS; d++) {
      const date = addDays(today, d);
      const weekday = isoWeekday(date);
      const open = loc.hours.find((h) => h.weekday === weekday);
      if (!open) continue;
      const opens = Math.ceil(open.opensMinute / 60);
      const closes = Math.floor(open.closesMinute / 60);
      for (const bay of bays) {
        const isTop = bay === top;
        const bayFactor = 1 - 0.06 * (bay.number - 1);
        let h = opens;
        while (h < closes) {
          const start = instantAt(date, h * 60, loc.timeZone);
          const future = start.getTime() >= now.getTime();
          // Lower bays: nothing that has not ended yet. The top bay: a handful of upcoming bookings.
          if (future && !isTop) break;
          const p = future ? demand(weekday, h) * 0.22 : demand(weekday, h) * bayFactor;
          if (!dice.chance(p)) {
            h++;
            continue;
          }
          let hours = Math.min(dice.weighted(LENGTHS), closes - h);
          if (!isTop) hours = Math.min(hours, Math.floor((now.getTime() - start.getTime()) / HOUR));
          if (hours < 1) break;
          const end = instantAt(date, (h + hours) * 60, loc.timeZone);
          let customer = customerFor(date);
          let channel: PlannedBooking['channel'] = customer.kind === 'walkin' ? 'desk' : 'online';
          if (future) {
            // Upcoming: customers inside their 2-day window booked online; later days by phone (paid at the venue).
            if (d <= 2 && !playerUpcoming && loc === input.locations[0] && d >= 1) {
              customer = { kind: 'player' };
              playerUpcoming = true;
            } else if (customer.kind !== 'generated') customer = { kind: 'generated', index: dice.pick(regulars.length ? regulars : [0]) };
            channel = d <= 2 ? 'online' : 'phone';
          }
          if (customer.kind === 'player') playerBookings++;
          if (customer.kind === 'birdie') birdieBookings++;

          const localMonth = localMonthOf(date);
          const quote =
            customer.kind === 'birdie'
              ? quoteBayBooking({ hours, plan: input.plans.member, freeHoursUsedThisMonth: birdieFreeUsed.get(localMonth) ?? 0 })
              : quoteBayBooking({ hours, plan: input.plans.visitor, freeHoursUsedThisMonth: 0 });
          if (customer.kind === 'birdie') birdieFreeUsed.set(localMonth, (birdieFreeUsed.get(localMonth) ?? 0) + quote.freeHoursApplied);

          // A few online bookings of past days were cancelled a day or more ahead and refunded in full.
          const cancelled = !future && channel === 'online' && customer.kind === 'generated' && dice.chance(0.05);
          let createdAt: Date;
          if (channel === 'desk')
            createdAt = dice.between(start.getTime() - 20 * MINUTE, Math.min(start.getTime(), now.getTime()) - MINUTE);
          else if (channel === 'phone') createdAt = dice.between(now.getTime() - 72 * HOUR, now.getTime() - HOUR);
          else if (cancelled) createdAt = dice.between(start.getTime() - 46 * HOUR, start.getTime() - 30 * HOUR);
          else {
            // Booked online inside the 2-day window (local calendar days), never after "now".
            const windowOpens = instantAt(addDays(date, -2), 0, loc.timeZone).getTime();
            const earliest = Math.max(start.getTime() - 44 * HOUR, windowOpens, future ? now.getTime() - 36 * HOUR : 0);
            let latest = Math.min(start.getTime() - 30 * MINUTE, now.getTime() - 10 * MINUTE);
            if (latest < earliest) latest = Math.min(start.getTime(), now.getTime());
            createdAt = dice.between(Math.min(earliest, latest), latest);
          }
          // Paid a few minutes after the hold (never later than now or the start).
          const confirmedAt =
            channel === 'online'
              ? new Date(
                  Math.max(createdAt.getTime(), Math.min(createdAt.getTime() + dice.int(60, 240) * 1000, now.getTime(), start.getTime())),
                )
              : createdAt;
          const cancelledAt = cancelled ? dice.between(confirmedAt.getTime() + HOUR, start.getTime() - 25 * HOUR) : null;

          bookings.push({
            id: dice.uuid(),
            reference: reference(),
            location: loc.slug,
            bayId: bay.id,
            bayNumber: bay.number,
            localDate: date,
            start,
            end,
            partySize: dice.weighted(PARTY),
            customer,
            channel,
            status: cancelled ? 'cancelled' : 'confirmed',
            quote,
            createdAt,
            confirmedAt,
            cancelledAt,
          });
          h += hours;
        }
      }
    }
  }

  return { bookings, pageViews: planPageViews(dice, now, input.locations, input.appOrigin, instantAt), customers };
}

const JOURNEY_STARTS = [
  ['/', 60],
  ['/booking/{slug}', 16],
  ['/memberships', 8],
  ['/events', 6],
  ['/leagues', 4],
  ['/franchise', 2],
  ['/locations', 4],
] as const;
const NEXT_PAGES = [
  ['/locations', 10],
  ['/booking/{slug}', 26],
  ['/memberships', 9],
  ['/events', 8],
  ['/leagues/{slug}', 5],
  ['/lessons/{slug}', 5],
  ['/auth', 12],
  ['/checkout', 6],
  ['/booking-confirmation', 4],
  ['/booking-history', 6],
  ['/profile', 2],
  ['/', 7],
] as const;

/** Visits of one to six pages, busier at weekends and in the evening; today only up to "now". */
function planPageViews(
  dice: Dice,
  now: Date,
  locations: HistoryLocation[],
  appOrigin: string,
  instantAt: (d: string, m: number, tz: string) => Date,
): PlannedPageView[] {
  const tz = locations[0]?.timeZone ?? 'America/Chicago';
  const slugs = locations.map((l) => l.slug);
  const today = localDateOf(now, tz);
  const views: PlannedPageView[] = [];
  const slugged = (path: string) => path.replace('{slug}', dice.pick(slugs.length ? slugs : ['tulsa']));
  for (let d = -(PAGE_VIEW_DAYS - 1); d <= 0; d++) {
    const date = addDays(today, d);
    const weekday = isoWeekday(date);
    const visits = Math.round((weekday >= 5 ? 130 : 85) * (0.8 + dice.float() * 0.4));
    for (let v = 0; v < visits; v++) {
      const hour = dice.weighted([
        [8, 4],
        [10, 6],
        [12, 10],
        [14, 9],
        [16, 12],
        [18, 16],
        [19, 14],
        [20, 12],
        [21, 9],
        [22, 5],
      ] as const);
      let at = new Date(instantAt(date, hour * 60, tz).getTime() + dice.int(0, 3599) * 1000);
      const visitorId = dice.uuid();
      let path = slugged(dice.weighted(JOURNEY_STARTS));
      let referrer: string | null = dice.chance(0.45) ? dice.pick(EXTERNAL_REFERRERS) : null;
      let customerIndex: number | null = null;
      const pages = dice.weighted([
        [1, 30],
        [2, 25],
        [3, 20],
        [4, 12],
        [5, 8],
        [6, 5],
      ] as const);
      for (let p = 0; p < pages && at <= now; p++) {
        views.push({ path, referrer, visitorId, customerIndex, at });
        if (path === '/auth' && dice.chance(0.7)) customerIndex = dice.int(0, GENERATED_CUSTOMERS - 1);
        referrer = `${appOrigin}${path}`;
        path = slugged(dice.weighted(NEXT_PAGES));
        at = new Date(at.getTime() + dice.int(15, 180) * 1000);
      }
    }
  }
  return views;
}
