import type { DataSource, EntityManager } from 'typeorm';
import { clockMinutes, eventInput } from '@fairway/shared';
import { AppError } from '../../shared/app-error.js';
import { instantAt } from '../../shared/time.js';
import { parseInput } from '../../shared/validation.js';
import type { Logger } from '../../shared/logger.js';
import { discountRefused, type DiscountService } from '../discounts/discount.service.js';
import { QUEUES, type JobQueue } from '../jobs/job-queue.js';
import type { BookingOperations } from '../bookings/booking-operations.service.js';
import type { Bay, Location } from '../locations/location.entity.js';
import type { LocationService } from '../locations/location.service.js';
import type { PlanCatalog } from '../memberships/plan-catalog.js';
import type { CheckoutService, LedgerLink, SettleRequest } from '../payments/checkout.service.js';
import type { PaymentChoice } from '../payments/payment-method.service.js';
import type { PaymentService } from '../payments/payment.service.js';
import type { User } from '../users/user.entity.js';
import type { UserService } from '../users/user.service.js';
import { ADMIN_SORTS, type EventRepository, type EventRow, type RegistrationRow, type WaitlistRow } from './event.repository.js';
import {
  customerCancelRefund,
  EVENT_MESSAGES,
  eventCancelledRefund,
  eventPrice,
  offerExpiresAt,
  offerIsOpen,
  registrationRefusal,
  waitlistRefusal,
  type RegistrationRefusal,
  type WaitlistRefusal,
} from './event.rules.js';

/** A job that sends one of an event's e-mails (idempotent: each mail is claimed before it is sent). */
export type EventMailJob =
  { kind: 'confirmation' | 'cancellation'; registrationId: string } | { kind: 'offer'; waitlistId: string; expiresAt: string };
/** A job that ends one waitlist offer when its time is up (a no-op when it was claimed or already ended). */
export type OfferExpiryJob = { waitlistId: string };

/** An event with its location and the bays it holds, as the API shows it. */
export interface EventView extends EventRow {
  location: Location;
  bayNumbers: number[];
}

/** Who changed what: the admin module's audit log, reached through this narrow port. */
export interface EventAuditTrail {
  record(
    actorUserId: string,
    action: string,
    targetType: string,
    targetId: string | null,
    details?: object,
    em?: EntityManager,
  ): Promise<void>;
}

/** One bay an event would take, as the admin's preview shows it before anything is written. */
export interface EventBayPreview {
  bayNumber: number;
  bayName: string;
  state: 'free' | 'taken' | 'closed';
  conflict: string | null;
}

/**
 * A paid registration holds its seat while it waits for payment, like a bay hold: a declined card
 * keeps it (another card can be tried at once), and the sweep releases it once this has passed.
 */
const PENDING_HOLD_MINUTES = 10;

const REFUSAL_CODES: Record<RegistrationRefusal | WaitlistRefusal, 'CONFLICT' | 'FORBIDDEN'> = {
  cancelled: 'CONFLICT',
  started: 'CONFLICT',
  member_only: 'FORBIDDEN',
  full: 'CONFLICT',
  already: 'CONFLICT',
  on_waitlist: 'CONFLICT',
  waitlist_full: 'CONFLICT',
  waitlist_not_needed: 'CONFLICT',
};

function refused(r: RegistrationRefusal | WaitlistRefusal): AppError {
  return new AppError(REFUSAL_CODES[r], EVENT_MESSAGES[r]);
}

const KEY = /^[A-Za-z0-9_-]{8,80}$/;
const VENUE_CANCELLED = 'event cancelled by the venue';

/**
 * Events: the public list, registration (free in one step, paid through checkout), the waitlist
 * with timed claim, customer and venue cancellations. Every way onto an event goes through
 * `register`, which checks who may join (Birdie members only for a member-only event, read fresh
 * from the database) and takes the seat with one conditional UPDATE; a paid seat is held
 * (pending) while the card is charged, and given back if the charge fails.
 */
export class EventService {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      repo: EventRepository;
      locations: LocationService;
      /** Whether someone's plan lets them join member-only events (the plans table's memberEvents). */
      plans: PlanCatalog;
      users: UserService;
      /** Checkout's money: events register how a registration is confirmed when its payment arrives. */
      checkout: CheckoutService;
      discounts: DiscountService;
      /** The bays an event takes are rows of bookings: reserved and released through the booking operations. */
      ops: BookingOperations;
      payments: PaymentService;
      audit: EventAuditTrail;
      jobs: JobQueue;
      logger: Logger;
      now?: () => Date;
    },
  ) {
    deps.checkout.register('event', {
      ledger: 'event',
      confirm: (em, p) => this.confirmPaid(em, p),
      waiting: (id) => this.awaitsPayment(id),
    });
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private async view(rows: EventRow[]): Promise<EventView[]> {
    const [locations, held] = await Promise.all([this.deps.locations.list(), this.deps.ops.eventBayIds(rows.map((e) => e.id))]);
    return rows.map((e) => {
      const location = locations.find((l) => l.id === e.locationId)!;
      const bayNumbers = location.bays
        .filter((b) => held.some((h) => h.eventId === e.id && h.bayId === b.id))
        .map((b) => b.number)
        .sort((a, b) => a - b);
      return { ...e, location, bayNumbers };
    });
  }

  /** Scheduled events that have not ended, by start; a location slug narrows them (none for an unknown one). */
  async list(opts: { location?: string | null; from?: string | null; to?: string | null } = {}): Promise<EventView[]> {
    const from = opts.from ? this.parseInstant(opts.from, 'from') : this.now();
    const to = opts.to ? this.parseInstant(opts.to, 'to') : undefined;
    let locationId: string | undefined;
    if (opts.location != null) {
      const location = await this.deps.locations.bySlug(opts.location);
      if (!location) return [];
      locationId = location.id;
    }
    return this.view(await this.deps.repo.list({ locationId, from, to }));
  }

  private parseInstant(value: string, field: string): Date {
    const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
    // A four-digit year first: Date also reads "-004713-11" or "+275760-09-13", which PostgreSQL cannot store.
    if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(d.getTime()))
      throw new AppError('VALIDATION', `Please give ${field} as an ISO date or date-time.`, { field });
    return d;
  }

  async get(id: string): Promise<EventView | null> {
    const row = await this.deps.repo.find(id);
    return row ? (await this.view([row]))[0]! : null;
  }

  private async mustFind(id: string, em?: EntityManager, lock = false): Promise<EventRow> {
    const row = await this.deps.repo.find(id, em, lock);
    if (!row) throw new AppError('NOT_FOUND', EVENT_MESSAGES.not_found);
    return row;
  }

  /** Whether the user's plan, as the database has it now (never the session's copy), lets them join member-only events. */
  async canJoinMemberEvents(userId: string): Promise<boolean> {
    const user = await this.deps.users.findAny(userId);
    if (!user) return false;
    return (await this.deps.plans.plan(user.membershipType))?.memberEvents ?? false;
  }

  /** What the viewer's event page needs: their registration, their place in line, an open offer. */
  async viewerState(eventId: string, user: User) {
    const [registration, entry] = await Promise.all([
      this.deps.repo.liveRegistration(eventId, user.id),
      this.deps.repo.liveWaitlistEntry(eventId, user.id),
    ]);
    const open = entry && offerIsOpen(entry, this.now()) ? entry : null;
    return {
      registration: registration?.status === 'confirmed' ? registration : null,
      onWaitlist: entry?.status === 'waiting',
      waitingPlace: entry?.status === 'waiting' ? await this.deps.repo.waitingPlace(entry.id) : null,
      offerExpiresAt: open?.offerExpiresAt ?? null,
      canJoinMemberEvents: await this.canJoinMemberEvents(user.id),
    };
  }

  /** The price of a spot for this user with a code, as checkout shows it before paying. */
  async quote(eventId: string, user: User, discountCode?: string | null) {
    const event = await this.mustFind(eventId);
    let discount: { code: string; amountOffCents: number } | null = null;
    if (discountCode?.trim() && event.priceCents > 0) {
      const checked = await this.deps.discounts.check(discountCode, {
        userId: user.id,
        purchaseKind: 'events',
        paidCents: event.priceCents,
      });
      if (!checked.ok) throw discountRefused(checked);
      discount = { code: checked.offer.discount.code, amountOffCents: checked.offer.amountOffCents };
    }
    return eventPrice(event.title, event.priceCents, discount);
  }

  /**
   * Registers the user: checks who may, takes a seat (or claims their waitlist offer's seat),
   * records a discount's redemption in the same transaction, then charges the card for a paid
   * event and confirms. A retry with the same idempotency key continues or returns that registration.
   */
  async register(
    user: User,
    eventId: string,
    opts: { payment?: PaymentChoice | null; discountCode?: string | null; idempotencyKey: string },
    address: string,
  ): Promise<RegistrationRow> {
    if (!KEY.test(opts.idempotencyKey ?? ''))
      throw new AppError('VALIDATION', 'A registration needs an idempotency key.', { field: 'idempotencyKey' });
    const again = await this.deps.repo.registrationByKey(user.id, opts.idempotencyKey);
    if (again && again.eventId !== eventId) throw new AppError('CONFLICT', 'This checkout was for another event. Please start again.');
    if (again?.status === 'confirmed') return again;
    if (again?.status === 'cancelled') throw new AppError('CONFLICT', 'This registration was cancelled. Please start again.');
    // Another card after a decline is a new attempt (a new key) on the same held seat.
    const held = again ? null : await this.deps.repo.liveRegistration(eventId, user.id);
    let registration = again ?? (held?.status === 'pending' ? held : null);
    if (!registration) {
      await this.deps.ops.assertMayRegister(user, address);
      registration = await this.takeSpot(user, eventId, opts);
    }
    if (registration.status === 'pending') registration = await this.pay(user, registration, opts.payment ?? null, opts.idempotencyKey);
    if (registration.status === 'confirmed') await this.mail({ kind: 'confirmation', registrationId: registration.id });
    return registration;
  }

  private async takeSpot(user: User, eventId: string, opts: { discountCode?: string | null; idempotencyKey: string }) {
    const event = await this.mustFind(eventId);
    const now = this.now();
    const [canJoinMemberEvents, live, entry] = await Promise.all([
      this.canJoinMemberEvents(user.id),
      this.deps.repo.liveRegistration(eventId, user.id),
      this.deps.repo.liveWaitlistEntry(eventId, user.id),
    ]);
    const fromOffer = !!entry && offerIsOpen(entry, now);
    const refusal = registrationRefusal(event, { canJoinMemberEvents, registered: !!live, fromOffer }, now);
    if (refusal) throw refused(refusal);
    const id = await this.deps.dataSource.transaction(async (em) => {
      const seat = fromOffer ? await this.deps.repo.claimOffer(em, eventId, user.id, now) : await this.deps.repo.takeSeat(em, eventId, now);
      if (!seat) throw fromOffer ? new AppError('CONFLICT', EVENT_MESSAGES.no_offer) : refused('full');
      const paid = event.priceCents > 0;
      let regId: string;
      try {
        regId = await this.deps.repo.insertRegistration(em, {
          eventId,
          userId: user.id,
          status: paid ? 'pending' : 'confirmed',
          priceCents: event.priceCents,
          idempotencyKey: opts.idempotencyKey,
        });
      } catch (e) {
        // Two tabs registering the same person at once: the unique index keeps one.
        if ((e as { code?: string }).code === '23505') throw refused('already');
        throw e;
      }
      if (paid && opts.discountCode?.trim()) {
        const applied = await this.deps.discounts.apply(em, {
          code: opts.discountCode,
          userId: user.id,
          purchaseKind: 'events',
          paidCents: event.priceCents,
          purchaseId: regId,
        });
        if (!applied.ok) throw discountRefused(applied);
        if (applied.amountOffCents > 0) await this.deps.repo.setDiscount(em, regId, applied.codeId, applied.amountOffCents);
      }
      return regId;
    });
    const registration = (await this.deps.repo.registration(id))!;
    // A code that covers the whole price leaves nothing to charge.
    if (registration.status === 'pending' && registration.totalCents === 0) {
      await this.deps.dataSource.transaction((em) => this.deps.repo.confirm(em, id, null));
      return (await this.deps.repo.registration(id))!;
    }
    return registration;
  }

  /**
   * Pays a pending registration through checkout (docs/payments.md): authorized while the seat is
   * held, captured by the transaction that confirms it. A declined card keeps the seat until its
   * hold ends, so another card can be tried at once.
   */
  private async pay(user: User, r: RegistrationRow, payment: PaymentChoice | null, idempotencyKey: string): Promise<RegistrationRow> {
    const event = await this.mustFind(r.eventId);
    await this.deps.checkout.pay({
      purpose: 'event',
      purchaseId: r.id,
      user,
      amountCents: r.totalCents,
      payment,
      idempotencyKey,
      description: `${event.title}: one spot`,
    });
    return (await this.deps.repo.registration(r.id))!;
  }

  /**
   * The confirming transaction's part of a registration: still pending (its seat held) at its
   * price, then confirmed with its e-mail queued. A seat whose hold ended may already be someone
   * else's (it went to the waitlist): money that arrives after that is given back.
   */
  private async confirmPaid(em: EntityManager, p: SettleRequest): Promise<LedgerLink> {
    const r = await this.deps.repo.registration(p.purchaseId);
    if (!r) throw new AppError('NOT_FOUND', 'We have no such registration.');
    if (r.status === 'confirmed') throw new AppError('CONFLICT', 'This registration is already paid.');
    if (r.totalCents !== p.amountCents) throw new AppError('CONFLICT', 'The price changed. Please check it and register again.');
    // Conditional (pending → confirmed): a registration released or cancelled meanwhile refuses the money.
    if (!(await this.deps.repo.confirm(em, r.id, null))) throw new AppError('CONFLICT', EVENT_MESSAGES.cancelled);
    await this.deps.jobs.send(QUEUES.eventEmail, { kind: 'confirmation', registrationId: r.id } satisfies EventMailJob, { em });
    return { eventRegistrationId: r.id };
  }

  /** Whether a registration still waits for its payment: pending, and its hold not yet over. */
  private async awaitsPayment(registrationId: string): Promise<boolean> {
    const r = await this.deps.repo.registration(registrationId);
    return r?.status === 'pending' && r.createdAt.getTime() > this.now().getTime() - PENDING_HOLD_MINUTES * 60_000;
  }

  /**
   * Cancels a registration and frees its seat for the waitlist, in one transaction; false when it
   * was already cancelled. The seat goes to the first in line as an offer, or back to everyone.
   */
  private async release(registrationId: string, reason: string): Promise<RegistrationRow | null> {
    return this.deps.dataSource.transaction(async (em) => {
      const r = await this.deps.repo.cancelRegistration(em, registrationId, reason);
      if (!r) return null;
      if (r.discountCodeId) await this.deps.discounts.release(em, 'events', r.id);
      const event = await this.mustFind(r.eventId, em, true);
      if (event.status === 'scheduled') await this.freeSeat(em, event);
      return r;
    });
  }

  /**
   * A seat freed on a locked event row: offered to the first in line (it stays counted while the
   * offer is open) with a job that ends the offer when its window closes; with nobody waiting, it
   * opens to everyone.
   */
  private async freeSeat(em: EntityManager, event: EventRow): Promise<void> {
    const now = this.now();
    const next = now < event.startsAt ? await this.deps.repo.firstWaiting(em, event.id) : null;
    if (!next) {
      await this.deps.repo.giveBackSeat(em, event.id);
      return;
    }
    const expiresAt = offerExpiresAt(now, event.claimWindowMinutes, event.startsAt);
    await this.deps.repo.offer(em, next.id, now, expiresAt);
    await this.deps.jobs.send(QUEUES.eventOfferExpiry, { waitlistId: next.id } satisfies OfferExpiryJob, { startAfter: expiresAt, em });
    await this.deps.jobs.send(QUEUES.eventEmail, { kind: 'offer', waitlistId: next.id, expiresAt: expiresAt.toISOString() }, { em });
  }

  /**
   * Ends an offer whose window has closed (at the service's clock) and passes the seat on. Run by
   * the offer's job; the conditional UPDATE makes a second run, on any instance, do nothing.
   */
  async expireOffer(waitlistId: string): Promise<boolean> {
    return this.deps.dataSource.transaction(async (em) => {
      const eventId = await this.deps.repo.expireOffer(em, waitlistId, this.now());
      if (!eventId) return false;
      const event = await this.mustFind(eventId, em, true);
      if (event.status === 'scheduled') await this.freeSeat(em, event);
      return true;
    });
  }

  /**
   * Releases registrations whose hold ended unpaid (the customer left, or a card kept being
   * refused): their seats (and codes) go back. An authorization still open for one is released by
   * the payment sweeper; money that arrives later is given back (CheckoutService).
   */
  async releaseStalePending(): Promise<number> {
    const before = new Date(this.now().getTime() - PENDING_HOLD_MINUTES * 60_000);
    let n = 0;
    for (const id of await this.deps.repo.stalePending(before)) {
      if (!(await this.release(id, 'checkout never completed'))) continue;
      n++;
      this.deps.logger.info({ registrationId: id }, 'released a registration whose hold ended unpaid');
    }
    return n;
  }

  /** The safety net behind the offers' own jobs: ends every offer whose time is up. */
  async expireDueOffers(): Promise<number> {
    let n = 0;
    for (const id of await this.deps.repo.dueOffers(this.now())) if (await this.expireOffer(id)) n++;
    return n;
  }

  /** Joins a full event's waitlist (same eligibility as registering: a non-member cannot queue for a member-only event). */
  async joinWaitlist(user: User, eventId: string, address: string): Promise<WaitlistRow> {
    const event = await this.mustFind(eventId);
    await this.deps.ops.assertMayRegister(user, address);
    const [canJoinMemberEvents, live, entry] = await Promise.all([
      this.canJoinMemberEvents(user.id),
      this.deps.repo.liveRegistration(eventId, user.id),
      this.deps.repo.liveWaitlistEntry(eventId, user.id),
    ]);
    const refusal = waitlistRefusal(
      event,
      { canJoinMemberEvents, registered: !!live, onWaitlist: !!entry },
      event.waitlistLength,
      this.now(),
    );
    if (refusal) throw refused(refusal);
    const id = await this.deps.dataSource.transaction(async (em) => {
      // Under the event's lock the length is exact: the cap holds under concurrency.
      const locked = await this.mustFind(eventId, em, true);
      if (locked.waitlistLength >= locked.waitlistCap) throw refused('waitlist_full');
      try {
        return await this.deps.repo.joinWaitlist(em, eventId, user.id);
      } catch (e) {
        if ((e as { code?: string }).code === '23505') throw refused('on_waitlist');
        throw e;
      }
    });
    return (await this.deps.repo.waitlistEntry(id))!;
  }

  /** Steps out of the waitlist; an open offer declined this way passes its seat on at once. */
  async leaveWaitlist(user: User, eventId: string): Promise<boolean> {
    const entry = await this.deps.repo.liveWaitlistEntry(eventId, user.id);
    if (!entry) return false;
    return this.deps.dataSource.transaction(async (em) => {
      const was = await this.deps.repo.leaveWaitlist(em, entry.id);
      if (was === 'offered') {
        const event = await this.mustFind(eventId, em, true);
        if (event.status === 'scheduled') await this.freeSeat(em, event);
      }
      return was !== null;
    });
  }

  /** The customer cancels their registration: refunded in full up to the cut-off before the start, nothing after. */
  async cancelRegistration(user: User, registrationId: string): Promise<RegistrationRow> {
    const r = await this.deps.repo.registration(registrationId);
    if (!r || r.userId !== user.id || r.status !== 'confirmed') throw new AppError('NOT_FOUND', 'We have no such registration of yours.');
    const event = await this.mustFind(r.eventId);
    if (this.now() >= event.startsAt) throw new AppError('CONFLICT', EVENT_MESSAGES.too_late_to_cancel);
    const cancelled = await this.release(r.id, 'cancelled by customer');
    if (!cancelled) return (await this.deps.repo.registration(r.id))!;
    const refund = customerCancelRefund(cancelled, event.startsAt, this.now());
    if (refund > 0) await this.refund(cancelled, refund, 'cancelled by customer');
    await this.mail({ kind: 'cancellation', registrationId: r.id });
    return (await this.deps.repo.registration(r.id))!;
  }

  /**
   * The venue cancels an event: it is marked cancelled once, every live registration is cancelled
   * and refunded in full (each refund keyed by its registration, so a retry refunds nothing twice)
   * and told by e-mail; the waitlist closes.
   */
  async cancelEvent(eventId: string, admin?: User): Promise<{ cancelled: number; refundedCents: number }> {
    await this.deps.dataSource.transaction(async (em) => {
      const event = await this.mustFind(eventId, em, true);
      const changed = await this.deps.repo.cancelEvent(em, eventId);
      await this.deps.repo.closeWaitlist(em, eventId);
      // Its bays go back to everyone with it.
      await this.deps.ops.releaseEventBays(em, eventId, { userId: admin?.id ?? null, kind: admin ? 'admin' : 'system' }, 'event cancelled');
      if (changed && admin) await this.deps.audit.record(admin.id, 'event.cancel', 'event', eventId, { title: event.title }, em);
    });
    let cancelled = 0;
    let refundedCents = 0;
    for (const r of await this.deps.repo.registrationsOf(eventId)) {
      const done = r.status === 'cancelled' ? null : await this.release(r.id, VENUE_CANCELLED);
      if (done) cancelled++;
      const row = done ?? r;
      // A registration cancelled by the venue (now or by an earlier, interrupted run) gets everything back.
      if (done || r.cancelReason === VENUE_CANCELLED) {
        const amount = eventCancelledRefund(row);
        if (amount > 0 && (await this.refund(row, amount, 'event cancelled'))) refundedCents += amount;
      }
      if (done) await this.mail({ kind: 'cancellation', registrationId: r.id });
    }
    return { cancelled, refundedCents };
  }

  /**
   * Refunds the registration's charge once (the key is the registration's: a retry replays it) and
   * records it on the registration; a failure is logged for the desk, never thrown at the customer.
   */
  private async refund(r: Pick<RegistrationRow, 'id'>, cents: number, why: string): Promise<boolean> {
    if (cents <= 0) return false;
    try {
      const payment = await this.deps.payments.forEventRegistration(r.id);
      if (!payment) return false;
      await this.deps.payments.refund(payment, Math.min(cents, payment.amountCents - payment.refundedCents), `event-refund:${r.id}`);
      return await this.deps.repo.addRefund(r.id, cents);
    } catch (err) {
      this.deps.logger.error({ err, registrationId: r.id, why }, 'event refund failed; refund it from the admin tools');
      return false;
    }
  }

  private async mail(job: EventMailJob): Promise<void> {
    try {
      await this.deps.jobs.send(QUEUES.eventEmail, job);
    } catch (err) {
      this.deps.logger.error({ err, job }, 'could not queue an event e-mail');
    }
  }

  /** The user's registrations (confirmed and cancelled) with their events, newest event first. */
  async myRegistrations(user: User) {
    const rows = await this.deps.repo.registrationsOfUser(user.id);
    const events = await this.view(rows.map((r) => r.event));
    return rows.map((r, i) => ({ ...r, event: events[i]! }));
  }

  // The admin's tools (/admin/events).

  /** Every event from a month ago on (cancelled ones too), by start. */
  async adminList(): Promise<EventView[]> {
    return this.view(await this.deps.repo.list({ from: new Date(this.now().getTime() - 30 * 86_400_000), includeCancelled: true }));
  }

  /**
   * One page of the admin's grid, filtered, sorted and paged by the database. An unknown venue,
   * status or sort column is the admin's mistake (VALIDATION), never a server error.
   */
  async adminPage(q: {
    location?: string | null;
    status?: string | null;
    search?: string | null;
    sort?: string | null;
    direction?: string | null;
    page?: number | null;
    pageSize?: number | null;
  }): Promise<{ rows: EventView[]; total: number }> {
    let locationId: string | undefined;
    if (q.location) {
      const location = await this.deps.locations.bySlug(q.location);
      if (!location) throw new AppError('VALIDATION', 'Unknown location.', { field: 'location' });
      locationId = location.id;
    }
    if (q.status && q.status !== 'scheduled' && q.status !== 'cancelled')
      throw new AppError('VALIDATION', 'Status is scheduled or cancelled.', { field: 'status' });
    const sort = q.sort ?? 'startsAt';
    if (!Object.hasOwn(ADMIN_SORTS, sort)) throw new AppError('VALIDATION', 'Unknown sort column.', { field: 'sort' });
    const pageSize = Math.min(Math.max(q.pageSize ?? 25, 1), 1000);
    const page = Math.max(q.page ?? 0, 0);
    const { rows, total } = await this.deps.repo.adminPage(
      { locationId, status: (q.status as EventRow['status'] | null) ?? undefined, search: q.search?.trim() || undefined },
      sort as keyof typeof ADMIN_SORTS,
      q.direction === 'desc' ? 'DESC' : 'ASC',
      pageSize,
      page * pageSize,
    );
    return { rows: await this.view(rows), total };
  }

  /** The input as a new or edited event: its local date and times turned into instants in its venue's zone. */
  private async toEvent(input: unknown) {
    const v = parseInput(eventInput, input);
    const location = await this.deps.locations.bySlug(v.location);
    if (!location) throw new AppError('VALIDATION', 'Please choose a location.', { field: 'location' });
    const startsAt = instantAt(v.date, clockMinutes(v.startTime), location.timeZone);
    const endsAt = instantAt(v.date, clockMinutes(v.endTime), location.timeZone);
    if (startsAt <= this.now()) throw new AppError('VALIDATION', 'Please choose a start in the future.', { field: 'date' });
    let bays: Bay[] = [];
    if (v.bayMode === 'venue') bays = [...location.bays];
    else if (v.bayMode === 'bays') {
      const chosen = [...new Set(v.bayNumbers)].map((n) => location.bays.find((b) => b.number === n));
      if (chosen.some((b) => !b)) throw new AppError('VALIDATION', `Please choose bays of ${location.name}.`, { field: 'bayNumbers' });
      bays = chosen as Bay[];
    }
    return { location, date: v.date, bays, event: this.newEvent(v, location, startsAt, endsAt) };
  }

  private newEvent(v: ReturnType<typeof eventInput.parse>, location: Location, startsAt: Date, endsAt: Date) {
    return {
      locationId: location.id,
      title: v.title,
      description: v.description,
      startsAt,
      endsAt,
      priceCents: v.priceCents,
      capacity: v.capacity,
      memberOnly: v.memberOnly,
      claimWindowMinutes: v.claimWindowMinutes,
      waitlistCap: v.waitlistCap,
      wholeVenue: v.bayMode === 'venue',
    };
  }

  /**
   * What creating or moving an event would do to the bays it takes, before anything is written:
   * each bay free, taken (by the booking named) or closed. The event's own bays are never in its way.
   */
  async previewBays(input: unknown, eventId: string | null = null): Promise<EventBayPreview[]> {
    const { location, bays, event } = await this.toEvent(input);
    const plan = await this.deps.ops.eventBayPlan({ location, bays, start: event.startsAt, end: event.endsAt }, eventId);
    return plan.map((p) => ({
      bayNumber: p.bay.number,
      bayName: p.bay.name,
      state: p.state,
      conflict: p.state === 'free' ? null : bayConflict(p.bay, p.state, p.reference, p.kind),
    }));
  }

  /** In the event's transaction: its bays as chosen (none gives them all back), all or none, or a CONFLICT naming the first in the way. */
  private async placeBays(
    em: EntityManager,
    id: string,
    next: Awaited<ReturnType<EventService['toEvent']>> & { input: unknown },
    admin: User,
  ) {
    const placed = await this.deps.ops.reserveEventBays(
      em,
      { location: next.location, bays: next.bays, date: next.date, start: next.event.startsAt, end: next.event.endsAt },
      { id, title: next.event.title },
      { userId: admin.id, kind: 'admin' },
    );
    if (placed.ok) return;
    const inWay = placed.why === 'taken' ? (await this.previewBays(next.input, id)).find((p) => p.bayNumber === placed.bay.number) : null;
    throw new AppError(
      'CONFLICT',
      `${inWay?.conflict ?? bayConflict(placed.bay, placed.why, null, null)} Nothing was saved: choose other bays or another time.`,
      { field: 'bayNumbers' },
    );
  }

  /** Creates an event and reserves its bays in one transaction: both or neither. */
  async create(input: unknown, admin: User): Promise<EventView> {
    const next = { ...(await this.toEvent(input)), input };
    const id = await this.deps.dataSource.transaction(async (em) => {
      const newId = await this.deps.repo.insert(next.event, em);
      await this.placeBays(em, newId, next, admin);
      await this.deps.audit.record(admin.id, 'event.create', 'event', newId, auditDetails(next), em);
      return newId;
    });
    return (await this.get(id))!;
  }

  /** Edits a scheduled event and moves its bays with it, in one transaction; the capacity never goes below the seats taken. */
  async update(id: string, input: unknown, admin: User): Promise<EventView> {
    const event = await this.mustFind(id);
    if (event.status === 'cancelled') throw new AppError('CONFLICT', 'A cancelled event cannot be edited.');
    const next = { ...(await this.toEvent(input)), input };
    if (next.event.capacity < event.seatsTaken)
      throw new AppError('VALIDATION', `${event.seatsTaken} spots are taken: the capacity cannot be lower.`, { field: 'capacity' });
    try {
      await this.deps.dataSource.transaction(async (em) => {
        const locked = await this.mustFind(id, em, true);
        if (locked.status === 'cancelled') throw new AppError('CONFLICT', 'A cancelled event cannot be edited.');
        await this.deps.repo.update(id, next.event, em);
        await this.placeBays(em, id, next, admin);
        await this.deps.audit.record(admin.id, 'event.update', 'event', id, auditDetails(next), em);
      });
    } catch (e) {
      if ((e as { code?: string }).code === '23514')
        throw new AppError('CONFLICT', 'Someone registered meanwhile: the capacity cannot be that low. Please try again.');
      throw e;
    }
    return (await this.get(id))!;
  }

  /** An event's registrations with who registered and the payment's state. */
  async registrationsForAdmin(eventId: string) {
    await this.mustFind(eventId);
    return this.deps.repo.registrationsForAdmin(eventId);
  }

  async waitlistForAdmin(eventId: string) {
    await this.mustFind(eventId);
    return this.deps.repo.waitlistOf(eventId);
  }
}

function bayConflict(bay: Bay, why: 'taken' | 'closed', reference: string | null, kind: string | null): string {
  if (why === 'closed') return `${bay.name} is closed then.`;
  if (!reference) return `${bay.name} is taken then.`;
  return `${bay.name} is taken by ${kind === 'bay' || !kind ? 'booking' : `a ${kind}`} ${reference}.`;
}

function auditDetails(next: { event: { title: string; startsAt: Date; endsAt: Date }; bays: Bay[]; location: Location }) {
  return {
    title: next.event.title,
    location: next.location.slug,
    startsAt: next.event.startsAt.toISOString(),
    endsAt: next.event.endsAt.toISOString(),
    bays: next.bays.map((b) => b.number).sort((a, b) => a - b),
  };
}
