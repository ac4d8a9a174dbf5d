import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { createArgon2Hasher } from '../../modules/auth/password-hasher.js';
import { MembershipRepository } from '../../modules/memberships/membership.repository.js';
import { NO_PLAN } from '../../modules/memberships/plan-catalog.js';
import { nextRunAt, weekKey } from '../../modules/reminders/reminder.rules.js';
import { checkDiscount, codeWindow, type DiscountCodeRow } from '../../modules/discounts/discount.rules.js';
import { withDiscount } from '../../modules/bookings/pricing.rules.js';
import { addDays, instantAt, isoWeekday, localDateOf } from '../../shared/time.js';
import { demoCoaches, demoDiscounts, demoLocations, demoReminders, demoUsers } from './demo-data.js';
import { seedDemoEvents } from './demo-events.js';
import { seedDemoLessons } from './demo-lessons.js';
import { seedDemoLeagues } from './demo-leagues.js';
import { planDemoHistory, type HistoryLocation, type PlannedBooking } from './demo-history.js';
import { writeSandboxHistory } from '../../payments-sandbox/sandbox.js';

type Step = { key: string; run: (em: EntityManager) => Promise<void | Record<string, number>> };

export interface SeedOptions {
  /**
   * Also seed the demo history (four weeks of bookings and payments, two weeks of page views, a
   * handful of upcoming bookings on each location's top bay). The app's first start does; tests
   * that expect an empty schedule call seedDemoData without it.
   */
  history?: boolean;
  /** "Now" for the history (default: the clock). */
  now?: Date;
  /** The site's origin, for page views' internal referrers. */
  appOrigin?: string;
  /** The payments sandbox's origin as browsers reach it (the demo charges' receipt links). */
  sandboxOrigin?: string;
  /** Told about each step that ran: its key, how long it took and what it made. */
  onStep?: (key: string, ms: number, made: Record<string, number>) => void;
}

/**
 * Demo data, each step once per database: a marker in app_meta records that a step ran, so data an
 * admin later edits or removes never comes back. Returns the steps that ran now.
 */
const steps: Step[] = [
  { key: 'demo_seeded_at', run: seedLocations },
  { key: 'demo_users_seeded_at', run: seedUsers },
  { key: 'demo_discounts_seeded_at', run: seedDiscounts },
  { key: 'demo_memberships_seeded_at', run: seedMemberships },
  { key: 'demo_coaches_seeded_at', run: (em) => seedCoaches(em, new Date()) },
];

export async function seedDemoData(dataSource: DataSource, options: SeedOptions = {}): Promise<string[]> {
  const all: Step[] = options.history
    ? [
        ...steps,
        {
          key: 'demo_history_seeded_at',
          run: (em) =>
            seedDemoHistory(
              em,
              options.now ?? new Date(),
              options.appOrigin ?? 'http://localhost:3000',
              options.sandboxOrigin ?? 'http://localhost:3001',
            ),
        },
        // With the history only: an active reminder in a test database could go out mid-test.
        { key: 'demo_reminders_seeded_at', run: (em) => seedReminders(em, options.now ?? new Date()) },
        // With the history only: its customers are the players, and a league under way reserves bays.
        { key: 'demo_leagues_seeded_at', run: (em) => seedDemoLeagues(em, options.now ?? new Date()) },
        // Events' registrations and waitlists go to the history's customers.
        { key: 'demo_events_seeded_at', run: (em) => seedDemoEvents(em, options.now ?? new Date()) },
      ]
    : steps;
  return dataSource.transaction(async (em) => {
    // The advisory lock makes two instances starting together seed once, not twice.
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('venue.demo_seed'))`);
    const ran: string[] = [];
    for (const step of all) {
      const done = await em.query(`SELECT 1 FROM app_meta WHERE key = $1`, [step.key]);
      if (done.length > 0) continue;
      const t0 = performance.now();
      const made = await step.run(em);
      await em.query(`INSERT INTO app_meta (key, value) VALUES ($1, now()::text)`, [step.key]);
      options.onStep?.(step.key, Math.round(performance.now() - t0), made ?? {});
      ran.push(step.key);
    }
    return ran;
  });
}

async function seedLocations(em: EntityManager): Promise<void> {
  for (const loc of demoLocations) {
    const [{ id }] = await em.query(
      `INSERT INTO locations (slug, name, time_zone, address_line1, city, region, postal_code, phone, email)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       RETURNING id`,
      [
        loc.slug,
        loc.name,
        loc.timeZone,
        loc.address.line1,
        loc.address.city,
        loc.address.region,
        loc.address.postalCode,
        loc.phone,
        loc.email,
      ],
    );
    for (let n = 1; n <= loc.bayCount; n++) {
      await em.query(`INSERT INTO bays (location_id, number, name, capacity) VALUES ($1, $2, $3, 6)`, [id, n, `Bay ${n}`]);
    }
    for (const h of loc.openingHours) {
      await em.query(`INSERT INTO opening_hours (location_id, weekday, opens_minute, closes_minute) VALUES ($1, $2, $3, $4)`, [
        id,
        h.weekday,
        h.opens * 60,
        h.closes * 60,
      ]);
    }
  }
}

async function seedUsers(em: EntityManager): Promise<void> {
  const hasher = createArgon2Hasher();
  for (const u of demoUsers) {
    await em.query(
      `INSERT INTO users (first_name, last_name, email, password_hash, phone, preferred_location, is_admin, membership_type)
       VALUES ($1, $2, $3, $4, $5, (SELECT slug FROM locations WHERE slug = $6), $7, $8)
       ON CONFLICT (email) DO NOTHING`,
      [u.firstName, u.lastName, u.email, await hasher.hash(u.password), u.phone, u.preferredLocation, u.isAdmin, u.membershipType],
    );
  }
}

/** The codes, their dates as the admin's dialog would set them (venue-local days, discount.rules codeWindow). */
async function seedDiscounts(em: EntityManager): Promise<void> {
  const zones: string[] = (await em.query(`SELECT DISTINCT time_zone FROM locations`)).map((r: { time_zone: string }) => r.time_zone);
  const today = localDateOf(new Date(), zones[0] ?? 'America/Chicago');
  for (const d of demoDiscounts) {
    const startsOn = d.startsInDays === undefined ? null : addDays(today, d.startsInDays);
    const endsOn = d.endsInDays === undefined ? null : addDays(today, d.endsInDays);
    const { validFrom, validTo } = codeWindow({ startsOn, endsOn }, zones);
    await em.query(
      `INSERT INTO discount_codes (code, description, kind, percent, amount_cents, applies_to, max_redemptions, per_user_limit,
         starts_on, ends_on, valid_from, valid_to, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (code) DO NOTHING`,
      [
        d.code,
        d.description,
        d.kind,
        d.percent,
        d.amountCents,
        d.appliesTo,
        d.maxRedemptions,
        d.perUserLimit,
        startsOn,
        endsOn,
        validFrom,
        validTo,
        d.active ?? true,
      ],
    );
  }
}

type DemoBooking = PlannedBooking & { userId: string | null };
interface DemoRedemption {
  codeId: string;
  booking: DemoBooking;
  cents: number;
}

/**
 * Some of the history's online bookings were paid with a code, as a checkout would have applied it:
 * the price carries the discount line (so the charge, payment and refund match), and the redemption
 * is recorded, released for a booking that was cancelled and refunded. OPENING20 ends used up (5 of
 * 5), FALL20 is redeemed inside its dates, WELCOME10 once per customer, TEEOFF15 a few times.
 */
async function discountDemoBookings(em: EntityManager, bookings: DemoBooking[], now: Date): Promise<DemoRedemption[]> {
  const codes: (DiscountCodeRow & { code: string })[] = await em.query(
    `SELECT id, code::text AS code, kind, percent, amount_cents AS "amountCents", applies_to AS "appliesTo", valid_from AS "validFrom",
       valid_to AS "validTo", max_redemptions AS "maxRedemptions", per_user_limit AS "perUserLimit", redeemed_count AS "redeemedCount", active
     FROM discount_codes WHERE code = ANY($1)`,
    [['OPENING20', 'FALL20', 'WELCOME10', 'TEEOFF15']],
  );
  const byCode = new Map(codes.map((c) => [c.code.toUpperCase(), c]));
  const wanted: [string, number][] = [
    ['OPENING20', 5],
    ['FALL20', 6],
    ['WELCOME10', 8],
    ['TEEOFF15', 4],
  ];
  const candidates = bookings
    .filter((b) => b.channel === 'online' && b.customer.kind === 'generated' && b.userId && b.quote.subtotalCents > 0)
    .filter((b) => b.confirmedAt < now)
    .sort((a, b) => a.confirmedAt.getTime() - b.confirmedAt.getTime());
  const taken = new Set<string>();
  const made: DemoRedemption[] = [];
  for (const [name, count] of wanted) {
    const code = byCode.get(name);
    if (!code) continue; // an admin changed the demo codes
    const users = new Map<string, number>();
    let live = 0;
    for (const b of candidates) {
      if (live >= count) break;
      if (taken.has(b.id)) continue;
      const used = users.get(b.userId!) ?? 0;
      const check = checkDiscount({ ...code, redeemedCount: live }, { now: b.confirmedAt, purchaseKind: 'bookings', usedByUser: used });
      if (!check.ok) continue;
      b.quote = withDiscount(b.quote, check.discount);
      taken.add(b.id);
      made.push({ codeId: code.id, booking: b, cents: b.quote.discountCents });
      if (!b.cancelledAt) {
        live++;
        users.set(b.userId!, used + 1);
      }
    }
  }
  return made;
}

/** Demo Birdie members get a complimentary membership running from the seed day. */
async function seedMemberships(em: EntityManager): Promise<void> {
  await em.query(
    `INSERT INTO memberships (user_id, plan_code, status, anchor_at, current_period_start, current_period_end, complimentary)
     SELECT id, 'Birdie', 'active', now(), now(), now() + interval '1 month', true FROM users u
     WHERE membership_type = 'Birdie' AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.status IN ('active', 'past_due'))`,
  );
}

/** Demo coaches with their locations and weekly hours; one is away the whole of next week (local Monday to Monday). */
async function seedCoaches(em: EntityManager, now: Date): Promise<void> {
  const locations: { id: string; slug: string; time_zone: string }[] = await em.query(`SELECT id, slug, time_zone FROM locations`);
  const at = new Map(locations.map((l) => [l.slug, l]));
  for (const [i, c] of demoCoaches.entries()) {
    const slugs = [...new Set(c.hours.map((h) => h.location))].filter((s) => at.has(s));
    if (slugs.length === 0) continue;
    const [{ id }] = await em.query(
      `INSERT INTO coaches (name, email, bio, buffer_minutes) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
      [c.name, c.email, c.bio, c.bufferMinutes],
    );
    for (const slug of slugs) {
      await em.query(`INSERT INTO coach_locations (coach_id, location_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, at.get(slug)!.id]);
    }
    for (const h of c.hours.filter((x) => at.has(x.location))) {
      await em.query(
        `INSERT INTO coach_hours (coach_id, location_id, weekday, starts_minute, ends_minute) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [id, at.get(h.location)!.id, h.weekday, h.from * 60, h.to * 60],
      );
    }
    if (i === demoCoaches.length - 1) {
      const tz = at.get(slugs[0]!)!.time_zone;
      const today = localDateOf(now, tz);
      const nextMonday = addDays(today, 8 - isoWeekday(today));
      await em.query(`INSERT INTO coach_time_off (coach_id, during, reason) VALUES ($1, tstzrange($2, $3), 'Away at a coaching summit')`, [
        id,
        instantAt(nextMonday, 0, tz),
        instantAt(addDays(nextMonday, 7), 0, tz),
      ]);
    }
  }
}

/**
 * Two weekly reminders (one paused) and a past send log: the active one went to the demo accounts
 * last week (the player's first attempt bounced and was retried), the paused one to the member two
 * weeks ago. Recipient rows carry the week key, so the unique key of a real run holds for them too.
 */
async function seedReminders(em: EntityManager, now: Date): Promise<void> {
  const people: { id: string; email: string; membershipType: string }[] = await em.query(
    `SELECT id, email::text AS email, membership_type AS "membershipType" FROM users WHERE email = ANY($1) ORDER BY email`,
    [demoUsers.map((u) => u.email)],
  );
  for (const [i, r] of demoReminders.entries()) {
    const [loc] = await em.query(`SELECT id, time_zone AS "timeZone" FROM locations WHERE slug = $1`, [r.location]);
    if (!loc) continue;
    const next = r.active ? nextRunAt({ weekday: r.weekday, minuteOfDay: r.minuteOfDay, timeZone: loc.timeZone }, now) : null;
    const [{ id }] = await em.query(
      `INSERT INTO weekly_reminders (name, audience, location_id, weekday, minute_of_day, subject, body, active, next_run_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [r.name, r.audience, loc.id, r.weekday, r.minuteOfDay, r.subject, r.body, r.active, next],
    );
    // The last run: a week before the next one (the active reminder), or two weeks ago (the paused one).
    const startedAt = new Date((next ?? now).getTime() - (i + 1) * 7 * 86_400_000);
    const week = weekKey(startedAt, loc.timeZone);
    const to = people.filter((p) => r.audience === 'all_users' || p.membershipType === 'Birdie');
    const [{ id: runId }] = await em.query(
      `INSERT INTO weekly_reminder_runs (reminder_id, week_key, trigger, subject, body, started_at, recipient_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [id, week, r.active ? 'schedule' : 'manual', r.subject, r.body, startedAt, to.length],
    );
    for (const p of to) {
      const bounced = p.email === 'player@backnine.golf';
      await em.query(
        `INSERT INTO weekly_reminder_recipients (run_id, reminder_id, week_key, user_id, email, status, attempts, last_error, sent_at, created_at)
         VALUES ($1, $2, $3, $4, $5, 'sent', $6, $7, $8, $9)`,
        [
          runId,
          id,
          week,
          p.id,
          p.email,
          bounced ? 2 : 1,
          bounced ? '450 Mailbox unavailable (greylisted); sent on the retry' : null,
          new Date(startedAt.getTime() + (bounced ? 5 * 60_000 : 2000)),
          startedAt,
        ],
      );
    }
  }
}

/**
 * The demo history (see demo-history.ts for what it holds), inserted in a few batched statements.
 * Only into a database without bookings: one that has its own never gets invented ones. Bookings go
 * in as confirmed (played ones stay "confirmed", as the app keeps them), so the exclusion
 * constraint checks every one; each online booking has its payments sandbox charge and ledger payment
 * (refunded for the cancelled ones), desk and phone bookings are paid at the venue and have none.
 */
async function seedDemoHistory(em: EntityManager, now: Date, appOrigin: string, sandboxOrigin: string): Promise<Record<string, number>> {
  const [{ any }] = await em.query(`SELECT EXISTS (SELECT 1 FROM bookings) AS any`);
  if (any) return { skippedBecauseBookingsExist: 1 };
  const locationRows: {
    id: string;
    slug: string;
    timeZone: string;
    bays: { id: string; number: number }[];
    hours: HistoryLocation['hours'];
  }[] = await em.query(
    `SELECT l.id, l.slug, l.time_zone AS "timeZone",
       coalesce((SELECT json_agg(json_build_object('id', b.id, 'number', b.number) ORDER BY b.number) FROM bays b WHERE b.location_id = l.id AND b.active), '[]') AS bays,
       coalesce((SELECT json_agg(json_build_object('weekday', h.weekday, 'opensMinute', h.opens_minute, 'closesMinute', h.closes_minute)) FROM opening_hours h WHERE h.location_id = l.id), '[]') AS hours
     FROM locations l ORDER BY l.slug = 'tulsa' DESC, l.name`,
  );
  const locations = locationRows.filter((l) => l.bays.length > 0);
  if (locations.length === 0) return {};
  // Priced by the plans table, as the app prices: the demo member books on their plan, everyone else on none.
  const planRows = await new MembershipRepository(em.connection).plans(em);
  const visitor = planRows.find((p) => p.code === NO_PLAN);
  if (!visitor) throw new Error(`membership_plans has no active '${NO_PLAN}' row`);
  const memberCode = demoUsers.find((u) => u.email === 'birdie@backnine.golf')?.membershipType;
  const member = planRows.find((p) => p.code === memberCode) ?? visitor;
  const plan = planDemoHistory({ now, locations, appOrigin, plans: { visitor, member } });
  const day = 86_400_000;

  // Customers: the generated ones (one throwaway password nobody knows), and the demo accounts given a past.
  const hash = await createArgon2Hasher().hash(randomBytes(24).toString('base64url'));
  const c = plan.customers;
  await em.query(
    `INSERT INTO users (first_name, last_name, email, password_hash, phone, preferred_location, created_at, updated_at)
     SELECT f, l, e, $1, p, (SELECT slug FROM locations WHERE slug = loc), at, at FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[]) AS x(f, l, e, p, loc, at)
     ON CONFLICT (email) DO NOTHING`,
    [
      hash,
      c.map((x) => x.firstName),
      c.map((x) => x.lastName),
      c.map((x) => x.email),
      c.map((x) => x.phone),
      c.map((x) => x.preferredLocation),
      c.map((x) => new Date(now.getTime() - x.ageDays * day)),
    ],
  );
  await em.query(`UPDATE users SET created_at = least(created_at, $2) WHERE email = ANY($1)`, [
    ['admin@backnine.golf', 'birdie@backnine.golf', 'player@backnine.golf'],
    new Date(now.getTime() - 120 * day),
  ]);
  const ids: { id: string; email: string }[] = await em.query(`SELECT id, email::text AS email FROM users WHERE email = ANY($1)`, [
    [...c.map((x) => x.email), 'admin@backnine.golf', 'birdie@backnine.golf', 'player@backnine.golf'],
  ]);
  const idOf = new Map(ids.map((r) => [r.email, r.id]));
  const adminId = idOf.get('admin@backnine.golf') ?? null;
  const userOf = (b: PlannedBooking): string | null => {
    switch (b.customer.kind) {
      case 'player':
        return idOf.get('player@backnine.golf') ?? null;
      case 'birdie':
        return idOf.get('birdie@backnine.golf') ?? null;
      case 'generated':
        return idOf.get(c[b.customer.index]!.email) ?? null;
      case 'walkin':
        return null;
    }
  };
  // A demo account an admin removed: its bookings become walk-ins under the same name.
  const bookings: DemoBooking[] = plan.bookings.map((b) => ({ ...b, userId: userOf(b) }));
  const redemptions = await discountDemoBookings(em, bookings, now);
  const codeOf = new Map(redemptions.map((r) => [r.booking.id, r.codeId]));
  const guestName = (b: (typeof bookings)[number]) =>
    b.userId
      ? null
      : b.customer.kind === 'walkin'
        ? b.customer.name
        : b.customer.kind === 'generated'
          ? `${c[b.customer.index]!.firstName} ${c[b.customer.index]!.lastName}`
          : 'Walk-in guest';
  const sentAt = (b: (typeof bookings)[number], when: Date | null) =>
    b.userId && when && when <= now ? new Date(when.getTime() + 5000) : null;

  await em.query(
    `INSERT INTO bookings (id, reference, location_id, bay_id, user_id, guest_name, guest_phone, local_date, starts_at, ends_at, party_size, status, price_lines,
       free_hours_used, subtotal_cents, discount_cents, total_cents, cancel_reason, created_at, updated_at, confirmation_sent_at, cancellation_sent_at, reminder_sent_at,
       discount_code_id)
     SELECT x.id, x.ref, l.id, x.bay, x.usr, x.guest, x.phone, x.day, x.s, x.e, x.party, x.status, x.lines::jsonb, x.free, x.sub, x.sub - x.total, x.total, x.reason, x.created, x.updated, x.conf, x.canc, x.rem,
       x.code
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::uuid[], $6::text[], $7::text[], $8::date[], $9::timestamptz[], $10::timestamptz[], $11::int[], $12::text[],
                 $13::text[], $14::int[], $15::int[], $16::int[], $17::text[], $18::timestamptz[], $19::timestamptz[], $20::timestamptz[], $21::timestamptz[], $22::timestamptz[], $23::uuid[])
       AS x(id, ref, slug, bay, usr, guest, phone, day, s, e, party, status, lines, free, sub, total, reason, created, updated, conf, canc, rem, code)
     JOIN locations l ON l.slug = x.slug`,
    [
      bookings.map((b) => b.id),
      bookings.map((b) => b.reference),
      bookings.map((b) => b.location),
      bookings.map((b) => b.bayId),
      bookings.map((b) => b.userId),
      bookings.map(guestName),
      bookings.map((b) => (b.customer.kind === 'walkin' ? b.customer.phone : null)),
      bookings.map((b) => b.localDate),
      bookings.map((b) => b.start),
      bookings.map((b) => b.end),
      bookings.map((b) => b.partySize),
      bookings.map((b) => b.status),
      bookings.map((b) => JSON.stringify(b.quote.lines)),
      bookings.map((b) => b.quote.freeHoursApplied),
      bookings.map((b) => b.quote.subtotalCents),
      bookings.map((b) => b.quote.totalCents),
      bookings.map((b) => (b.status === 'cancelled' ? 'customer' : null)),
      bookings.map((b) => b.createdAt),
      bookings.map((b) => b.cancelledAt ?? b.confirmedAt),
      bookings.map((b) => sentAt(b, b.confirmedAt)),
      bookings.map((b) => sentAt(b, b.cancelledAt)),
      // The day-before reminder went out for bookings made earlier than that and not cancelled by then.
      bookings.map((b) => {
        const due = new Date(b.start.getTime() - 86_400_000);
        return b.confirmedAt < due && (!b.cancelledAt || b.cancelledAt > due) ? sentAt(b, due) : null;
      }),
      bookings.map((b) => codeOf.get(b.id) ?? null),
    ],
  );
  // Each code's use, given back for the cancelled (and refunded) ones; the count is the live ones.
  await em.query(
    `INSERT INTO discount_redemptions (discount_code_id, user_id, purchase_kind, purchase_id, amount_cents, created_at, released_at)
     SELECT c, u, 'bookings', b, a, at, rel FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::timestamptz[], $6::timestamptz[]) AS x(c, u, b, a, at, rel)`,
    [
      redemptions.map((r) => r.codeId),
      redemptions.map((r) => r.booking.userId),
      redemptions.map((r) => r.booking.id),
      redemptions.map((r) => r.cents),
      redemptions.map((r) => r.booking.confirmedAt),
      redemptions.map((r) => r.booking.cancelledAt),
    ],
  );
  await em.query(
    `UPDATE discount_codes c SET redeemed_count = (SELECT count(*) FROM discount_redemptions r WHERE r.discount_code_id = c.id AND r.released_at IS NULL)`,
  );

  // The audit trail each booking would have: held and confirmed online, created at the desk or on the phone, cancelled.
  const events: { booking: string; actor: string | null; kind: 'customer' | 'admin'; event: string; details: object; at: Date }[] = [];
  for (const b of bookings) {
    if (b.channel === 'online') {
      events.push({
        booking: b.id,
        actor: b.userId,
        kind: 'customer',
        event: 'held',
        details: { bay: b.bayNumber, totalCents: b.quote.totalCents },
        at: b.createdAt,
      });
      events.push({
        booking: b.id,
        actor: b.userId,
        kind: 'customer',
        event: 'confirmed',
        details: { totalCents: b.quote.totalCents },
        at: b.confirmedAt,
      });
    } else {
      events.push({
        booking: b.id,
        actor: adminId,
        kind: 'admin',
        event: 'created',
        details: { bay: b.bayNumber, payAtVenue: true },
        at: b.createdAt,
      });
    }
    if (b.cancelledAt)
      events.push({
        booking: b.id,
        actor: b.userId,
        kind: 'customer',
        event: 'cancelled',
        details: { refundable: true, refundCents: b.quote.totalCents },
        at: b.cancelledAt,
      });
  }
  await em.query(
    `INSERT INTO booking_events (booking_id, actor_user_id, actor, event, details, at)
     SELECT b, u, a, e, d::jsonb, t FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::timestamptz[]) AS x(b, u, a, e, d, t)`,
    [
      events.map((e) => e.booking),
      events.map((e) => e.actor),
      events.map((e) => e.kind),
      events.map((e) => e.event),
      events.map((e) => JSON.stringify(e.details)),
      events.map((e) => e.at),
    ],
  );

  // Online bookings were paid by card through the payments sandbox: its customer, card, PaymentIntent
  // and charge (and refund), written as the sandbox would have made them, then the ledger's payment.
  const paid = bookings.filter((b) => b.channel === 'online' && b.userId && b.quote.totalCents > 0);
  const payers = [...new Set(paid.map((b) => b.userId!))];
  await em.query(
    `UPDATE users SET gateway_customer_id = 'cus_demo' || substr(md5(id::text), 1, 20) WHERE id = ANY($1::uuid[]) AND gateway_customer_id IS NULL`,
    [payers],
  );
  const customerRows: { id: string; cus: string; email: string }[] = await em.query(
    `SELECT id, gateway_customer_id AS cus, email FROM users WHERE id = ANY($1)`,
    [payers],
  );
  const gatewayCustomer = new Map(customerRows.map((r) => [r.id, r.cus]));
  const card = (userId: string) => `pm_demo${userId.replace(/-/g, '').slice(0, 20)}`;
  const suffix = (b: PlannedBooking) => b.id.replace(/-/g, '').slice(0, 24);
  const namesByLocation: Record<string, string> = Object.fromEntries(
    (await em.query(`SELECT slug, name FROM locations`)).map((l: { slug: string; name: string }) => [l.slug, l.name]),
  );
  const since = new Date(now.getTime() - 30 * day);
  await writeSandboxHistory((sql, params) => em.query(sql, params as unknown[]), {
    origin: sandboxOrigin,
    customers: customerRows.map((r) => ({ id: r.cus, email: r.email, created: since, defaultPaymentMethod: card(r.id) })),
    cards: payers.map((u) => ({
      id: card(u),
      customer: gatewayCustomer.get(u)!,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2031,
      created: since,
    })),
    payments: paid.map((b) => ({
      intentId: `pi_demo${suffix(b)}`,
      chargeId: `ch_demo${suffix(b)}`,
      customer: gatewayCustomer.get(b.userId!)!,
      paymentMethod: card(b.userId!),
      amountCents: b.quote.totalCents,
      description: `${namesByLocation[b.location] ?? b.location} Bay ${b.bayNumber}, ${b.localDate} (${b.reference})`,
      metadata: { purpose: 'booking', purchase: b.id, user: b.userId! },
      created: b.confirmedAt,
      ...(b.cancelledAt ? { refund: { id: `re_demo${suffix(b)}`, amountCents: b.quote.totalCents, created: b.cancelledAt } } : {}),
    })),
  });
  const ledger: { id: string; booking_id: string }[] = await em.query(
    `INSERT INTO payments (user_id, purpose, booking_id, amount_cents, gateway, gateway_charge_id, gateway_intent_id, card_brand, card_last4,
                           idempotency_key, status, refunded_cents, created_at, updated_at)
     SELECT u, 'booking', b, a, 'sandbox', 'ch_demo' || s, 'pi_demo' || s, 'visa', '4242', 'demo:' || b, CASE WHEN r > 0 THEN 'refunded' ELSE 'succeeded' END, r, at, coalesce(rat, at)
     FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::int[], $6::timestamptz[], $7::timestamptz[]) AS x(u, b, a, s, r, at, rat)
     RETURNING id, booking_id`,
    [
      paid.map((b) => b.userId),
      paid.map((b) => b.id),
      paid.map((b) => b.quote.totalCents),
      paid.map(suffix),
      paid.map((b) => (b.cancelledAt ? b.quote.totalCents : 0)),
      paid.map((b) => b.confirmedAt),
      paid.map((b) => b.cancelledAt),
    ],
  );
  const refunded = paid.filter((b) => b.cancelledAt);
  const paymentOf = new Map(ledger.map((p) => [p.booking_id, p.id]));
  await em.query(
    `INSERT INTO payment_refunds (payment_id, processor_refund_id, amount_cents, created_at)
     SELECT p, 're_demo' || s, a, at FROM unnest($1::uuid[], $2::text[], $3::int[], $4::timestamptz[]) AS x(p, s, a, at)`,
    [
      refunded.map((b) => paymentOf.get(b.id)),
      refunded.map(suffix),
      refunded.map((b) => b.quote.totalCents),
      refunded.map((b) => b.cancelledAt),
    ],
  );

  // A few past and upcoming lessons with the demo coaches, for the demo accounts and some customers.
  const lessonTakers = ['player@backnine.golf', 'birdie@backnine.golf', ...c.slice(0, 6).map((x) => x.email)];
  const lessons = await seedDemoLessons(em, now, {
    userIds: lessonTakers.map((e) => idOf.get(e)).filter((id): id is string => !!id),
    adminId,
  });

  const views = plan.pageViews;
  await em.query(
    `INSERT INTO page_views (path, referrer, visitor_id, user_id, viewed_at)
     SELECT p, r, v, u, t FROM unnest($1::text[], $2::text[], $3::uuid[], $4::uuid[], $5::timestamptz[]) AS x(p, r, v, u, t)`,
    [
      views.map((v) => v.path),
      views.map((v) => v.referrer),
      views.map((v) => v.visitorId),
      views.map((v) => (v.customerIndex === null ? null : (idOf.get(c[v.customerIndex]!.email) ?? null))),
      views.map((v) => v.at),
    ],
  );

  return {
    customers: c.length,
    bookings: bookings.length + lessons,
    lessons,
    upcoming: bookings.filter((b) => b.start > now).length,
    cancelled: refunded.length,
    payments: paid.length,
    pageViews: views.length,
    discountRedemptions: redemptions.length,
  };
}
