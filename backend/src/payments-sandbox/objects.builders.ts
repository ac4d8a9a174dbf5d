// Stripe's objects as the sandbox makes them, typed as the `stripe` package types them so that the
// compiler holds every field to the SDK's contract (null or a sensible test-mode value where the
// sandbox has nothing to say).
import { createHash, randomBytes, randomUUID as randomUuid } from 'node:crypto';
import Stripe from 'stripe';
import { brandOf, type CardBrand } from './cards.rules.js';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! % ALPHABET.length];
  return out;
}

/** An id as Stripe's look: `pi_3Q…` (prefix, then 24 characters). */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}

function clientSecret(intentId: string): string {
  return `${intentId}_secret_${randomToken(25)}`;
}

export const seconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** A card's public face (what a PaymentMethod, a token's preview and a charge show). */
export interface CardFace {
  brand: CardBrand | string;
  last4: string;
  expMonth: number;
  expYear: number;
  funding: string;
  fingerprint: string;
}

/** Stripe's fingerprint: the same number, the same fingerprint (never reversible to it). */
export function fingerprintOf(number: string): string {
  return createHash('sha256').update(`payments-sandbox:${number}`).digest('base64url').slice(0, 16);
}

export function faceOf(number: string, expMonth: number, expYear: number, funding = 'credit'): CardFace {
  return { brand: brandOf(number), last4: number.slice(-4), expMonth, expYear, funding, fingerprint: fingerprintOf(number) };
}

const noAddress = (): Stripe.Address => ({ city: null, country: null, line1: null, line2: null, postal_code: null, state: null });

function billingDetails(): Stripe.PaymentMethod.BillingDetails {
  return { address: noAddress(), email: null, name: null, phone: null, tax_id: null };
}

function card(face: CardFace): Stripe.PaymentMethod.Card {
  return {
    brand: face.brand,
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
    country: 'US',
    display_brand: face.brand,
    exp_month: face.expMonth,
    exp_year: face.expYear,
    fingerprint: face.fingerprint,
    funding: face.funding,
    generated_from: null,
    last4: face.last4,
    networks: { available: [face.brand], preferred: null },
    regulated_status: 'unregulated',
    three_d_secure_usage: { supported: true },
    wallet: null,
  };
}

export function buildCustomer(
  id: string,
  created: Date,
  p: { email: string | null; name: string | null; description?: string | null; metadata: Record<string, string> },
): Stripe.Customer {
  return {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created: seconds(created),
    currency: null,
    default_source: null,
    delinquent: false,
    description: p.description ?? null,
    email: p.email,
    invoice_prefix: id.slice(4, 12).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: p.metadata,
    name: p.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function buildPaymentMethod(id: string, created: Date, face: CardFace, customer: string | null = null): Stripe.PaymentMethod {
  return {
    id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: billingDetails(),
    card: card(face),
    created: seconds(created),
    customer,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

/** The face of a PaymentMethod the sandbox made (always a card). */
export function faceOfMethod(pm: Stripe.PaymentMethod): CardFace {
  const c = pm.card!;
  return {
    brand: c.brand,
    last4: c.last4,
    expMonth: c.exp_month,
    expYear: c.exp_year,
    funding: c.funding,
    fingerprint: c.fingerprint ?? '',
  };
}

/** A ConfirmationToken is good for 12 hours. */
const TOKEN_LIFETIME_MS = 12 * 3600_000;

export function buildConfirmationToken(
  id: string,
  created: Date,
  p: {
    face: CardFace;
    customer: string | null;
    setupFutureUsage: Stripe.ConfirmationToken.SetupFutureUsage | null;
    returnUrl: string | null;
  },
): Stripe.ConfirmationToken {
  return {
    id,
    object: 'confirmation_token',
    created: seconds(created),
    expires_at: seconds(new Date(created.getTime() + TOKEN_LIFETIME_MS)),
    livemode: false,
    mandate_data: null,
    metadata: null,
    payment_intent: null,
    payment_method_options: null,
    payment_method_preview: {
      allow_redisplay: 'unspecified',
      billing_details: billingDetails(),
      card: card(p.face),
      customer: p.customer,
      customer_account: null,
      type: 'card',
    },
    return_url: p.returnUrl,
    setup_future_usage: p.setupFutureUsage,
    setup_intent: null,
    shipping: null,
    use_stripe_sdk: true,
  };
}

export interface IntentInit {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  captureMethod: Stripe.PaymentIntent.CaptureMethod;
  paymentMethodTypes: string[];
  allowedPaymentMethodTypes: string[] | null;
  setupFutureUsage: Stripe.PaymentIntent.SetupFutureUsage | null;
  receiptEmail: string | null;
  statementDescriptor: string | null;
}

export function buildPaymentIntent(id: string, created: Date, p: IntentInit): Stripe.PaymentIntent {
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: p.allowedPaymentMethodTypes as Stripe.PaymentIntent.AllowedPaymentMethodType[] | null,
    amount: p.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: p.captureMethod,
    client_secret: clientSecret(id),
    confirmation_method: 'automatic',
    created: seconds(created),
    currency: p.currency,
    customer: p.customer,
    customer_account: null,
    description: p.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: p.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: p.paymentMethodTypes,
    payment_record: null,
    processing: null,
    receipt_email: p.receiptEmail,
    review: null,
    setup_future_usage: p.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: p.statementDescriptor,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
}

export function buildSetupIntent(
  id: string,
  created: Date,
  p: {
    customer: string | null;
    description: string | null;
    metadata: Record<string, string>;
    usage: string;
    paymentMethodTypes: string[];
    allowedPaymentMethodTypes: string[] | null;
  },
): Stripe.SetupIntent {
  return {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: p.allowedPaymentMethodTypes as Stripe.SetupIntent.AllowedPaymentMethodType[] | null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: clientSecret(id),
    created: seconds(created),
    customer: p.customer,
    customer_account: null,
    description: p.description,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: p.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: p.paymentMethodTypes,
    single_use_mandate: null,
    status: 'requires_payment_method',
    usage: p.usage,
  };
}

export interface ChargeInit {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  paymentIntent: string | null;
  paymentMethod: string;
  face: CardFace;
  receiptUrl: string;
  /** Authorized and taken (automatic capture), authorized only (manual), or refused by the issuer. */
  outcome: 'captured' | 'authorized' | { code: string; decline_code?: string; message: string };
  threeDSecure: boolean;
}

export function buildCharge(id: string, created: Date, p: ChargeInit): Stripe.Charge {
  const failed = typeof p.outcome === 'object' ? p.outcome : null;
  const captured = p.outcome === 'captured';
  return {
    id,
    object: 'charge',
    amount: p.amount,
    amount_captured: captured ? p.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: noAddress(), email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'PAYMENTS SANDBOX',
    captured,
    created: seconds(created),
    currency: p.currency,
    customer: p.customer,
    description: p.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: failed?.code ?? null,
    failure_message: failed?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: { ...p.metadata },
    on_behalf_of: null,
    outcome: failed
      ? {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'declined_by_network',
          reason: failed.decline_code ?? failed.code,
          risk_level: 'normal',
          risk_score: 20,
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          risk_score: 20,
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    paid: !failed,
    payment_intent: p.paymentIntent,
    payment_method: p.paymentMethod,
    payment_method_details: {
      card: {
        amount_authorized: failed ? null : p.amount,
        authorization_code: failed ? null : randomToken(6).toUpperCase(),
        brand: p.face.brand,
        ...(captured || failed ? {} : { capture_before: seconds(created) + 7 * 86_400 }),
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        electronic_commerce_indicator: p.threeDSecure ? '05' : null,
        exp_month: p.face.expMonth,
        exp_year: p.face.expYear,
        fingerprint: p.face.fingerprint,
        funding: p.face.funding,
        installments: null,
        last4: p.face.last4,
        mandate: null,
        network: p.face.brand,
        network_token: { used: false },
        network_transaction_id: failed ? null : randomToken(15),
        regulated_status: 'unregulated',
        three_d_secure: p.threeDSecure
          ? {
              authentication_flow: 'challenge',
              electronic_commerce_indicator: '05',
              exemption_indicator: null,
              result: 'authenticated',
              result_reason: null,
              transaction_id: randomUuid(),
              version: '2.2.0',
            }
          : null,
        transaction_link_id: null,
        wallet: null,
      },
      type: 'card',
    },
    receipt_email: null,
    receipt_number: null,
    receipt_url: p.receiptUrl,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: failed ? 'failed' : 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

export function buildRefund(
  id: string,
  created: Date,
  p: {
    amount: number;
    charge: Stripe.Charge;
    reason: Stripe.Refund.Reason | null;
    metadata: Record<string, string>;
  },
): Stripe.Refund {
  return {
    id,
    object: 'refund',
    amount: p.amount,
    balance_transaction: null,
    charge: p.charge.id,
    created: seconds(created),
    currency: p.charge.currency,
    customer: p.charge.customer as string | null,
    customer_account: null,
    destination_details: {
      card: { reference: randomToken(12), reference_status: 'available', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: p.metadata,
    payment_intent: p.charge.payment_intent as string | null,
    payment_method: p.charge.payment_method,
    reason: p.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export function buildDispute(id: string, created: Date, charge: Stripe.Charge): Stripe.Dispute {
  const card = charge.payment_method_details?.card;
  return {
    id,
    object: 'dispute',
    amount: charge.amount_captured,
    balance_transactions: [],
    charge: charge.id,
    created: seconds(created),
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: {
      access_activity_log: null,
      billing_address: null,
      cancellation_policy: null,
      cancellation_policy_disclosure: null,
      cancellation_rebuttal: null,
      customer_communication: null,
      customer_email_address: null,
      customer_name: null,
      customer_purchase_ip: null,
      customer_signature: null,
      duplicate_charge_documentation: null,
      duplicate_charge_explanation: null,
      duplicate_charge_id: null,
      enhanced_evidence: {},
      product_description: null,
      receipt: null,
      refund_policy: null,
      refund_policy_disclosure: null,
      refund_refusal_explanation: null,
      service_date: null,
      service_documentation: null,
      shipping_address: null,
      shipping_carrier: null,
      shipping_date: null,
      shipping_documentation: null,
      shipping_tracking_number: null,
      uncategorized_file: null,
      uncategorized_text: null,
    },
    evidence_details: {
      due_by: seconds(created) + 8 * 86_400,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent as string | null,
    payment_method_details: {
      card: { brand: card?.brand ?? 'visa', case_type: 'chargeback', network: card?.network ?? 'visa', network_reason_code: '10.4' },
      type: 'card',
    },
    reason: 'fraudulent',
    status: 'needs_response',
  };
}

export function buildEvent(
  id: string,
  created: Date,
  p: {
    type: string;
    object: unknown;
    previousAttributes?: Record<string, unknown>;
    request: { id: string | null; idempotency_key: string | null } | null;
    pendingWebhooks: number;
  },
): Stripe.Event {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: seconds(created),
    data: {
      object: p.object as Stripe.Event.Data.Object,
      ...(p.previousAttributes ? { previous_attributes: p.previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: p.pendingWebhooks,
    request: p.request,
    type: p.type,
  } as Stripe.Event;
}
