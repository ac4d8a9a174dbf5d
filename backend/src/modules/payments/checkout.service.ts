import type Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import type { Logger } from '../../shared/logger.js';
import type { BusinessMetrics } from '../../shared/metric-events.js';
import type { User } from '../users/user.entity.js';
import { OPEN_STATUSES, type PaymentAttemptRepository, type AttemptRow } from './payment-attempt.repository.js';
import type { AttemptPurpose, PaymentPurpose } from './payment.entity.js';
import type { LedgerLink, PaymentRepository } from './payment.repository.js';

export type { LedgerLink } from './payment.repository.js';
import { checkChoice, type PaymentChoice, type PaymentMethodService } from './payment-method.service.js';
import { AuthenticationRequiredError, cardOf, declineMessage, idOf, PaymentDeclinedError, type Processor } from './processor.js';

/**
 * What a kind of purchase (a bay booking, a league entry, an event registration, a membership's
 * first month or renewal) does when its money arrives. The checkout engine owns the money; the
 * purchase's own module owns its rules.
 */
export interface PurchaseHandler {
  /** The ledger's purpose for its charges. */
  ledger: PaymentPurpose;
  /**
   * Confirms the purchase in the caller's transaction: locks it, checks it can still take this
   * money (held, same price), redeems its discount, marks it paid and queues its e-mails; answers
   * which row the ledger points at. Throws to refuse: the authorization is then released (or the
   * charge refunded). `late`: the money arrived after the checkout ended (a webhook or the sweeper),
   * so a lapsed hold may be taken again when its place is still free.
   */
  confirm(em: EntityManager, p: SettleRequest): Promise<LedgerLink>;
  /** A refused card: nothing was charged and the hold stays; the purchase may note it. */
  declined?(p: { purchaseId: string; userId: string; reason: string }): Promise<void>;
  /** Whether the purchase still waits for this money (its hold is live); the sweeper ends intents of those that do not. */
  waiting(purchaseId: string, attempt: Pick<AttemptRow, 'createdAt'>): Promise<boolean>;
  /** After the transaction that confirmed the purchase committed (once per purchase): for the metrics. */
  settled?(purchaseId: string): void;
}

export interface SettleRequest {
  purchaseId: string;
  userId: string;
  amountCents: number;
  late: boolean;
  attemptId: string;
  intentId: string;
  /** What the purchase put on its payment at checkout (the intent's metadata), for a confirm that runs from a webhook. */
  metadata: Record<string, string>;
}

/** A purchase confirmed with nothing to charge (free hours, a code that covers it all, a complimentary renewal). */
export function freeSettle(purchaseId: string, userId: string, metadata: Record<string, string> = {}): SettleRequest {
  return { purchaseId, userId, amountCents: 0, late: false, attemptId: '', intentId: '', metadata };
}

export interface CheckoutRequest {
  purpose: Exclude<AttemptPurpose, 'renewal'>;
  purchaseId: string;
  user: User;
  amountCents: number;
  payment: PaymentChoice | null | undefined;
  /** The client's key for this attempt: a retry with it never charges twice. */
  idempotencyKey: string;
  description: string;
  /** The card is kept whatever the box says (a membership renews on it). */
  alwaysSave?: boolean;
  /** Kept on the payment for the purchase's confirm (Stripe metadata: short strings). */
  metadata?: Record<string, string>;
}

export type OffSessionResult =
  | { outcome: 'paid' }
  /** Another run (the same job twice at once) settled this very payment. */
  | { outcome: 'settled_elsewhere' }
  | { outcome: 'action_required'; attemptId: string }
  | { outcome: 'declined'; message: string };

const KEY = /^[A-Za-z0-9_-]{8,80}$/;
/** The smallest card charge (Stripe's minimum for USD). */
const MIN_CARD_CENTS = 50;
/** How long an attempt may stay open before the sweeper looks at it (a customer at their bank's page takes a while). */
const SWEEP_AFTER_MS = 2 * 60_000;
/** An attempt whose intent never got created (a crash at the wrong moment) is given up after this. */
const ABANDON_CREATING_AFTER_MS = 24 * 3600_000;

const ACTION_REQUIRED = 'Your bank wants to confirm this payment.';

/** The client's retry found a capture that could not be completed: the sweeper finishes it. */
class CaptureFailedError extends Error {
  override readonly name = 'CaptureFailedError';
}

/**
 * Checkout's money, one behaviour for every purchase (docs/payments.md): a PaymentIntent confirmed
 * on the server and only authorized while the purchase is held, captured by the transaction that
 * confirms it; 3-D Secure through PAYMENT_ACTION_REQUIRED and a retry with the same key; a refused
 * card charges and saves nothing and keeps the hold; money the purchase cannot take goes back.
 * Webhooks and a sweeper settle what a client left half done.
 */
export class CheckoutService {
  private readonly handlers = new Map<AttemptPurpose, PurchaseHandler>();

  constructor(
    private readonly deps: {
      dataSource: DataSource;
      processor: Processor;
      attempts: PaymentAttemptRepository;
      ledger: PaymentRepository;
      methods: PaymentMethodService;
      logger: Logger;
      /** Refused card payments are counted (GET /metrics). */
      metrics?: Pick<BusinessMetrics, 'paymentFailed'>;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Each purchase module registers its handler once, when the services are wired; a second one (a test's copy of a service) is ignored. */
  register(purpose: AttemptPurpose, handler: PurchaseHandler): void {
    if (!this.handlers.has(purpose)) this.handlers.set(purpose, handler);
  }

  private handler(purpose: AttemptPurpose): PurchaseHandler {
    const h = this.handlers.get(purpose);
    if (!h) throw new Error(`No purchase handler for ${purpose}`);
    return h;
  }

  /**
   * Pays for a purchase at checkout and confirms it. Throws PAYMENT_ACTION_REQUIRED (with the
   * intent's client secret) when the bank wants the card holder, PAYMENT_FAILED for a refused
   * card, or whatever the purchase's confirm refused (with the money given back).
   */
  async pay(req: CheckoutRequest): Promise<void> {
    if (!KEY.test(req.idempotencyKey ?? ''))
      throw new AppError('VALIDATION', 'A checkout needs an idempotency key.', { field: 'idempotencyKey' });
    if (!Number.isInteger(req.amountCents) || req.amountCents <= 0) throw new Error(`A checkout of ${req.amountCents} cents`);
    // Card processors take nothing under 50 cents (Stripe's minimum for USD).
    if (req.amountCents < MIN_CARD_CENTS)
      throw new AppError('VALIDATION', 'Card payments start at $0.50, and this total is less. Please remove the discount code.', {
        field: 'discountCode',
      });
    const choice = checkChoice(req.payment);
    const handler = this.handler(req.purpose);
    const saved = choice.paymentMethodId ? await this.deps.methods.owned(req.user, choice.paymentMethodId) : null;
    const attempt = await this.deps.attempts.claim({
      userId: req.user.id,
      purpose: req.purpose,
      purchaseId: req.purchaseId,
      // Scoped to the purchase and its price: a retry replays, a new price (a code applied since) is a new payment.
      processorKey: `${req.purpose}:${req.purchaseId}:${req.idempotencyKey}:${req.amountCents}`,
      amountCents: req.amountCents,
      // A saved card is on file already; a new one is kept only when asked (or always, for a membership).
      saveCard: !saved && !!(req.alwaysSave || choice.saveCard),
      makeDefault: !!choice.makeDefault,
    });
    if (attempt.userId !== req.user.id) throw new AppError('CONFLICT', 'This checkout belongs to another account. Please start again.');

    let intent: Stripe.PaymentIntent;
    if (attempt.intentId) intent = await this.deps.processor.retrieveIntent(attempt.intentId);
    else {
      const customer = await this.deps.methods.customerFor(req.user);
      try {
        intent = await this.deps.processor.createIntent(
          {
            amount: req.amountCents,
            customer,
            capture_method: 'manual',
            confirm: true,
            ...(saved ? { payment_method: saved.gatewayToken } : { confirmation_token: choice.confirmationToken! }),
            ...(attempt.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
            description: req.description,
            metadata: { ...req.metadata, purpose: req.purpose, purchase: req.purchaseId, user: req.user.id, attempt: attempt.id },
          },
          attempt.processorKey,
        );
      } catch (e) {
        if (e instanceof PaymentDeclinedError) {
          await this.deps.attempts.update(attempt.id, { intentId: e.intentId, status: 'failed', failure: e.message });
          this.deps.metrics?.paymentFailed(req.purpose);
          await handler.declined?.({ purchaseId: req.purchaseId, userId: req.user.id, reason: e.declineCode });
        } else if (e instanceof AppError && e.code === 'VALIDATION') {
          await this.deps.attempts.update(attempt.id, { status: 'failed', failure: e.message });
        }
        throw e;
      }
      await this.deps.attempts.update(attempt.id, { intentId: intent.id });
    }
    const settled = await this.advance({ ...attempt, intentId: intent.id }, intent, false);
    // A saved card chosen again becomes the default when asked.
    if (settled && saved && choice.makeDefault && !saved.isDefault)
      await this.deps.methods.setDefault(req.user, saved.id).catch(() => undefined);
  }

  /**
   * Charges a saved card with the card holder away (a renewal). The bank may want them to confirm:
   * `action_required`, and `resume` finishes it once they are back.
   */
  async chargeOffSession(req: {
    purchaseId: string;
    userId: string;
    amountCents: number;
    processorKey: string;
    description: string;
    metadata?: Record<string, string>;
  }): Promise<OffSessionResult> {
    const card = await this.deps.methods.defaultCardFor(req.userId);
    if (!card) return { outcome: 'declined', message: 'There is no card on file.' };
    const attempt = await this.deps.attempts.claim({
      userId: req.userId,
      purpose: 'renewal',
      purchaseId: req.purchaseId,
      processorKey: req.processorKey,
      amountCents: req.amountCents,
      saveCard: false,
      makeDefault: false,
    });
    let intent: Stripe.PaymentIntent;
    if (attempt.intentId) intent = await this.deps.processor.retrieveIntent(attempt.intentId);
    else {
      try {
        intent = await this.deps.processor.createIntent(
          {
            amount: req.amountCents,
            customer: card.customerId,
            payment_method: card.paymentMethod,
            off_session: true,
            confirm: true,
            capture_method: 'automatic',
            description: req.description,
            metadata: { ...req.metadata, purpose: 'renewal', purchase: req.purchaseId, user: req.userId, attempt: attempt.id },
          },
          attempt.processorKey,
        );
      } catch (e) {
        if (e instanceof AuthenticationRequiredError) {
          await this.deps.attempts.update(attempt.id, { intentId: e.intentId, status: 'action_required' });
          return { outcome: 'action_required', attemptId: attempt.id };
        }
        if (e instanceof PaymentDeclinedError) {
          await this.deps.attempts.update(attempt.id, { intentId: e.intentId, status: 'failed', failure: e.message });
          this.deps.metrics?.paymentFailed('renewal');
          return { outcome: 'declined', message: e.message };
        }
        throw e;
      }
      await this.deps.attempts.update(attempt.id, { intentId: intent.id });
    }
    if (intent.status === 'succeeded')
      return (await this.settle({ ...attempt, intentId: intent.id }, intent, false))
        ? { outcome: 'paid' }
        : { outcome: 'settled_elsewhere' };
    const error = intent.last_payment_error;
    if (intent.status === 'requires_action' || error?.code === 'authentication_required') {
      await this.deps.attempts.update(attempt.id, { status: 'action_required' });
      return { outcome: 'action_required', attemptId: attempt.id };
    }
    const message = declineMessage(error?.decline_code ?? error?.code, error?.message);
    await this.deps.attempts.update(attempt.id, { status: 'failed', failure: message });
    this.deps.metrics?.paymentFailed('renewal');
    return { outcome: 'declined', message };
  }

  /**
   * The card holder is back to confirm an off-session payment their bank held: confirmed again on
   * session (PAYMENT_ACTION_REQUIRED for the bank's step), then settled as any payment.
   */
  async resume(purpose: AttemptPurpose, purchaseId: string, user: User): Promise<void> {
    const attempt = await this.deps.attempts.latest(purpose, purchaseId, ['action_required', 'authorized']);
    if (!attempt?.intentId || attempt.userId !== user.id)
      throw new AppError('NOT_FOUND', 'There is no payment waiting for you to confirm.');
    let intent = await this.deps.processor.retrieveIntent(attempt.intentId);
    if (intent.status === 'requires_payment_method') {
      const pm = idOf(intent.last_payment_error?.payment_method) ?? idOf(intent.payment_method);
      if (!pm) throw new AppError('CONFLICT', 'The card for this payment is no longer on file. Please add a card and try again.');
      try {
        intent = await this.deps.processor.confirmIntent(intent.id, { payment_method: pm, off_session: false });
      } catch (e) {
        if (e instanceof PaymentDeclinedError) {
          await this.deps.attempts.update(attempt.id, { status: 'failed', failure: e.message });
          this.deps.metrics?.paymentFailed(attempt.purpose);
        }
        throw e;
      }
    }
    await this.advance(attempt, intent, false);
  }

  /**
   * Moves an attempt on from its intent's state. True when this call settled it (the purchase is
   * confirmed and the money taken). `late` (webhooks, the sweeper) answers quietly instead of throwing
   * for states that need the card holder.
   */
  private async advance(attempt: AttemptRow, intent: Stripe.PaymentIntent, late: boolean): Promise<boolean> {
    switch (intent.status) {
      case 'requires_capture':
      case 'succeeded':
        return this.settle(attempt, intent, late);
      case 'requires_action':
      case 'requires_confirmation':
        if (attempt.status !== 'action_required') await this.deps.attempts.update(attempt.id, { status: 'action_required' });
        if (late) return false;
        throw new AppError('PAYMENT_ACTION_REQUIRED', ACTION_REQUIRED, { clientSecret: intent.client_secret ?? undefined });
      case 'requires_payment_method': {
        const error = intent.last_payment_error;
        // An off-session charge the bank wants confirmed waits for the card holder (resume): not a refusal.
        if (error?.code === 'authentication_required') {
          if (attempt.status !== 'action_required') await this.deps.attempts.update(attempt.id, { status: 'action_required' });
          if (late) return false;
          throw new AppError('PAYMENT_ACTION_REQUIRED', ACTION_REQUIRED, { clientSecret: intent.client_secret ?? undefined });
        }
        const message = declineMessage(error?.decline_code ?? error?.code, error?.message);
        if (attempt.status !== 'failed') {
          await this.deps.attempts.update(attempt.id, { status: 'failed', failure: message });
          this.deps.metrics?.paymentFailed(attempt.purpose);
          await this.handler(attempt.purpose).declined?.({
            purchaseId: attempt.purchaseId,
            userId: attempt.userId,
            reason: error?.decline_code ?? error?.code ?? 'card_declined',
          });
        }
        if (late) return false;
        throw new PaymentDeclinedError(message, error?.decline_code ?? error?.code ?? 'card_declined', intent.id);
      }
      case 'canceled':
        if (attempt.status !== 'canceled') await this.deps.attempts.update(attempt.id, { status: 'canceled' });
        if (late) return false;
        throw new AppError('CONFLICT', 'This payment was cancelled and nothing was charged. Please start the checkout again.');
      default:
        if (late) return false;
        throw new AppError('CONFLICT', 'Your bank is still processing this payment. Please wait a moment and try again.');
    }
  }

  /**
   * The transaction that confirms the purchase takes the money: the purchase's confirm, the capture,
   * the ledger row. If the purchase refuses, the authorization is released (or the charge refunded)
   * and the refusal goes on to the caller; if the capture itself fails, the attempt stays authorized
   * for the sweeper. A webhook and the customer's retry settle an attempt once (its row lock).
   */
  private async settle(attempt: AttemptRow, intent: Stripe.PaymentIntent, late: boolean): Promise<boolean> {
    const handler = this.handler(attempt.purpose);
    let chargeId = intent.status === 'succeeded' ? idOf(intent.latest_charge) : null;
    let settled = false;
    // Assigned in the transaction's callback (a holder, so the compiler sees the assignment).
    const kept: { card: Awaited<ReturnType<PaymentMethodService['keep']>> } = { card: null };
    try {
      await this.deps.dataSource.transaction(async (em) => {
        const locked = await this.deps.attempts.lock(em, attempt.id);
        if (!locked || locked.status === 'succeeded') return;
        const link = await handler.confirm(em, {
          purchaseId: attempt.purchaseId,
          userId: attempt.userId,
          amountCents: intent.amount,
          late,
          attemptId: attempt.id,
          intentId: intent.id,
          metadata: intent.metadata ?? {},
        });
        let paid = intent;
        if (intent.status === 'requires_capture') {
          try {
            paid = await this.deps.processor.captureIntent(intent.id);
          } catch (e) {
            throw new CaptureFailedError(String((e as Error).message ?? e));
          }
          chargeId = idOf(paid.latest_charge);
        }
        const charge = typeof paid.latest_charge === 'object' ? paid.latest_charge : null;
        const card = cardOf(paid.payment_method) ?? chargeCard(charge);
        await this.deps.ledger.record(em, {
          purpose: handler.ledger,
          link,
          userId: attempt.userId,
          amountCents: paid.amount_received || paid.amount,
          gateway: this.deps.processor.name,
          chargeId: chargeId!,
          intentId: intent.id,
          idempotencyKey: attempt.processorKey,
          card,
          receiptUrl: charge?.receipt_url ?? null,
        });
        // "Save this card" takes effect with the payment, in its transaction: the purchase and the card
        // it keeps are one fact (a renewal a moment later finds it).
        if (attempt.saveCard) kept.card = await this.deps.methods.keep(attempt.userId, paid.payment_method, attempt.makeDefault, em);
        await this.deps.attempts.update(attempt.id, { status: 'succeeded', failure: null }, em);
        settled = true;
      });
    } catch (e) {
      if (e instanceof CaptureFailedError) {
        await this.deps.attempts.update(attempt.id, { status: 'authorized' });
        this.deps.logger.error({ err: e, intentId: intent.id }, 'capture failed: the payment sweeper retries it');
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'We could not complete your payment just now. Please wait a minute and check your bookings.',
        );
      }
      await this.giveBack(attempt, intent, chargeId, e);
      throw e;
    }
    if (settled) handler.settled?.(attempt.purchaseId);
    if (kept.card?.isDefault) await this.deps.methods.syncDefault(attempt.userId, kept.card);
    return settled;
  }

  /** Money the purchase could not take: the authorization released, or a captured charge refunded, once. */
  private async giveBack(attempt: AttemptRow, intent: Stripe.PaymentIntent, chargeId: string | null, why: unknown): Promise<void> {
    try {
      if (chargeId) {
        await this.deps.processor.refund({
          intentId: intent.id,
          chargeId,
          amountCents: intent.amount,
          idempotencyKey: `refund:${intent.id}`,
        });
      } else await this.deps.processor.cancelIntent(intent.id);
      await this.deps.attempts.update(attempt.id, { status: 'canceled', failure: (why as Error)?.message ?? null });
      this.deps.logger.warn(
        { intentId: intent.id, purpose: attempt.purpose, why: (why as Error)?.message },
        'payment given back: its purchase could not take it',
      );
    } catch (err) {
      // Money held without its purchase must reach a person: this line is what alerting watches. Reconciliation retries it.
      this.deps.logger.fatal({ err, intentId: intent.id, purchaseId: attempt.purchaseId }, 'GIVING BACK A PAYMENT FAILED');
    }
  }

  /** A webhook about an intent: read it as it is now and move its attempt on (a late success is settled or given back). */
  async onIntentEvent(intentId: string): Promise<void> {
    const attempt = await this.deps.attempts.byIntent(intentId);
    if (!attempt || attempt.status === 'succeeded') return;
    const intent = await this.deps.processor.retrieveIntent(intentId);
    await this.advanceQuietly(attempt, intent);
  }

  private async advanceQuietly(attempt: AttemptRow, intent: Stripe.PaymentIntent): Promise<void> {
    try {
      await this.advance(attempt, intent, true);
    } catch (e) {
      // The purchase refused a late payment (its place was taken): the money went back, and that is the outcome.
      if (e instanceof AppError && e.code !== 'SERVICE_UNAVAILABLE') return;
      if ((e as { code?: string }).code === '23P01') return;
      throw e;
    }
  }

  /**
   * Every minute: attempts left open (the customer closed the tab at their bank's page, a capture
   * failed, a webhook was lost). Money that arrived is settled or given back; an intent whose
   * purchase no longer waits for it is cancelled, so a hold that expired leaves no authorization.
   */
  async sweep(): Promise<number> {
    const now = this.now().getTime();
    let moved = 0;
    for (const attempt of await this.deps.attempts.openBefore(new Date(now - SWEEP_AFTER_MS))) {
      try {
        if (!attempt.intentId) {
          if (attempt.createdAt.getTime() < now - ABANDON_CREATING_AFTER_MS)
            await this.deps.attempts.update(attempt.id, { status: 'failed', failure: 'never created' });
          continue;
        }
        const intent = await this.deps.processor.retrieveIntent(attempt.intentId);
        if (intent.status === 'requires_capture' || intent.status === 'succeeded') await this.advanceQuietly(attempt, intent);
        else if (intent.status === 'canceled') await this.deps.attempts.update(attempt.id, { status: 'canceled' });
        else if (!(await this.handler(attempt.purpose).waiting(attempt.purchaseId, attempt))) {
          await this.deps.processor.cancelIntent(intent.id);
          await this.deps.attempts.update(attempt.id, { status: 'canceled', failure: 'the checkout ended' });
        } else continue;
        moved++;
      } catch (err) {
        this.deps.logger.warn({ err, attemptId: attempt.id }, 'payment sweep: an attempt could not be moved on; next minute tries again');
      }
    }
    return moved;
  }

  /**
   * The safety net behind giving back (every few minutes): a charge of ours at the processor (its
   * metadata names a purchase) that the ledger never recorded and no open attempt still settles is
   * refunded, or its authorization released, once (the same keys as giveBack). It catches money
   * whose confirmation and immediate give-back both failed. Returns how many it gave back.
   */
  async reconcile(now = this.now()): Promise<number> {
    const charges = await this.deps.processor.charges(
      new Date(now.getTime() - RECONCILE_WINDOW_MS),
      new Date(now.getTime() - RECONCILE_SETTLING_MS),
    );
    const ours = charges.filter((c) => c.metadata?.purpose && c.status === 'succeeded' && !c.refunded && c.amount_refunded < c.amount);
    const recorded = await this.deps.ledger.recordedChargeIds(ours.map((c) => c.id));
    let givenBack = 0;
    for (const c of ours) {
      if (recorded.has(c.id)) continue;
      const intentId = idOf(c.payment_intent);
      const attempt = intentId ? await this.deps.attempts.byIntent(intentId) : null;
      if (attempt && (OPEN_STATUSES as string[]).includes(attempt.status)) continue; // the sweeper settles it
      try {
        if (!c.captured && intentId) await this.deps.processor.cancelIntent(intentId);
        else
          await this.deps.processor.refund({
            intentId,
            chargeId: c.id,
            amountCents: c.amount - c.amount_refunded,
            idempotencyKey: `refund:${intentId ?? c.id}`,
          });
        if (attempt) await this.deps.attempts.update(attempt.id, { status: 'canceled', failure: 'given back by reconciliation' });
        this.deps.logger.warn(
          { chargeId: c.id, intentId, purpose: c.metadata.purpose },
          'reconciliation gave back a charge the ledger never recorded',
        );
        givenBack++;
      } catch (err) {
        this.deps.logger.fatal({ err, chargeId: c.id }, 'GIVING BACK AN UNRECORDED CHARGE FAILED');
      }
    }
    return givenBack;
  }
}

/** Reconciliation looks at a day of charges, leaving the last minutes to checkouts still settling. */
const RECONCILE_WINDOW_MS = 24 * 3600_000;
const RECONCILE_SETTLING_MS = 15 * 60_000;

function chargeCard(charge: Stripe.Charge | null): { brand: string; last4: string } | null {
  const card = charge?.payment_method_details?.card;
  return card?.last4 ? { brand: card.brand ?? 'unknown', last4: card.last4 } : null;
}
