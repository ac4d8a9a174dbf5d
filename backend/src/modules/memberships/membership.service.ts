import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import type { Logger } from '../../shared/logger.js';
import type { PaymentChoice } from '../payments/payment-method.service.js';
import { QUEUES, type JobQueue } from '../jobs/job-queue.js';
import type { MembershipEmail } from '../notifications/membership-mail.js';
import { freeSettle, type CheckoutService, type LedgerLink, type SettleRequest } from '../payments/checkout.service.js';
import { checkChoice, type PaymentMethodService } from '../payments/payment-method.service.js';
import type { PaymentService } from '../payments/payment.service.js';
import type { BookingOperations } from '../bookings/booking-operations.service.js';
import { discountRefused, type DiscountOffer, type DiscountService } from '../discounts/discount.service.js';
import type { LocationService } from '../locations/location.service.js';
import { NO_PLAN_CODE, type User } from '../users/user.entity.js';
import type { UserService } from '../users/user.service.js';
import type { ClaimedMembershipEmail, MembershipRepository, MembershipRow, PlanRow } from './membership.repository.js';
import { describeMembership, freeHourMonth, membershipTimeZone, nextRetryAt, periodEnd } from './membership.rules.js';
import type { PlanCatalog } from './plan-catalog.js';

/**
 * Failed sends after which a membership e-mail stops holding back the member's later ones: its own
 * job's first run and its five retries (job-queue.ts), though any job of the member may count one.
 */
const EMAIL_SET_ASIDE_AFTER = 6;

/** The 402 of /api/update-membership for a plan that needs paying first ("Birdie membership needs a payment first…"). */
const paymentNeeded = (planName: string) => `${planName} membership needs a payment first. Please subscribe at /subscribe.`;
export type RenewalJob = { membershipId: string; periodIndex: number; attempt: number };
/** At the end of a renewal's grace period: the membership ends unless the member confirmed the payment. */
export type GraceEndJob = { membershipId: string; periodIndex: number };
/** A recorded membership e-mail to send (MembershipNotifier runs it through sendEmailsInOrder). */
export type MembershipEmailJob = { emailId: string };

/** How long a first month's payment may wait at the customer's bank (3-D Secure) before it is abandoned: a checkout's hold. */
const FIRST_MONTH_WAIT_MS = 10 * 60_000;

/** How long a renewal the bank wants confirmed keeps the membership going (PRODUCT.md "Payments"). */
const GRACE_DAYS = 7;

/**
 * Birdie memberships: subscribe (first month paid at once), cancel (benefits last to the end of the
 * paid period), resume, and monthly renewal on the job queue with 3 retries over 7 days. Each step
 * records its e-mail and enqueues the job that sends it in the step's own transaction: a step that
 * happened always gets its e-mail, a rolled-back one never (MembershipNotifier sends it once).
 */
export class MembershipService {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      repo: MembershipRepository;
      /** The plans table as bookings read it (cached in-process), so screens, prices and charges agree. */
      plans: PlanCatalog;
      paymentMethods: PaymentMethodService;
      /** The payments ledger: membership charges are recorded there. */
      payments: PaymentService;
      /** Users are written by the users module: the plan a member is on changes there. */
      users: UserService;
      /** The membership's time zone comes from the locations. */
      locations: LocationService;
      /** Free hours used this month come from the bookings module. */
      bookings: BookingOperations;
      /** Checkout's money: a first month at /subscribe, and renewals charged off session. */
      checkout: CheckoutService;
      /** A code can take money off the first month (renewals are full price). */
      discounts: DiscountService;
      jobs: JobQueue;
      logger: Logger;
      /** Links in e-mails (a renewal to confirm). */
      appOrigin: string;
      now?: () => Date;
    },
  ) {
    deps.checkout.register('membership', {
      ledger: 'membership',
      confirm: (em, p) => this.startPaid(em, p),
      // A first month holds nothing: an attempt left at the bank's page is abandoned after a checkout's 10 minutes.
      waiting: async (_userId, attempt) => attempt.createdAt.getTime() > this.now().getTime() - FIRST_MONTH_WAIT_MS,
    });
    deps.checkout.register('renewal', {
      ledger: 'membership',
      confirm: (em, p) => this.renewPaid(em, p),
      waiting: (id) => this.awaitsConfirmation(id),
    });
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** The plans on offer, in their order. */
  plans(): Promise<PlanRow[]> {
    return this.deps.plans.plans();
  }

  /** When a subscription to `plan` bought now would first renew (null: a free plan). */
  firstRenewalAt(plan: Pick<PlanRow, 'priceCents'>): Date | null {
    return plan.priceCents > 0 ? periodEnd(this.now(), 0) : null;
  }

  /** The plan a user is on; one no longer offered reads as the plan they book on (None). */
  async planOf(membershipType: string | null | undefined): Promise<PlanRow> {
    return (await this.deps.plans.plan(membershipType ?? NO_PLAN_CODE)) ?? (await this.deps.plans.bookingTerms(NO_PLAN_CODE)).plan;
  }

  /** The time zone of someone's membership: their preferred location's, else the locations' (membership.rules). */
  async timeZoneFor(user: Pick<User, 'preferredLocation'> | null): Promise<string> {
    return membershipTimeZone(user?.preferredLocation, await this.deps.locations.list());
  }

  /**
   * The plan's free hours left in this venue-local month: its allowance less what the bookings
   * ledger counts as used (the query the booking price is made with).
   */
  async freeHoursLeft(m: Pick<MembershipRow, 'userId' | 'planCode'>): Promise<number> {
    const plan = await this.deps.plans.plan(m.planCode);
    if (!plan || plan.freeHoursPerMonth === 0) return 0;
    const month = freeHourMonth(this.now(), await this.timeZoneFor(await this.deps.users.findAny(m.userId)));
    const used = await this.deps.bookings.freeHoursUsed(m.userId, month.start, month.nextStart);
    return Math.max(0, plan.freeHoursPerMonth - used);
  }

  async status(user: User) {
    return describeMembership(await this.deps.repo.live(user.id));
  }

  current(user: User): Promise<MembershipRow | null> {
    return this.deps.repo.live(user.id);
  }

  payments(user: User) {
    return this.deps.payments.membershipCharges(user.id);
  }

  /** The code's offer on a plan's first month for this user, or VALIDATION (field discountCode) saying why not. */
  private async offer(user: User, plan: PlanRow, discountCode: string | null | undefined): Promise<DiscountOffer | null> {
    if (!discountCode?.trim()) return null;
    const checked = await this.deps.discounts.check(discountCode, {
      userId: user.id,
      purchaseKind: 'memberships',
      paidCents: plan.priceCents,
    });
    if (!checked.ok) throw discountRefused(checked);
    return checked.offer;
  }

  /** The first month's price with a discount code, as /subscribe shows it before paying. */
  async quote(user: User, planCode: string, discountCode: string | null | undefined) {
    const plan = await this.deps.plans.plan(planCode);
    if (!plan || plan.priceCents === 0) throw new AppError('VALIDATION', 'Please choose a membership plan.', { field: 'plan' });
    const offer = await this.offer(user, plan, discountCode);
    const discountCents = offer?.amountOffCents ?? 0;
    return {
      planCode: plan.code,
      priceCents: plan.priceCents,
      discountCents,
      totalCents: plan.priceCents - discountCents,
      discountCode: offer?.discount.code ?? null,
    };
  }

  /**
   * Pays the first month (less a discount code's amount) and makes the user a member at once; a
   * cancelled-but-running Birdie resumes instead. The card is kept for renewals once it has paid.
   * The code's redemption is recorded in the transaction that starts the membership: a membership
   * that could not start gives the money back and never counts.
   */
  async subscribe(
    user: User,
    planCode: string,
    payment: PaymentChoice,
    idempotencyKey: string,
    discountCode?: string | null,
  ): Promise<MembershipRow> {
    const plan = await this.deps.plans.plan(planCode);
    if (!plan || plan.priceCents === 0) throw new AppError('VALIDATION', 'Please choose a membership plan.', { field: 'plan' });
    if (!/^[A-Za-z0-9_-]{8,80}$/.test(idempotencyKey ?? ''))
      throw new AppError('VALIDATION', 'A checkout needs an idempotency key.', { field: 'idempotencyKey' });
    const live = await this.deps.repo.live(user.id);
    if (live?.cancelAtPeriodEnd && live.status === 'active') return this.resume(live);
    if (live) throw new AppError('CONFLICT', `You are already a ${live.planCode} member.`);
    const offer = await this.offer(user, plan, discountCode);
    const totalCents = plan.priceCents - (offer?.amountOffCents ?? 0);
    // What the confirming transaction needs, also when the money arrives by webhook.
    const metadata = { plan: plan.code, ...(offer ? { discountCodeId: offer.codeId, discountCents: String(offer.amountOffCents) } : {}) };
    try {
      if (totalCents > 0) {
        await this.deps.checkout.pay({
          purpose: 'membership',
          purchaseId: user.id,
          user,
          amountCents: totalCents,
          payment,
          idempotencyKey,
          description: `${plan.name} membership, first month${offer ? ` (code ${offer.discount.code})` : ''}`,
          // Renewals charge the saved default card, so the card that pays the first month is always kept.
          alwaysSave: true,
          metadata,
        });
      } else {
        // A code that pays the whole first month charges nothing now; the card is still kept for renewals.
        const choice = checkChoice(payment);
        if (choice.confirmationToken)
          await this.deps.paymentMethods.add(user, choice.confirmationToken, idempotencyKey, !!choice.makeDefault);
        else await this.deps.paymentMethods.owned(user, choice.paymentMethodId!);
        await this.deps.dataSource.transaction((em) => this.startPaid(em, freeSettle(user.id, user.id, metadata)));
      }
    } catch (e) {
      if ((e as { code?: string }).code === '23505') {
        const again = await this.deps.repo.live(user.id);
        if (again) return again; // a retried checkout that already succeeded
      }
      throw e;
    }
    return (await this.deps.repo.live(user.id))!;
  }

  /**
   * The transaction that starts a paid membership (the checkout engine captures the first month in
   * it): the plan and code as priced (from the payment's metadata), the membership, the user's plan,
   * the first renewal and the welcome e-mail. A member already (two tabs) refuses the second payment.
   */
  private async startPaid(em: EntityManager, p: SettleRequest): Promise<LedgerLink> {
    const plan = await this.deps.plans.plan(p.metadata.plan ?? '');
    if (!plan || plan.priceCents === 0) throw new AppError('CONFLICT', 'That membership plan is no longer offered.');
    const discountCents = Number(p.metadata.discountCents ?? 0);
    if (plan.priceCents - discountCents !== p.amountCents)
      throw new AppError('CONFLICT', 'The price of this membership changed. Please check it and pay again.');
    const anchor = this.now();
    const m = await this.deps.repo.insert(em, {
      userId: p.userId,
      planCode: plan.code,
      anchorAt: anchor,
      periodEnd: periodEnd(anchor, 0),
      complimentary: false,
    });
    if (p.metadata.discountCodeId) {
      const applied = await this.deps.discounts.apply(em, {
        codeId: p.metadata.discountCodeId,
        userId: p.userId,
        purchaseKind: 'memberships',
        paidCents: plan.priceCents,
        purchaseId: m.id,
      });
      if (!applied.ok) throw discountRefused({ message: `${applied.message} Any charge was refunded; please pay without it.` });
      if (applied.amountOffCents !== discountCents)
        throw new AppError('CONFLICT', 'That discount code changed while you were paying; any charge was refunded. Please try again.');
    }
    await this.deps.users.setPlan(p.userId, plan.code, em);
    await this.scheduleRenewal(m, em);
    const details = {
      planName: plan.name,
      priceCents: plan.priceCents,
      periodEnd: m.currentPeriodEnd.toISOString(),
      freeHoursPerMonth: plan.freeHoursPerMonth,
      hourlyRateCents: plan.hourlyRateCents,
      bookingWindowDays: plan.bookingWindowDays,
      memberEvents: plan.memberEvents,
    };
    await this.notify(em, m.id, { kind: 'subscribed', details }, `subscribed:${m.id}`);
    return { membershipId: m.id };
  }

  /** Stops renewal; the benefits last until the paid period ends, then the plan becomes None. */
  async cancel(user: User): Promise<MembershipRow> {
    const live = await this.deps.repo.live(user.id);
    if (!live) throw new AppError('CONFLICT', 'You have no membership to cancel.');
    const planName = await this.planName(live.planCode);
    if (live.status === 'past_due') {
      await this.deps.dataSource.transaction(async (em) => {
        const row = await this.deps.repo.byIdForUpdate(live.id, em);
        if (row?.status !== 'past_due') return; // a renewal or another cancel got there first
        await this.end(em, row);
        await this.notify(em, row.id, { kind: 'ended', details: { planName, reason: 'cancelled_past_due' } }, `ended:${row.id}`);
      });
      return { ...live, status: 'ended' };
    }
    // Conditional: a double click or two tabs cancel once and send one e-mail.
    await this.deps.dataSource.transaction(async (em) => {
      if (!(await this.deps.repo.setCancelAtPeriodEnd(em, live.id, true))) return;
      await this.notify(em, live.id, { kind: 'cancelled', details: { planName, endsAt: live.currentPeriodEnd.toISOString() } }, null);
    });
    return { ...live, cancelAtPeriodEnd: true };
  }

  private async resume(live: MembershipRow): Promise<MembershipRow> {
    const planName = await this.planName(live.planCode);
    await this.deps.dataSource.transaction(async (em) => {
      if (!(await this.deps.repo.setCancelAtPeriodEnd(em, live.id, false))) return;
      await this.notify(em, live.id, { kind: 'resumed', details: { planName, renewsAt: live.currentPeriodEnd.toISOString() } }, null);
    });
    return { ...live, cancelAtPeriodEnd: false };
  }

  /** Ends a membership; the user's plan falls back to None. */
  private async end(em: EntityManager, m: Pick<MembershipRow, 'id' | 'userId'>): Promise<void> {
    await this.deps.repo.end(em, m.id);
    await this.deps.users.setPlan(m.userId, NO_PLAN_CODE, em);
  }

  /**
   * An admin sets someone's plan: a paid plan is granted complimentary (renews without a charge),
   * the free one ends the live membership at once.
   */
  async setPlanByAdmin(userId: string, planCode: string): Promise<void> {
    await this.deps.dataSource.transaction(async (em) => {
      const live = await this.deps.repo.live(userId, em, true);
      const plan = await this.deps.plans.plan(planCode);
      if (!plan) throw new AppError('VALIDATION', 'Unknown membership plan.', { field: 'membershipType' });
      if (plan.priceCents === 0) {
        if (live) await this.end(em, live);
        await this.deps.users.setPlan(userId, plan.code, em);
        return;
      }
      if (live) throw new AppError('CONFLICT', 'This member already has a membership.');
      const anchor = this.now();
      await this.deps.repo.insert(em, {
        userId,
        planCode: plan.code,
        anchorAt: anchor,
        periodEnd: periodEnd(anchor, 0),
        complimentary: true,
      });
      await this.deps.users.setPlan(userId, plan.code, em);
    });
  }

  private async planName(code: string): Promise<string> {
    return (await this.deps.plans.plan(code))?.name ?? code;
  }

  /**
   * Records a step's e-mail and enqueues its job, both in the step's transaction. stepKey makes a
   * one-time step (welcome, a period's renewal, a failed attempt, the end) record one e-mail only.
   */
  private async notify(em: EntityManager, membershipId: string, email: MembershipEmail, stepKey: string | null): Promise<void> {
    const emailId = await this.deps.repo.insertEmail(em, { membershipId, email, stepKey });
    if (emailId) await this.deps.jobs.send(QUEUES.membershipEmail, { emailId } satisfies MembershipEmailJob, { em });
  }

  /**
   * The spec's /api/update-membership: changes that need no payment happen (None cancels, Birdie
   * resumes a cancelled membership still running); one that needs payment answers 402.
   */
  async update(user: User, membershipType: unknown): Promise<MembershipRow | null> {
    const plans = await this.deps.plans.plans();
    const plan = typeof membershipType === 'string' ? plans.find((p) => p.code === membershipType) : null;
    if (!plan) {
      const choices = plans.map((p) => p.code);
      const list = choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}` : (choices[0] ?? '');
      throw new AppError('VALIDATION', `Unknown membership plan. Choose ${list}.`, { field: 'membershipType' });
    }
    const live = await this.deps.repo.live(user.id);
    if (plan.priceCents === 0) return live ? this.cancel(user) : null;
    if (live?.planCode === plan.code) return live.cancelAtPeriodEnd ? this.resume(live) : live;
    throw new AppError('PAYMENT_REQUIRED', paymentNeeded(plan.name));
  }

  private async scheduleRenewal(m: MembershipRow, em?: EntityManager) {
    await this.deps.jobs.send(
      QUEUES.membershipRenewal,
      { membershipId: m.id, periodIndex: m.periodIndex, attempt: m.failedAttempts } satisfies RenewalJob,
      {
        em,
        startAfter: m.currentPeriodEnd,
        singletonKey: `renewal:${m.id}:${m.periodIndex}:${m.failedAttempts}`,
      },
    );
  }

  /**
   * Renews one period. Safe to run twice, on two instances or after a crash: the charge's
   * idempotency key is fixed per period and attempt, and the period only advances once. The saved
   * card is charged off session; a bank that wants the member to confirm starts a grace period
   * (perks go on, an e-mail with a link), a refusal the retries.
   */
  async renew(job: RenewalJob): Promise<'renewed' | 'ended' | 'past_due' | 'action_required' | 'stale'> {
    const m = await this.deps.dataSource.transaction(async (em) => {
      const row = await this.deps.repo.byIdForUpdate(job.membershipId, em);
      if (!row || row.status === 'ended' || row.status === 'action_required') return null;
      if (row.periodIndex !== job.periodIndex || row.failedAttempts !== job.attempt) return null;
      if (row.cancelAtPeriodEnd) {
        await this.end(em, row);
        await this.notify(
          em,
          row.id,
          { kind: 'ended', details: { planName: await this.planName(row.planCode), reason: 'cancelled' } },
          `ended:${row.id}`,
        );
        return { ...row, status: 'ended' as const };
      }
      return row;
    });
    if (!m) return 'stale';
    if (m.status === 'ended') return 'ended';
    const plan = (await this.deps.plans.plan(m.planCode))!;
    const renewal = { period: String(m.periodIndex + 1), attempt: String(m.failedAttempts) };

    if (m.complimentary) {
      await this.deps.dataSource.transaction((em) => this.renewPaid(em, freeSettle(m.id, m.userId, renewal)));
      return 'renewed';
    }
    const result = await this.deps.checkout.chargeOffSession({
      purchaseId: m.id,
      userId: m.userId,
      amountCents: plan.priceCents,
      processorKey: `renewal:${m.id}:${m.periodIndex + 1}:${m.failedAttempts}`,
      description: `${plan.name} membership renewal`,
      metadata: renewal,
    });
    if (result.outcome === 'paid') return 'renewed';
    if (result.outcome === 'settled_elsewhere') return 'stale';
    if (result.outcome === 'action_required') return this.awaitConfirmation(m, plan);

    return this.deps.dataSource.transaction(async (em) => {
      const row = await this.deps.repo.byIdForUpdate(m.id, em);
      if (!row || row.periodIndex !== m.periodIndex || row.failedAttempts !== m.failedAttempts || row.status === 'ended')
        return 'stale' as const;
      const attempts = m.failedAttempts + 1;
      const retryAt = nextRetryAt(m.currentPeriodEnd, attempts);
      if (!retryAt) {
        await this.end(em, m);
        await this.notify(
          em,
          m.id,
          { kind: 'ended', details: { planName: plan.name, reason: 'payment_failed', failure: result.message } },
          `ended:${m.id}`,
        );
        return 'ended' as const;
      }
      await this.deps.repo.markPastDue(em, m.id);
      await this.scheduleRenewal({ ...m, failedAttempts: attempts, currentPeriodEnd: retryAt }, em);
      const details = { planName: plan.name, failure: result.message, retryAt: retryAt.toISOString() };
      await this.notify(em, m.id, { kind: 'payment_failed', details }, `payment_failed:${m.id}:${m.periodIndex + 1}:${attempts}`);
      return 'past_due' as const;
    });
  }

  /**
   * The transaction that records a paid (or complimentary) renewal: the period moves on once, the
   * next renewal is queued and the member told. Money for a period already settled or a membership
   * that ended meanwhile (its grace ran out) is refused, and so given back.
   */
  private async renewPaid(em: EntityManager, p: SettleRequest): Promise<LedgerLink> {
    const row = await this.deps.repo.byIdForUpdate(p.purchaseId, em);
    if (!row || row.status === 'ended') throw new AppError('CONFLICT', 'This membership has ended. Nothing was charged for it.');
    if (String(row.periodIndex + 1) !== p.metadata.period) throw new AppError('CONFLICT', 'This renewal was already settled.');
    const plan = (await this.deps.plans.plan(row.planCode))!;
    const nextEnd = periodEnd(row.anchorAt, row.periodIndex + 1);
    await this.deps.repo.advance(em, row.id, nextEnd);
    await this.scheduleRenewal({ ...row, periodIndex: row.periodIndex + 1, currentPeriodEnd: nextEnd, failedAttempts: 0 }, em);
    const details = { planName: plan.name, chargedCents: p.amountCents || null, nextRenewal: nextEnd.toISOString() };
    await this.notify(em, row.id, { kind: 'renewed', details }, `renewed:${row.id}:${row.periodIndex + 1}`);
    return { membershipId: row.id };
  }

  /** The bank wants the member to confirm the renewal: perks go on through the grace period, and they get a link. */
  private async awaitConfirmation(m: MembershipRow, plan: PlanRow): Promise<'action_required' | 'stale'> {
    const graceEndsAt = new Date(this.now().getTime() + GRACE_DAYS * 86_400_000);
    return this.deps.dataSource.transaction(async (em) => {
      const row = await this.deps.repo.byIdForUpdate(m.id, em);
      if (!row || row.periodIndex !== m.periodIndex || row.status === 'ended') return 'stale' as const;
      if (row.status !== 'action_required') await this.deps.repo.markActionRequired(em, m.id, graceEndsAt);
      await this.deps.jobs.send(QUEUES.membershipGraceEnd, { membershipId: m.id, periodIndex: m.periodIndex } satisfies GraceEndJob, {
        em,
        startAfter: graceEndsAt,
        singletonKey: `grace:${m.id}:${m.periodIndex}`,
      });
      const details = {
        planName: plan.name,
        amountCents: plan.priceCents,
        graceEndsAt: graceEndsAt.toISOString(),
        confirmUrl: `${this.deps.appOrigin}/manage-membership?confirm=renewal`,
      };
      await this.notify(em, m.id, { kind: 'payment_action_required', details }, `action_required:${m.id}:${m.periodIndex + 1}`);
      return 'action_required' as const;
    });
  }

  /** Whether a held renewal still waits for the member: in its grace period. */
  private async awaitsConfirmation(membershipId: string): Promise<boolean> {
    const m = await this.deps.repo.byId(membershipId);
    return m?.status === 'action_required' && !!m.graceEndsAt && m.graceEndsAt > this.now();
  }

  /**
   * The member confirms a held renewal with their bank (from the e-mail's link): PAYMENT_ACTION_REQUIRED
   * hands the browser the bank's step; sent again afterwards, the renewal is paid and the period moves on.
   */
  async confirmRenewal(user: User): Promise<MembershipRow> {
    const live = await this.deps.repo.live(user.id);
    // Confirmed already: the bank's yes reached us by webhook before the browser's second call.
    if (live?.status === 'active') return live;
    if (live?.status !== 'action_required') throw new AppError('CONFLICT', 'Your membership has no payment waiting for you to confirm.');
    try {
      await this.deps.checkout.resume('renewal', live.id, user);
    } catch (err) {
      // The webhook settled it between the read above and the resume's own (seen under load in CI): paid, not an error.
      const settled = await this.deps.repo.live(user.id);
      if (settled?.status === 'active') return settled;
      throw err;
    }
    return (await this.deps.repo.live(user.id)) ?? live;
  }

  /** The grace period is over: a renewal still not confirmed ends the membership (nothing was charged). */
  async endGrace(job: GraceEndJob): Promise<boolean> {
    return this.deps.dataSource.transaction(async (em) => {
      const row = await this.deps.repo.byIdForUpdate(job.membershipId, em);
      if (row?.status !== 'action_required' || row.periodIndex !== job.periodIndex) return false;
      if (row.graceEndsAt && row.graceEndsAt > this.now()) return false;
      await this.end(em, row);
      await this.notify(
        em,
        row.id,
        { kind: 'ended', details: { planName: await this.planName(row.planCode), reason: 'payment_not_confirmed' } },
        `ended:${row.id}`,
      );
      return true;
    });
  }

  /**
   * Sends every unsent e-mail of this e-mail's membership, oldest first, one instance at a time: two
   * jobs of one member on two instances cannot overtake each other ("back on" before "cancelled").
   * Each is claimed before `send`; a failed send gives its claim back and throws, so the job is
   * retried and nothing recorded later goes out before it. After EMAIL_SET_ASIDE_AFTER failures an
   * e-mail is set aside: the later ones go on, and it is sent out of turn by its own job (or an
   * admin's retry of it). True when this call sent `emailId`.
   */
  async sendEmailsInOrder(emailId: string, send: (email: ClaimedMembershipEmail) => Promise<void>): Promise<boolean> {
    const membershipId = await this.deps.repo.membershipOfEmail(emailId);
    if (!membershipId) return false;
    const attempt = async (email: ClaimedMembershipEmail) => {
      try {
        await send(email);
      } catch (err) {
        if (await this.deps.repo.recordFailedSend(email.id, EMAIL_SET_ASIDE_AFTER)) {
          this.deps.logger.error({ err, emailId: email.id, membershipId }, 'membership e-mail set aside after failing: later ones go on');
        }
        throw err;
      }
    };
    return this.deps.repo.inEmailOrder(membershipId, async () => {
      let sentIt = false;
      for (let next = await this.deps.repo.claimNextEmail(membershipId); next; next = await this.deps.repo.claimNextEmail(membershipId)) {
        await attempt(next);
        sentIt ||= next.id === emailId;
      }
      // Still unsent here means set aside: its own job keeps trying it, out of turn.
      const own = sentIt ? null : await this.deps.repo.claimEmail(emailId);
      if (own) await attempt(own);
      return sentIt || !!own;
    });
  }

  /**
   * Safety net run hourly: renews every live membership that is due (a lost or never-queued job,
   * e.g. a seeded membership). renew() is idempotent, so a job and the sweep may both run.
   */
  async sweepDueRenewals(): Promise<number> {
    const due = await this.deps.repo.due(this.now());
    for (const m of due) {
      if (m.status === 'action_required') {
        // A grace period whose own job was lost.
        if (m.graceEndsAt && m.graceEndsAt <= this.now()) await this.endGrace({ membershipId: m.id, periodIndex: m.periodIndex });
        continue;
      }
      const retryAt = m.status === 'past_due' ? nextRetryAt(m.currentPeriodEnd, m.failedAttempts) : m.currentPeriodEnd;
      if (retryAt && retryAt <= this.now()) await this.renew({ membershipId: m.id, periodIndex: m.periodIndex, attempt: m.failedAttempts });
    }
    return due.length;
  }
}
