import Stripe from 'stripe';
import { AppError } from '../../shared/app-error.js';

/**
 * The card processor: Stripe's API through the official SDK, in every mode. Stripe mode talks to
 * api.stripe.com; sandbox mode to the built-in payments sandbox, which speaks the same API
 * (docs/payments.md). This module is the one place that turns the SDK's errors into the app's.
 */
export interface ProcessorSettings {
  /** `stripe`, or `sandbox` (the built-in test processor): what the ledger's `gateway` column records. */
  name: 'stripe' | 'sandbox';
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends requests (https://api.stripe.com, the sandbox, or the tests' fake). */
  apiUrl: string;
  /** Where browsers load Stripe.js (or the sandbox's stand-in). */
  scriptUrl: string;
}

/** The card's public face, as the app keeps it. */
export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A charge the card's issuer refused (or a failed 3-D Secure): nothing was charged, another card can be tried. */
export class PaymentDeclinedError extends AppError {
  constructor(
    message: string,
    readonly declineCode: string,
    /** The intent the refusal belongs to, when the processor made one. */
    readonly intentId: string | null = null,
  ) {
    super('PAYMENT_FAILED', message);
  }
}

/** An off-session charge the bank wants the card holder to confirm (Stripe's `authentication_required`). */
export class AuthenticationRequiredError extends Error {
  override readonly name = 'AuthenticationRequiredError';
  constructor(readonly intentId: string) {
    super('The bank wants the card holder to confirm this payment.');
  }
}

const DECLINES: Record<string, string> = {
  insufficient_funds: 'Your card has insufficient funds. Please use another card.',
  expired_card: 'Your card has expired. Please use another card.',
  incorrect_cvc: "Your card's security code is incorrect. Please check it or use another card.",
  incorrect_number: 'That card number is not valid. Please check it.',
  lost_card: 'Your card was declined. Please use another card.',
  stolen_card: 'Your card was declined. Please use another card.',
  processing_error: "Your card couldn't be processed just now. Please try again or use another card.",
  payment_intent_authentication_failure: "Your bank couldn't confirm this payment. Please try again or use another card.",
  setup_intent_authentication_failure: "Your bank couldn't confirm this card. Please try again or use another card.",
};

/** What the customer is told about a refusal: our words for the codes we know, the processor's otherwise. */
export function declineMessage(code: string | null | undefined, processorMessage?: string | null): string {
  if (code && DECLINES[code]) return DECLINES[code];
  if (code === 'card_declined' || code === 'generic_decline' || !processorMessage)
    return 'Your card was declined. Please use another card.';
  return `${processorMessage.replace(/\.?$/, '.')} Please use another card.`;
}

const UNREACHABLE = 'We cannot reach our card processor right now. Nothing was charged; please try again in a moment.';

/** The processor's answer as the app's error vocabulary; anything unknown stays as it is (a bug, logged as one). */
function translate(e: unknown): unknown {
  if (!(e instanceof Stripe.errors.StripeError)) return e;
  if (e instanceof Stripe.errors.StripeCardError) {
    const raw = e.raw as { payment_intent?: { id?: string }; setup_intent?: { id?: string } };
    const intentId = raw.payment_intent?.id ?? raw.setup_intent?.id ?? null;
    if (e.code === 'authentication_required' && intentId) return new AuthenticationRequiredError(intentId);
    return new PaymentDeclinedError(
      declineMessage(e.decline_code ?? e.code, e.message),
      e.decline_code ?? e.code ?? 'card_declined',
      intentId,
    );
  }
  if (e instanceof Stripe.errors.StripeIdempotencyError)
    return new AppError('CONFLICT', 'This payment was already attempted with different details. Please start the checkout again.');
  if (
    e instanceof Stripe.errors.StripeConnectionError ||
    e instanceof Stripe.errors.StripeAPIError ||
    e instanceof Stripe.errors.StripeRateLimitError
  )
    return new AppError('SERVICE_UNAVAILABLE', UNREACHABLE);
  return e;
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (e) {
    throw translate(e);
  }
}

/**
 * A reference from the client the processor refuses (a forged, used or expired confirmation token, an
 * unknown payment method): the client's mistake. Any other refusal (our customer, our parameters) is ours.
 */
function isMissing(e: unknown, params: string[]): boolean {
  if (!(e instanceof Stripe.errors.StripeInvalidRequestError)) return false;
  // A used or expired confirmation token is refused by its parameter; an unknown one is resource_missing.
  if (e.param) return params.includes(e.param);
  return e.code === 'resource_missing' || e.statusCode === 404;
}

export type IntentParams = Omit<Stripe.PaymentIntentCreateParams, 'currency'>;

export class Processor {
  readonly stripe: Stripe;

  constructor(readonly settings: ProcessorSettings) {
    const url = new URL(settings.apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(settings.secretKey, {
      host: url.hostname,
      port: url.port || (protocol === 'http' ? 80 : 443),
      protocol,
      // The SDK retries connection failures and 409/5xx with the same idempotency key.
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'back-nine-venue' },
    });
  }

  get name(): 'stripe' | 'sandbox' {
    return this.settings.name;
  }

  /** Test mode: no real money moves, and checkout shows the test cards. */
  get testMode(): boolean {
    return /^(sk|rk)_test_/.test(this.settings.secretKey);
  }

  createCustomer(user: { id: string; email: string; name?: string }): Promise<string> {
    return call(async () => (await this.stripe.customers.create({ email: user.email, name: user.name, metadata: { user: user.id } })).id);
  }

  /**
   * Creates (and with `confirm`, confirms) a PaymentIntent in US dollars. A declined card throws
   * PaymentDeclinedError; an off-session charge the bank wants confirmed, AuthenticationRequiredError.
   * A confirmation token or saved method the processor does not know is the client's mistake.
   */
  async createIntent(params: IntentParams, idempotencyKey: string): Promise<Stripe.PaymentIntent> {
    try {
      return await this.stripe.paymentIntents.create(
        { currency: 'usd', allowed_payment_method_types: ['card'], ...params, expand: ['payment_method', 'latest_charge'] },
        { idempotencyKey },
      );
    } catch (e) {
      if (isMissing(e, ['confirmation_token', 'payment_method']))
        throw new AppError('VALIDATION', 'Those card details are no longer valid. Please enter the card again.', { field: 'payment' });
      throw translate(e);
    }
  }

  retrieveIntent(id: string): Promise<Stripe.PaymentIntent> {
    return call(() => this.stripe.paymentIntents.retrieve(id, { expand: ['payment_method', 'latest_charge'] }));
  }

  /** Confirms again with the card holder present (a renewal the bank wants confirmed). */
  confirmIntent(id: string, params: Stripe.PaymentIntentConfirmParams): Promise<Stripe.PaymentIntent> {
    return call(() => this.stripe.paymentIntents.confirm(id, { ...params, expand: ['payment_method', 'latest_charge'] }));
  }

  /** Takes the authorized money; the key makes a retried capture a no-op. */
  captureIntent(id: string): Promise<Stripe.PaymentIntent> {
    return call(() =>
      this.stripe.paymentIntents.capture(id, { expand: ['payment_method', 'latest_charge'] }, { idempotencyKey: `capture:${id}` }),
    );
  }

  /** Releases an authorization (or abandons an intent still waiting for the card holder). One already cancelled is fine. */
  async cancelIntent(id: string, reason: Stripe.PaymentIntentCancelParams.CancellationReason = 'abandoned'): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(id, { cancellation_reason: reason }, { idempotencyKey: `cancel:${id}` });
    } catch (e) {
      if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'payment_intent_unexpected_state') {
        const intent = await this.retrieveIntent(id);
        if (intent.status === 'canceled') return;
      }
      throw translate(e);
    }
  }

  /** A card for later (payment methods page): a SetupIntent confirmed on the server with the browser's token. */
  async createSetup(customerId: string, confirmationToken: string, idempotencyKey: string, metadata: Record<string, string>) {
    try {
      return await this.stripe.setupIntents.create(
        {
          customer: customerId,
          confirm: true,
          confirmation_token: confirmationToken,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          metadata,
          expand: ['payment_method'],
        },
        { idempotencyKey },
      );
    } catch (e) {
      if (isMissing(e, ['confirmation_token', 'payment_method']))
        throw new AppError('VALIDATION', 'Those card details are no longer valid. Please enter the card again.', { field: 'card' });
      throw translate(e);
    }
  }

  retrieveSetup(id: string): Promise<Stripe.SetupIntent> {
    return call(() => this.stripe.setupIntents.retrieve(id, { expand: ['payment_method'] }));
  }

  /** Forgets a saved card at the processor; one already gone is fine. */
  async detach(paymentMethodId: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(paymentMethodId);
    } catch (e) {
      if (
        isMissing(e, ['payment_method', 'id']) ||
        (e instanceof Stripe.errors.StripeInvalidRequestError && /not attached/i.test(e.message))
      )
        return;
      throw translate(e);
    }
  }

  setDefaultCard(customerId: string, paymentMethodId: string): Promise<unknown> {
    return call(() => this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } }));
  }

  /** Gives money back, once per key. Either the intent or (for charges recorded before intents) the charge. */
  refund(p: {
    intentId?: string | null;
    chargeId: string;
    amountCents: number;
    idempotencyKey: string;
    metadata?: Record<string, string>;
  }) {
    return call(() =>
      this.stripe.refunds.create(
        {
          ...(p.intentId ? { payment_intent: p.intentId } : { charge: p.chargeId }),
          amount: p.amountCents,
          metadata: p.metadata,
        },
        { idempotencyKey: p.idempotencyKey },
      ),
    );
  }

  /** Charges created in [from, to), newest first, every page. */
  async charges(from: Date, to: Date): Promise<Stripe.Charge[]> {
    return call(() =>
      this.stripe.charges
        .list({ created: { gte: Math.floor(from.getTime() / 1000), lt: Math.floor(to.getTime() / 1000) }, limit: 100 })
        .autoPagingToArray({ limit: 10_000 }),
    );
  }

  /** The event a webhook carries, if its signature is the endpoint's; null otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event | null {
    if (!signature) return null;
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      return null;
    }
  }
}

/** The card of an intent or setup's payment method (expanded), if it is a card. */
export function cardOf(pm: string | Stripe.PaymentMethod | null | undefined): CardSummary | null {
  if (!pm || typeof pm === 'string' || !pm.card) return null;
  return { brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year };
}

export function idOf(x: string | { id: string } | null | undefined): string | null {
  return x == null ? null : typeof x === 'string' ? x : x.id;
}
