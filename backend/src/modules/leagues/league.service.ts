import { leagueInput } from '@fairway/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import { addDays, isoWeekday } from '../../shared/time.js';
import { parseInput } from '../../shared/validation.js';
import type { Logger } from '../../shared/logger.js';
import type { DiscountService } from '../discounts/discount.service.js';
import { QUEUES, type JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import { freeSettle, type CheckoutService, type LedgerLink, type SettleRequest } from '../payments/checkout.service.js';
import type { PaymentChoice } from '../payments/payment-method.service.js';
import type { PaymentService } from '../payments/payment.service.js';
import type { User } from '../users/user.entity.js';
import type { UserService } from '../users/user.service.js';
import { leagueConfirmationMail, leagueIcs, leagueIcsFilename, type LeagueMailContext } from './league-mail.js';
import type { Location } from '../locations/location.entity.js';
import { clockToMinutes, minutesToClock } from '../locations/location.rules.js';
import type { LocationService } from '../locations/location.service.js';
import type { BookingOperations } from '../bookings/booking-operations.service.js';
import { federalHolidayOn } from './holiday.rules.js';
import type { EntryRow, LeagueRepository, LeagueRow, NewLeague, NightRow } from './league.repository.js';
import {
  ADMIN_LEAGUE_SORTS,
  leagueCsv,
  leagueEditProblem,
  leagueStatus,
  nightNotes,
  pageLeagues,
  plannedNightBays,
  seasonBayUse,
  seasonNights,
  scoreSaveProblem,
  type ScoreRowInput,
  spotsLeft,
  standings,
  tieBreakerSentence,
  unbookedNights,
  withdrawalRefundCents,
  type AdminLeagueSort,
  type LeagueStatusValue,
  type StandingRow,
} from './league.rules.js';

const NO_SUCH_LEAGUE = 'We have no league by that id.';
export const LEAGUE_FULL = 'This league is full.';
export const ALREADY_IN = 'You are already in this league.';
const SIGNUPS_CLOSED = 'Sign-ups for this league have closed.';
const ENTRY_LAPSED = 'Your place was held for 10 minutes and has been released. Please join again.';
const NO_SUCH_ENTRY = 'We have no league entry of yours by that id.';
/** An unpaid entry holds its place like a bay hold. */
const ENTRY_HOLD_MINUTES = 10;
const REFUND_POLICY =
  'Withdraw before the first night starts for a full refund of the entry fee. From the first night on, the fee is not refunded: the bays are reserved for the whole season.';

export type LeagueEmailJob = { entryId: string };

/** Who changed what: the admin module's audit log, reached through this narrow port. */
export interface AuditTrail {
  record(actorUserId: string, action: string, targetType: string, targetId: string | null, details?: object): Promise<void>;
}

/** A player's entry as the payment and confirmation pages show it. */
export interface EntryView extends EntryRow {
  league: LeagueView;
  players: string[];
  refundPolicy: string;
}

/** A league as the API and the pages show it. */
export interface LeagueView {
  id: string;
  name: string;
  description: string;
  status: LeagueStatusValue;
  format: 'individual' | 'teams';
  teamSize: number;
  location: Location;
  weekday: number;
  startTime: string;
  hoursPerNight: number;
  firstNight: string;
  lastNight: string;
  weeks: number;
  capacity: number;
  baysPerNight: number;
  spotsLeft: number;
  entryFeeCents: number;
  tieBreakers: LeagueRow['tieBreakers'];
  tieBreakerRule: string;
  nights: { id: string; week: number; date: string; startsAt: Date; endsAt: Date }[];
  /** What the service needs again (status, sign-up) and the API never shows. */
  row: LeagueRow;
}

/**
 * Leagues (PRODUCT.md "Leagues"): the public list with status and places, standings from the
 * rounds. A league night's bays are bookings (kind 'league'), placed through BookingOperations.
 */
export class LeagueService {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      repo: LeagueRepository;
      locations: LocationService;
      discounts: DiscountService;
      /** The payments ledger and money back: an entry's refunds. */
      payments: PaymentService;
      /** Checkout's money: the league registers how an entry is confirmed when its payment arrives. */
      checkout: CheckoutService;
      users: UserService;
      jobs: JobQueue;
      mailer: Mailer;
      logger: Logger;
      appOrigin: string;
      ops: BookingOperations;
      audit: AuditTrail;
      now?: () => Date;
    },
  ) {
    deps.checkout.register('league', {
      ledger: 'league',
      confirm: (em, p) => this.confirmPaid(em, p),
      waiting: (id) => this.awaitsPayment(id),
    });
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private async views(rows: LeagueRow[]): Promise<LeagueView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [locations, nights, taken] = await Promise.all([
      this.deps.locations.list(),
      this.deps.repo.nights(ids),
      this.deps.repo.taken(ids),
    ]);
    const now = this.now();
    return rows.map((r) => {
      const mine = nights.filter((n) => n.leagueId === r.id);
      return this.view(
        r,
        mine,
        taken.get(r.id) ?? 0,
        locations.find((l) => l.id === r.locationId)!,
        now,
      );
    });
  }

  private view(r: LeagueRow, nights: NightRow[], taken: number, location: Location, now: Date): LeagueView {
    const first = nights[0];
    const last = nights[nights.length - 1];
    const status = leagueStatus({
      now,
      closed: r.closedAt !== null,
      firstStart: first?.start ?? new Date(8.64e15),
      lastEnd: last?.end ?? new Date(8.64e15),
      taken,
      capacity: r.capacity,
    });
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      status,
      format: r.format,
      teamSize: r.teamSize,
      location,
      weekday: r.weekday,
      startTime: minutesToClock(r.startMinute),
      hoursPerNight: r.hoursPerNight,
      firstNight: first?.date ?? r.firstNight,
      lastNight: last?.date ?? r.firstNight,
      weeks: r.weeks,
      capacity: r.capacity,
      baysPerNight: r.baysPerNight,
      spotsLeft: status === 'open' ? spotsLeft(r.capacity, taken) : 0,
      entryFeeCents: r.entryFeeCents,
      tieBreakers: r.tieBreakers,
      tieBreakerRule: tieBreakerSentence(r.tieBreakers),
      nights: nights.map((n) => ({ id: n.id, week: n.week, date: n.date, startsAt: n.start, endsAt: n.end })),
      row: r,
    };
  }

  /** Every league by first night; with a location slug, that location's (none for an unknown slug). */
  async list(locationSlug?: string | null): Promise<LeagueView[]> {
    if (locationSlug == null) return this.views(await this.deps.repo.list());
    const location = await this.deps.locations.bySlug(locationSlug);
    return location ? this.views(await this.deps.repo.list({ locationId: location.id })) : [];
  }

  /** A league, or null (a malformed id too). */
  async find(id: string): Promise<LeagueView | null> {
    const row = await this.deps.repo.find(String(id));
    return row ? (await this.views([row]))[0]! : null;
  }

  /** A league or NOT_FOUND. */
  async get(id: string): Promise<LeagueView> {
    const league = await this.find(id);
    if (!league) throw new AppError('NOT_FOUND', NO_SUCH_LEAGUE);
    return league;
  }

  /** Standings of the paid entries from the rounds so far, with the league's tie-breakers. */
  async standings(league: Pick<LeagueView, 'id' | 'tieBreakers'>): Promise<StandingRow[]> {
    const [entries, scores] = await Promise.all([
      this.deps.repo.entriesOf(league.id, { paidOnly: true }),
      this.deps.repo.scores(league.id),
    ]);
    return standings(
      entries.map((e) => ({ entryId: e.id, name: e.name })),
      scores.map((s) => ({ entryId: s.entryId, week: s.week, strokes: s.strokes })),
      league.tieBreakers,
    );
  }

  /** The user ids of a league's active players in paid entries (the weekly reminders' league audience). */
  async activePlayerUserIds(leagueId: string): Promise<string[]> {
    return this.deps.repo.activePlayerUserIds(leagueId);
  }

  /** The player's entry with its league (owner only; anyone else, or a malformed id, gets NOT_FOUND). */
  async entryFor(entryId: string, user: User): Promise<EntryView> {
    const entry = await this.deps.repo.entry(String(entryId));
    if (!entry || entry.userId !== user.id) throw new AppError('NOT_FOUND', NO_SUCH_ENTRY);
    return this.entryView(entry);
  }

  /** The player's leagues for their account (paid or withdrawn entries), the newest first. */
  async myEntries(user: User): Promise<EntryView[]> {
    const rows = await this.deps.repo.paidEntriesOfUser(user.id);
    return Promise.all(rows.map((r) => this.entryView(r)));
  }

  /** What withdrawing now refunds (the rule withdraw applies); null when the entry is not in the league. */
  withdrawalRefund(entry: { status: string; totalCents: number; league: { nights: { startsAt: Date }[] } }): number | null {
    if (entry.status !== 'paid') return null;
    return withdrawalRefundCents(entry.totalCents, entry.league.nights[0]?.startsAt ?? new Date(8.64e15), this.now());
  }

  /** The entry's row in its league's standings; null for an entry not in the league. */
  async standingOf(entry: { id: string; status: string; league: Pick<LeagueView, 'id' | 'tieBreakers'> }): Promise<StandingRow | null> {
    if (entry.status !== 'paid') return null;
    return (await this.standings(entry.league)).find((s) => s.entryId === entry.id) ?? null;
  }

  private async entryView(entry: EntryRow): Promise<EntryView> {
    const [league, players] = await Promise.all([this.get(entry.leagueId), this.deps.repo.playersOf(entry.id)]);
    return { ...entry, league, players, refundPolicy: REFUND_POLICY };
  }

  /**
   * Takes a place for 10 minutes at the server's price: sign-ups to one league queue on its row, so
   * places are counted one at a time and the last place goes to exactly one player ("This league is
   * full." for the rest). A player with a live hold gets it back; a paid player cannot enter again.
   */
  async join(
    leagueId: string,
    user: User,
    input: { teamName?: string | null; teammates?: readonly string[] | null; discountCode?: string | null },
    address: string,
  ): Promise<EntryView> {
    await this.deps.ops.assertMayRegister(user, address);
    const league = await this.get(leagueId);
    const { row } = league;
    let teamName: string | null = null;
    const players = [{ userId: user.id as string | null, name: `${user.firstName} ${user.lastName}`.trim() }];
    if (row.format === 'teams') {
      teamName = (input.teamName ?? '').trim();
      if (teamName.length < 1 || teamName.length > 60)
        throw new AppError('VALIDATION', 'Please give your team a name (up to 60 characters).', { field: 'teamName' });
      const mates = (input.teammates ?? []).map((m) => m.trim());
      if (mates.length !== row.teamSize - 1 || mates.some((m) => m.length < 1 || m.length > 80))
        throw new AppError('VALIDATION', `Please name your ${row.teamSize - 1} teammate${row.teamSize > 2 ? 's' : ''}.`, {
          field: 'teammates',
        });
      players.push(...mates.map((name) => ({ userId: null, name })));
    }
    // Priced before the queue, and a league already full answered without joining it: the
    // transaction below holds the league's row (and a pooled connection) as briefly as it can.
    const price = await this.price(row, user, input.discountCode ?? null);
    const mineBefore = await this.deps.repo.liveEntryOf(row.id, user.id);
    if (!mineBefore && league.status === 'open' && ((await this.deps.repo.taken([row.id])).get(row.id) ?? 0) >= row.capacity)
      throw new AppError('CONFLICT', LEAGUE_FULL);
    const id = await this.deps.dataSource.transaction(async (em) => {
      await this.deps.repo.lock(em, row.id);
      if ((await this.deps.repo.find(row.id, em))?.closedAt) throw new AppError('CONFLICT', SIGNUPS_CLOSED); // closed meanwhile
      await this.deps.repo.releaseExpiredHolds(em, row.id);
      const mine = await this.deps.repo.liveEntryOf(row.id, user.id, em);
      if (mine?.status === 'paid') throw new AppError('CONFLICT', ALREADY_IN);
      if (mine) return mine.id; // back from the payment page: the same hold
      if (league.status === 'in_progress' || league.status === 'done') throw new AppError('CONFLICT', SIGNUPS_CLOSED);
      const taken = (await this.deps.repo.taken([row.id], em)).get(row.id) ?? 0;
      if (taken >= row.capacity) throw new AppError('CONFLICT', LEAGUE_FULL);
      return this.deps.repo.insertHeld(em, {
        leagueId: row.id,
        userId: user.id,
        teamName,
        holdMinutes: ENTRY_HOLD_MINUTES,
        ...price,
        players,
      });
    });
    return this.entryView((await this.deps.repo.entry(id))!);
  }

  /** The entry's price lines: the fee, less a code valid for leagues (checked now, redeemed when paid). */
  private async price(row: LeagueRow, user: User, code: string | null) {
    const fee = row.entryFeeCents;
    const lines = [{ label: `League entry: ${row.name}`, quantity: 1, unitCents: fee, amountCents: fee }];
    if (!code?.trim()) return { lines, subtotalCents: fee, discountCents: 0, totalCents: fee, discountCodeId: null };
    const checked = await this.deps.discounts.check(code, { userId: user.id, purchaseKind: 'leagues', paidCents: fee });
    if (!checked.ok) throw new AppError('VALIDATION', checked.message, { field: 'discountCode' });
    const off = checked.offer.amountOffCents;
    lines.push({ label: `Discount ${code.trim().toUpperCase()}`, quantity: 1, unitCents: -off, amountCents: -off });
    return { lines, subtotalCents: fee, discountCents: off, totalCents: fee - off, discountCodeId: checked.offer.codeId };
  }

  /** A held entry priced again with a code (or without one, for null). */
  async setDiscount(entryId: string, user: User, code: string | null): Promise<EntryView> {
    const entry = await this.live(entryId, user);
    const league = await this.get(entry.leagueId);
    const price = await this.price(league.row, user, code);
    await this.deps.dataSource.transaction(async (em) => {
      const current = await this.deps.repo.entryForUpdate(em, entry.id);
      if (current?.status !== 'held') throw new AppError('CONFLICT', ENTRY_LAPSED);
      await this.deps.repo.setPrice(em, entry.id, price);
    });
    return this.entryFor(entry.id, user);
  }

  private async live(entryId: string, user: User): Promise<EntryRow> {
    const entry = await this.deps.repo.entry(String(entryId));
    if (!entry || entry.userId !== user.id) throw new AppError('NOT_FOUND', NO_SUCH_ENTRY);
    if (entry.status === 'paid') throw new AppError('CONFLICT', 'This entry is already paid.');
    if (entry.status !== 'held' || (entry.holdExpiresAt && entry.holdExpiresAt <= this.now())) throw new AppError('CONFLICT', ENTRY_LAPSED);
    return entry;
  }

  /**
   * Pays a held entry (docs/payments.md, the same checkout as a bay): authorized while the place is
   * held, captured by the transaction that marks the entry paid; a retry with the same key charges
   * once; a declined card keeps the place until the hold ends (another card can be tried at once);
   * money the entry cannot take (its hold ended and the league filled, its price changed) goes back.
   */
  async pay(entryId: string, user: User, payment: PaymentChoice, idempotencyKey: string): Promise<EntryView> {
    if (!/^[A-Za-z0-9_-]{8,80}$/.test(idempotencyKey ?? ''))
      throw new AppError('VALIDATION', 'A checkout needs an idempotency key.', { field: 'idempotencyKey' });
    const existing = await this.deps.repo.entry(String(entryId));
    if (!existing || existing.userId !== user.id) throw new AppError('NOT_FOUND', NO_SUCH_ENTRY);
    if (existing.status === 'paid') return this.entryView(existing); // a retry after success
    const entry = await this.live(entryId, user);
    const league = await this.get(entry.leagueId);
    if (entry.totalCents > 0) {
      await this.deps.checkout.pay({
        purpose: 'league',
        purchaseId: entry.id,
        user,
        amountCents: entry.totalCents,
        payment,
        idempotencyKey,
        description: `${league.name}, ${league.location.name} (league entry)`,
      });
    } else {
      await this.deps.dataSource.transaction((em) => this.confirmPaid(em, freeSettle(entry.id, user.id)));
    }
    return this.entryFor(entry.id, user);
  }

  /**
   * The confirming transaction's part of an entry: still held at its price (or, for money that came
   * after the hold ended, a place still free in a league still open), the code redeemed, the entry
   * paid and its confirmation queued.
   */
  private async confirmPaid(em: EntityManager, p: SettleRequest): Promise<LedgerLink> {
    const current = await this.deps.repo.entryForUpdate(em, p.purchaseId);
    if (!current) throw new AppError('NOT_FOUND', NO_SUCH_ENTRY);
    if (current.status === 'paid') throw new AppError('CONFLICT', 'This entry is already paid.');
    const heldOn = current.status === 'held' && !!current.holdExpiresAt && current.holdExpiresAt > this.now();
    if (!heldOn) {
      if (current.status !== 'held' && !(p.late && current.status === 'cancelled')) throw new AppError('CONFLICT', ENTRY_LAPSED);
      // The hold ended before the money came: the place is taken again only if the league still has one.
      await this.deps.repo.lock(em, current.leagueId);
      const league = await this.deps.repo.find(current.leagueId, em);
      if (!league || league.closedAt) throw new AppError('CONFLICT', SIGNUPS_CLOSED);
      const taken = (await this.deps.repo.taken([current.leagueId], em)).get(current.leagueId) ?? 0;
      if (taken >= league.capacity) throw new AppError('CONFLICT', LEAGUE_FULL);
    }
    if (current.totalCents !== p.amountCents) throw new AppError('CONFLICT', 'The price changed. Please check it and pay again.');
    if (current.discountCodeId && current.discountCents > 0) {
      const applied = await this.deps.discounts.apply(em, {
        codeId: current.discountCodeId,
        userId: p.userId,
        purchaseKind: 'leagues',
        paidCents: current.subtotalCents,
        purchaseId: current.id,
      });
      if (!applied.ok) throw new AppError('CONFLICT', `${applied.message} Please pay without it.`);
      if (applied.amountOffCents !== current.discountCents)
        throw new AppError('CONFLICT', 'The discount changed. Please check the price and pay again.');
    }
    await this.deps.repo.markPaid(em, current.id, null);
    if (p.attemptId) await this.deps.repo.setIdempotencyKey(em, current.id, `league:${current.id}:${p.attemptId}`);
    await this.deps.jobs.send(QUEUES.leagueEmail, { entryId: current.id } satisfies LeagueEmailJob, { em });
    return { leagueEntryId: current.id };
  }

  /** Whether an entry still waits for its payment: held, and the hold not yet over. */
  private async awaitsPayment(entryId: string): Promise<boolean> {
    const e = await this.deps.repo.entry(entryId);
    return e?.status === 'held' && !!e.holdExpiresAt && e.holdExpiresAt > this.now();
  }

  /** Leaves a league: before the first night a full refund (and the code's redemption given back); after, nothing. */
  async withdraw(entryId: string, user: User): Promise<EntryView> {
    const entry = await this.deps.repo.entry(String(entryId));
    if (!entry || entry.userId !== user.id) throw new AppError('NOT_FOUND', NO_SUCH_ENTRY);
    if (entry.status !== 'paid') throw new AppError('CONFLICT', 'Only a paid entry can be withdrawn.');
    const league = await this.get(entry.leagueId);
    const first = league.nights[0];
    const refund = withdrawalRefundCents(entry.totalCents, first?.startsAt ?? new Date(8.64e15), this.now());
    const payment = refund > 0 ? await this.deps.payments.forLeagueEntry(entry.id) : null;
    if (payment)
      await this.deps.payments.refund(
        payment,
        Math.min(refund, payment.amountCents - payment.refundedCents),
        `league-withdraw:${entry.id}`,
      );
    await this.deps.dataSource.transaction(async (em) => {
      const current = await this.deps.repo.entryForUpdate(em, entry.id);
      if (current?.status !== 'paid') return;
      await this.deps.repo.setStatus(em, entry.id, 'withdrawn', refund);
      await this.deps.repo.deactivatePlayers(em, entry.id);
      if (refund > 0) await this.deps.discounts.release(em, 'leagues', entry.id);
    });
    return this.entryFor(entry.id, user);
  }

  /** The season as one .ics (owner only). */
  async calendarFile(entryId: string, user: User): Promise<{ filename: string; content: string }> {
    const entry = await this.entryFor(entryId, user);
    if (entry.status !== 'paid') throw new AppError('NOT_FOUND', NO_SUCH_ENTRY);
    const c = this.mailContext(entry, { email: user.email, firstName: user.firstName });
    return { filename: leagueIcsFilename(c), content: leagueIcs(c) };
  }

  private mailContext(entry: EntryView, customer: { email: string; firstName: string }): LeagueMailContext {
    const l = entry.league.location;
    return {
      entryId: entry.id,
      leagueName: entry.league.name,
      locationName: l.name,
      locationSlug: l.slug,
      address: `${l.addressLine1}, ${l.city}, ${l.region} ${l.postalCode}`,
      timeZone: l.timeZone,
      teamName: entry.teamName,
      totalCents: entry.totalCents,
      nights: entry.league.nights.map((n) => ({ week: n.week, date: n.date, start: n.startsAt, end: n.endsAt })),
      customer,
      appOrigin: this.deps.appOrigin,
      refundPolicy: REFUND_POLICY,
    };
  }

  /** The confirmation e-mail job: sent once per paid entry (the claim column). */
  async sendConfirmation(job: LeagueEmailJob): Promise<void> {
    const entry = await this.deps.repo.entry(job.entryId);
    if (!entry || entry.status !== 'paid') return;
    if (!(await this.deps.repo.claimConfirmation(entry.id))) return;
    try {
      const user = await this.deps.users.findActive(entry.userId);
      if (!user) return;
      const view = await this.entryView(entry);
      await this.deps.mailer.send(leagueConfirmationMail(this.mailContext(view, { email: user.email, firstName: user.firstName })));
    } catch (e) {
      await this.deps.repo.unclaimConfirmation(entry.id);
      throw e;
    }
  }

  // ---- Admin: the season's bay reservations --------------------------------------------------

  /**
   * Every night's bays as they stand. A night already started is 'played': history, its own
   * reservations only, never a conflict. A coming night plans the league's bays (its reservations,
   * else the bays the season already uses, else the lowest-numbered), each booked, free, taken (by
   * the booking named) or closed, with the bays free that night for a swap and the notes the admin
   * accepts before booking it (a public holiday, events at the venue during it).
   */
  async bookingPreview(leagueId: string): Promise<NightPlan[]> {
    const league = await this.get(leagueId);
    const location = league.location;
    const bays = [...location.bays].sort((a, b) => a.number - b.number);
    const booked = await this.deps.repo.nightBookings(league.nights.map((n) => n.id));
    const usual = seasonBayUse(booked);
    const now = this.now();
    const plans: NightPlan[] = [];
    for (const n of league.nights) {
      const mine = booked.filter((b) => b.nightId === n.id);
      const base = { nightId: n.id, week: n.week, date: n.date, startsAt: n.startsAt, endsAt: n.endsAt };
      if (n.startsAt <= now) {
        const held = bays.filter((b) => mine.some((m) => m.bayId === b.id));
        plans.push({
          ...base,
          state: 'played',
          bays: held.map((b) => ({
            bayNumber: b.number,
            bayName: b.name,
            state: 'booked',
            conflict: null,
            reference: mine.find((m) => m.bayId === b.id)?.reference ?? null,
          })),
          freeBayNumbers: [],
          notes: [],
        });
        continue;
      }
      const range = { start: n.startsAt, end: n.endsAt };
      const [inWay, { closures }, events] = await Promise.all([
        this.deps.repo.bookingsInWay(location.id, range),
        this.deps.ops.occupancy(location.id, range),
        this.deps.repo.eventsDuring(location.id, range),
      ]);
      const others = inWay.filter((b) => !mine.some((m) => m.reference === b.reference));
      const stateOf = (bayId: string): BayPlan['state'] =>
        mine.some((m) => m.bayId === bayId)
          ? 'booked'
          : closures.some((c) => c.bayId === null || c.bayId === bayId)
            ? 'closed'
            : others.some((o) => o.bayId === bayId)
              ? 'taken'
              : 'free';
      const bayPlans = plannedNightBays(
        bays,
        mine.map((m) => m.bayId),
        usual,
        league.row.baysPerNight,
      ).map((b) => {
        const state = stateOf(b.id);
        const blocker = others.find((o) => o.bayId === b.id);
        const conflict =
          state === 'taken' && blocker
            ? `${b.name} is taken by ${blocker.kind === 'bay' ? 'booking' : `a ${blocker.kind}`} ${blocker.reference}.`
            : state === 'closed'
              ? `${b.name} is closed then.`
              : null;
        return {
          bayNumber: b.number,
          bayName: b.name,
          state,
          conflict,
          reference: mine.find((m) => m.bayId === b.id)?.reference ?? null,
        };
      });
      plans.push({
        ...base,
        state: bayPlans.every((b) => b.state === 'booked') ? 'booked' : bayPlans.some((b) => b.conflict) ? 'conflict' : 'ready',
        bays: bayPlans,
        freeBayNumbers: bays.filter((b) => stateOf(b.id) === 'free').map((b) => b.number),
        notes: nightNotes(federalHolidayOn(n.date), events, location.timeZone),
      });
    }
    return plans;
  }

  /**
   * Books the nights' bays as the admin chose them (a night left out is skipped): each night all or
   * none, through the exclusion constraint (no customer booking is ever overwritten). Running it
   * again adds nothing. A per-night report: booked (how many added), or skipped and why.
   */
  async commitBookings(
    leagueId: string,
    choices: readonly { nightId: string; bayNumbers: readonly number[] }[],
    admin: User,
  ): Promise<NightReport[]> {
    const league = await this.get(leagueId);
    const location = league.location;
    const booked = await this.deps.repo.nightBookings(league.nights.map((n) => n.id));
    const now = this.now();
    const report: NightReport[] = [];
    for (const n of league.nights) {
      const base = { nightId: n.id, week: n.week, date: n.date };
      const choice = choices.find((c) => c.nightId === n.id);
      if (n.startsAt <= now) {
        report.push({ ...base, result: 'skipped', added: 0, reason: 'This night has already started.' });
        continue;
      }
      if (!choice || choice.bayNumbers.length === 0) {
        const has = booked.some((b) => b.nightId === n.id);
        report.push(
          has
            ? { ...base, result: 'booked', added: 0, reason: null }
            : { ...base, result: 'skipped', added: 0, reason: 'No bays were chosen.' },
        );
        continue;
      }
      const bays = choice.bayNumbers.map((num) => location.bays.find((b) => b.number === num));
      if (bays.some((b) => !b))
        throw new AppError('VALIDATION', `Night ${n.week}: please choose bays of ${location.name}.`, { field: 'bayNumbers' });
      const placed = await this.deps.ops.reserveLeagueNight(
        { location, bays: bays as NonNullable<(typeof bays)[number]>[], date: n.date, start: n.startsAt, end: n.endsAt },
        { id: n.id, leagueName: league.name, alreadyBayIds: booked.filter((b) => b.nightId === n.id).map((b) => b.bayId) },
        { userId: admin.id, kind: 'admin' },
      );
      if (placed.ok) report.push({ ...base, result: 'booked', added: placed.added, reason: null });
      else {
        const blocker =
          placed.why === 'taken'
            ? (await this.deps.repo.bookingsInWay(location.id, { start: n.startsAt, end: n.endsAt })).find((b) => b.bayId === placed.bay.id)
            : undefined;
        report.push({
          ...base,
          result: 'skipped',
          added: 0,
          reason:
            placed.why === 'closed'
              ? `${placed.bay.name} is closed then.`
              : `${placed.bay.name} is taken${blocker ? ` by ${blocker.reference}` : ''}.`,
        });
      }
    }
    await this.deps.audit.record(admin.id, 'league.bookings', 'league', league.id, {
      booked: report.filter((r) => r.result === 'booked').map((r) => r.week),
      added: report.reduce((s, r) => s + r.added, 0),
    });
    return report;
  }

  /** A league's entries and rounds (the admin's results grid and entries list). */
  async sheet(leagueId: string) {
    const league = await this.get(leagueId);
    const [entries, scores] = await Promise.all([this.deps.repo.entriesOf(league.id), this.deps.repo.scores(league.id)]);
    return { league, entries, scores };
  }

  // ---- Admin: league management ------------------------------------------------------------

  /**
   * One page of the admin grid: every league's computed status, filtered, sorted and paged on the
   * server (league.rules pageLeagues), each with its paid entries counted.
   */
  async adminList(
    f: { search?: string | null; status?: string | null; location?: string | null },
    sort: string | null | undefined,
    direction: string | null | undefined,
    pageIndex?: number | null,
    pageSize?: number | null,
  ): Promise<{ rows: (LeagueView & { paidEntries: number; unbookedNights: number })[]; total: number }> {
    const key = (sort ?? 'firstNight') as AdminLeagueSort;
    if (!ADMIN_LEAGUE_SORTS.includes(key)) throw new AppError('VALIDATION', 'Unknown sort column.', { field: 'sort' });
    if (direction != null && direction !== 'asc' && direction !== 'desc')
      throw new AppError('VALIDATION', 'The direction is asc or desc.', { field: 'direction' });
    if (f.status && !['open', 'full', 'in_progress', 'done'].includes(f.status))
      throw new AppError('VALIDATION', 'Unknown league status.', { field: 'status' });
    const size = Math.min(Math.max(Math.trunc(pageSize ?? 25), 1), 100);
    const offset = Math.max(Math.trunc(pageIndex ?? 0), 0) * size;
    const page = pageLeagues(
      await this.views(await this.deps.repo.list()),
      { search: f.search, status: (f.status || null) as LeagueStatusValue | null, location: f.location },
      key,
      direction ?? (key === 'firstNight' ? 'desc' : 'asc'),
      { offset, limit: size },
    );
    const [paid, reserved] = await Promise.all([
      this.deps.repo.paidCounts(page.rows.map((r) => r.id)),
      this.deps.repo.nightBookings(page.rows.flatMap((r) => r.nights.map((n) => n.id))),
    ]);
    const now = this.now();
    return {
      rows: page.rows.map((r) => ({
        ...r,
        paidEntries: paid.get(r.id) ?? 0,
        unbookedNights: unbookedNights(r.nights, reserved, r.baysPerNight, now, r.row.closedAt !== null),
      })),
      total: page.total,
    };
  }

  /** Every league of the grid's filters, in its order, as CSV (the same checks as the grid). */
  async adminCsv(
    f: { search?: string | null; status?: string | null; location?: string | null },
    sort: string | null | undefined,
    direction: string | null | undefined,
  ): Promise<string> {
    const first = await this.adminList(f, sort, direction, 0, 100);
    const rows = [...first.rows];
    for (let p = 1; rows.length < first.total; p++) rows.push(...(await this.adminList(f, sort, direction, p, 100)).rows);
    return leagueCsv(rows);
  }

  /** An input read with the shared schema, the location found, the season's nights laid out. */
  private async leagueValues(input: unknown): Promise<{ values: NewLeague; nights: ReturnType<typeof seasonNights> }> {
    const v = parseInput(leagueInput, input);
    const location = await this.deps.locations.bySlug(v.location);
    if (!location) throw new AppError('VALIDATION', 'Please choose one of our locations.', { field: 'location' });
    const startMinute = clockToMinutes(v.startTime);
    const values: NewLeague = {
      locationId: location.id,
      name: v.name,
      description: v.description,
      format: v.format,
      teamSize: v.format === 'individual' ? 1 : v.teamSize,
      weekday: isoWeekday(v.firstNight),
      startMinute,
      hoursPerNight: v.hoursPerNight,
      firstNight: v.firstNight,
      weeks: v.weeks,
      capacity: v.capacity,
      baysPerNight: Math.min(v.baysPerNight, location.bays.length),
      entryFeeCents: v.entryFeeCents,
      tieBreakers: v.tieBreakers,
    };
    if (v.baysPerNight > location.bays.length)
      throw new AppError('VALIDATION', `${location.name} has ${location.bays.length} bays.`, { field: 'baysPerNight' });
    // Whole-location closures over the longest a season can run push its nights on (seasonNights).
    const { closures } = await this.deps.ops.occupancy(location.id, {
      start: new Date(`${v.firstNight}T00:00:00Z`),
      end: new Date(`${addDays(v.firstNight, 7 * 104 + 1)}T00:00:00Z`),
    });
    const nights = seasonNights({
      firstNight: v.firstNight,
      weeks: v.weeks,
      startMinute,
      hoursPerNight: v.hoursPerNight,
      timeZone: location.timeZone,
      closures: closures.filter((c) => c.bayId === null),
    });
    return { values, nights };
  }

  /** A new league, open for sign-up; its first night must still be ahead. Audited. */
  async create(admin: User, input: unknown): Promise<LeagueView> {
    const { values, nights } = await this.leagueValues(input);
    if (!nights[0] || nights[0].start <= this.now())
      throw new AppError('VALIDATION', 'The first night must be in the future.', { field: 'firstNight' });
    const id = await this.deps.dataSource.transaction((em) => this.deps.repo.create(em, values, nights));
    await this.deps.audit.record(admin.id, 'league.create', 'league', id, { name: values.name });
    return this.get(id);
  }

  /**
   * Edits a league under its row lock (sign-ups queue on the same lock, so what is taken cannot
   * change meanwhile); league.rules leagueEditProblem says what may change. A new fee applies to
   * new sign-ups: held and paid entries keep their price. A closed league is not edited. Audited.
   */
  async update(admin: User, id: string, input: unknown): Promise<LeagueView> {
    const league = await this.get(id);
    if (league.row.closedAt) throw new AppError('CONFLICT', 'This league is closed: it can no longer be changed.');
    const { values, nights } = await this.leagueValues(input);
    const r = league.row;
    const season =
      values.locationId !== r.locationId ||
      values.firstNight !== r.firstNight ||
      values.startMinute !== r.startMinute ||
      values.hoursPerNight !== r.hoursPerNight ||
      values.weeks !== r.weeks;
    const booked = await this.deps.repo.nightBookings(league.nights.map((n) => n.id));
    await this.deps.dataSource.transaction(async (em) => {
      await this.deps.repo.lock(em, r.id);
      await this.deps.repo.releaseExpiredHolds(em, r.id);
      const taken = (await this.deps.repo.taken([r.id], em)).get(r.id) ?? 0;
      const problem = leagueEditProblem(
        { season, format: values.format !== r.format || values.teamSize !== r.teamSize, capacity: values.capacity },
        {
          taken,
          bookedNights: new Set(booked.map((b) => b.nightId)).size,
          started: (league.nights[0]?.startsAt ?? new Date(8.64e15)) <= this.now(),
        },
      );
      if (problem) throw new AppError('VALIDATION', problem.message, { field: problem.field });
      if (season && (!nights[0] || nights[0].start <= this.now()))
        throw new AppError('VALIDATION', 'The first night must be in the future.', { field: 'firstNight' });
      await this.deps.repo.update(em, r.id, values);
      if (season) await this.deps.repo.replaceNights(em, r.id, nights);
    });
    await this.deps.audit.record(admin.id, 'league.update', 'league', r.id, { name: values.name, season });
    return this.get(r.id);
  }

  /**
   * Closes a league: it is done at once (sign-ups end, it leaves the public "open" list) and is
   * never deleted, so its entries, payments and rounds stay on record. The bays of its nights still to
   * come go back on sale. Closed before the first night, every paid entry is refunded in full, as a
   * withdrawal would be. Closing twice changes nothing.
   */
  async close(admin: User, id: string): Promise<LeagueView> {
    const league = await this.get(id);
    if (league.row.closedAt) return league;
    const beforeFirst = (league.nights[0]?.startsAt ?? new Date(8.64e15)) > this.now();
    await this.deps.dataSource.transaction(async (em) => {
      await this.deps.repo.lock(em, league.id);
      await this.deps.repo.markClosed(em, league.id);
      await this.deps.repo.releaseExpiredHolds(em, league.id);
      await this.deps.repo.cancelHolds(em, league.id);
      // The nights still to come will not be played: their bays go back on sale.
      await this.deps.ops.releaseLeagueBays(em, league.id, this.now(), { userId: admin.id, kind: 'admin' }, 'league closed');
    });
    let refunded = 0;
    if (beforeFirst) {
      for (const entry of await this.deps.repo.entriesOf(league.id, { paidOnly: true })) {
        const payment = await this.deps.payments.forLeagueEntry(entry.id);
        if (payment && payment.refundedCents < payment.amountCents)
          await this.deps.payments.refund(payment, payment.amountCents - payment.refundedCents, `league-close:${entry.id}`);
        await this.deps.dataSource.transaction(async (em) => {
          const current = await this.deps.repo.entryForUpdate(em, entry.id);
          if (current?.status !== 'paid') return;
          await this.deps.repo.setStatus(em, entry.id, 'withdrawn', entry.totalCents);
          await this.deps.repo.deactivatePlayers(em, entry.id);
          await this.deps.discounts.release(em, 'leagues', entry.id);
        });
        refunded++;
      }
    }
    await this.deps.audit.record(admin.id, 'league.close', 'league', league.id, { name: league.name, refundedEntries: refunded });
    return this.get(league.id);
  }

  // ---- Admin: results ---------------------------------------------------------------------------

  /**
   * Records rounds and takes out the ones marked `remove` (never a blank round: that is refused).
   * The whole save is checked first (scoreSaveProblem) and the first problem refuses all of it,
   * naming the cell (player and night, in words and by ids); then all is written in one
   * transaction, each change in the audit log.
   */
  async enterScores(leagueId: string, rows: readonly ScoreRowInput[], admin: User): Promise<StandingRow[]> {
    const league = await this.get(leagueId);
    const entries = await this.deps.repo.entriesOf(league.id, { paidOnly: true });
    const problem = scoreSaveProblem(rows, league.nights, entries, this.now());
    if (problem) {
      const { message, ...details } = problem;
      throw new AppError('VALIDATION', message, details);
    }
    const before = await this.deps.repo.scores(league.id);
    await this.deps.dataSource.transaction(async (em) => {
      for (const r of rows) {
        const was = before.find((b) => b.nightId === r.nightId && b.entryId === r.entryId);
        if (r.remove) {
          if (was) await this.deps.repo.deleteScore(em, r.nightId, r.entryId);
        } else {
          await this.deps.repo.upsertScore(em, {
            nightId: r.nightId,
            entryId: r.entryId,
            strokes: r.strokes!,
            substituteName: r.substituteName?.trim() || null,
            by: admin.id,
          });
        }
      }
    });
    for (const r of rows) {
      const was = before.find((b) => b.nightId === r.nightId && b.entryId === r.entryId);
      const to = r.remove ? null : r.strokes!;
      if ((was?.strokes ?? null) === to) continue;
      await this.deps.audit.record(admin.id, 'league.score', 'league', league.id, {
        week: league.nights.find((n) => n.id === r.nightId)!.week,
        entry: entries.find((e) => e.id === r.entryId)!.name,
        from: was?.strokes ?? null,
        to,
        substitute: r.substituteName ?? null,
      });
    }
    return this.standings(league);
  }
}

interface BayPlan {
  bayNumber: number;
  bayName: string;
  state: 'booked' | 'free' | 'taken' | 'closed';
  /** What is in the way, by reference; null when nothing is. */
  conflict: string | null;
  /** The league's own reservation of the bay, when booked. */
  reference: string | null;
}

export interface NightPlan {
  nightId: string;
  week: number;
  date: string;
  startsAt: Date;
  endsAt: Date;
  state: 'booked' | 'ready' | 'conflict' | 'played';
  bays: BayPlan[];
  freeBayNumbers: number[];
  /** What the admin accepts before booking the night (holiday, events): empty for a played night. */
  notes: string[];
}

export interface NightReport {
  nightId: string;
  week: number;
  date: string;
  result: 'booked' | 'skipped';
  added: number;
  reason: string | null;
}
