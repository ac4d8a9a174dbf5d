import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import type { Logger } from '../../shared/logger.js';
import type { PaymentChoice } from '../payments/payment-method.service.js';
import { QUEUES, type JobQueue } from '../jobs/job-queue.js';
import type { MembershipEmail } from '../notifications/membership-mail.js';
import type { MembershipEmailJob } from '../notifications/membership-notifier.js';
import { PaymentDeclinedError, type Charge, type PaymentGateway } from '../payments/gateway.js';
import type { PaymentMethodService } from '../payments/payment-method.service.js';
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
      gateway: PaymentGateway;
      /** A code can take money off the first month (renewals are full price). */
      discounts: DiscountService;
      jobs: JobQueue;
      logger: Logger;
      now?: () => Date;
    },
  ) {}

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
   * cancelled-but-running Birdie resumes instead. The code's redemption is recorded in the same
   * transaction as the membership: a membership that could not start is refunded and never counts.
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

    const customerId = await this.deps.paymentMethods.customerFor(user);
    // Renewals charge the saved default card, so the card that pays the first month is always kept,
    // once it has paid (a declined card is never saved).
    const card = await this.deps.paymentMethods.prepareCharge(user, { ...payment, saveCard: true });
    const token = card.token;
    // A code that pays the whole first month charges nothing now; the card is still kept for renewals.
    const charge: Charge | null =
      totalCents > 0
        ? await this.deps.gateway.charge({
            customerId,
            token,
            amountCents: totalCents,
            currency: 'usd',
            // With a code, scoped to the price too: a retry replays the charge, another price is another charge.
            idempotencyKey: `membership:${user.id}:${idempotencyKey}${offer ? `:${totalCents}` : ''}`,
            description: `${plan.name} membership, first month${offer ? ` (code ${offer.discount.code})` : ''}`,
          })
        : null;
    let membership: MembershipRow;
    try {
      membership = await this.deps.dataSource.transaction(async (em) => {
        const anchor = this.now();
        const m = await this.deps.repo.insert(em, {
          userId: user.id,
          planCode: plan.code,
          anchorAt: anchor,
          periodEnd: periodEnd(anchor, 0),
          complimentary: false,
        });
        if (offer) {
          const applied = await this.deps.discounts.apply(em, {
            codeId: offer.codeId,
            userId: user.id,
            purchaseKind: 'memberships',
            paidCents: plan.priceCents,
            purchaseId: m.id,
          });
          if (!applied.ok) throw discountRefused({ message: `${applied.message} Any charge was refunded; please pay without it.` });
          if (applied.amountOffCents !== offer.amountOffCents)
            throw new AppError('CONFLICT', 'That discount code changed while you were paying; any charge was refunded. Please try again.');
        }
        await this.deps.users.setPlan(user.id, plan.code, em);
        if (charge) {
          await this.deps.payments.recordMembershipCharge(em, {
            userId: user.id,
            membershipId: m.id,
            amountCents: charge.amountCents,
            gateway: this.deps.gateway.name,
            chargeId: charge.id,
            idempotencyKey,
          });
        }
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
        return m;
      });
    } catch (e) {
      if (charge) await this.refund(charge, 'membership could not start');
      if ((e as { code?: string }).code === '23505') {
        const again = await this.deps.repo.live(user.id);
        if (again) return again; // a retried checkout that already succeeded
      }
      throw e;
    }
    // The membership is paid either way; a card that could not be saved can be added on /payment-methods.
    await card.keepPaid().catch(() => undefined);
    return membership;
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
   * idempotency key is fixed per period and attempt, and the period only advances once.
   */
  async renew(job: RenewalJob): Promise<'renewed' | 'ended' | 'past_due' | 'stale'> {
    const m = await this.deps.dataSource.transaction(async (em) => {
      const row = await this.deps.repo.byIdForUpdate(job.membershipId, em);
      if (!row || row.status === 'ended' || row.periodIndex !== job.periodIndex || row.failedAttempts !== job.attempt) return null;
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
    const nextEnd = periodEnd(m.anchorAt, m.periodIndex + 1);

    let charge: Charge | null = null;
    let failure: string | null = null;
    if (!m.complimentary) {
      const method = await this.deps.paymentMethods.defaultCardFor(m.userId);
      if (!method) failure = 'There is no card on file.';
      else {
        try {
          charge = await this.deps.gateway.charge({
            customerId: method.customerId,
            token: method.token,
            amountCents: plan.priceCents,
            currency: 'usd',
            idempotencyKey: `renewal:${m.id}:${m.periodIndex + 1}:${m.failedAttempts}`,
            description: `${plan.name} membership renewal`,
          });
        } catch (e) {
          if (!(e instanceof PaymentDeclinedError)) throw e; // infrastructure trouble: the job retries
          failure = e.message;
        }
      }
    }

    return this.deps.dataSource.transaction(async (em) => {
      const row = await this.deps.repo.byIdForUpdate(m.id, em);
      if (!row || row.periodIndex !== m.periodIndex || row.failedAttempts !== m.failedAttempts || row.status === 'ended')
        return 'stale' as const;
      if (!failure) {
        if (charge) {
          await this.deps.payments.recordMembershipCharge(em, {
            userId: m.userId,
            membershipId: m.id,
            amountCents: charge.amountCents,
            gateway: this.deps.gateway.name,
            chargeId: charge.id,
            idempotencyKey: `renewal:${m.id}:${m.periodIndex + 1}`,
          });
        }
        await this.deps.repo.advance(em, m.id, nextEnd);
        await this.scheduleRenewal({ ...m, periodIndex: m.periodIndex + 1, currentPeriodEnd: nextEnd, failedAttempts: 0 }, em);
        const details = { planName: plan.name, chargedCents: charge?.amountCents ?? null, nextRenewal: nextEnd.toISOString() };
        await this.notify(em, m.id, { kind: 'renewed', details }, `renewed:${m.id}:${m.periodIndex + 1}`);
        return 'renewed' as const;
      }
      const attempts = m.failedAttempts + 1;
      const retryAt = nextRetryAt(m.currentPeriodEnd, attempts);
      if (!retryAt) {
        await this.end(em, m);
        await this.notify(
          em,
          m.id,
          { kind: 'ended', details: { planName: plan.name, reason: 'payment_failed', failure: failure! } },
          `ended:${m.id}`,
        );
        return 'ended' as const;
      }
      await this.deps.repo.markPastDue(em, m.id);
      await this.scheduleRenewal({ ...m, failedAttempts: attempts, currentPeriodEnd: retryAt }, em);
      const details = { planName: plan.name, failure: failure!, retryAt: retryAt.toISOString() };
      await this.notify(em, m.id, { kind: 'payment_failed', details }, `payment_failed:${m.id}:${m.periodIndex + 1}:${attempts}`);
      return 'past_due' as const;
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
      const retryAt = m.status === 'past_due' ? nextRetryAt(m.currentPeriodEnd, m.failedAttempts) : m.currentPeriodEnd;
      if (retryAt && retryAt <= this.now()) await this.renew({ membershipId: m.id, periodIndex: m.periodIndex, attempt: m.failedAttempts });
    }
    return due.length;
  }

  private async refund(charge: Charge, why: string): Promise<void> {
    try {
      await this.deps.gateway.refund({ chargeId: charge.id, amountCents: charge.amountCents, idempotencyKey: `refund:${charge.id}` });
      this.deps.logger.warn({ chargeId: charge.id, why }, 'membership charge refunded');
    } catch (err) {
      this.deps.logger.fatal({ err, chargeId: charge.id }, 'REFUND FAILED for a membership charge');
    }
  }
}
