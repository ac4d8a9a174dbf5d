import { Column } from 'typeorm';

// The column blocks that purchases' tables share (bookings, league_entries, event_registrations),
// each declared once. A block is a mixin, so an entity takes just the blocks its table has
// (`extends CardCharge(HeldCheckout(PurchaseRow))`); the names, types and defaults are the tables'
// own, so no migration follows from using one.

/** One line of a stored price (the API's PriceLine). */
export interface PriceLineValue {
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base takes any constructor arguments
type Base = abstract new (...args: any[]) => object;

/** Where a chain of blocks starts (Object would bring its own members into TypeORM's find types). */
export abstract class PurchaseRow {}

/** A place held while the customer pays: until when, and the price checkout computed for it. */
export function HeldCheckout<B extends Base>(base: B) {
  abstract class HeldCheckoutColumns extends base {
    @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
    holdExpiresAt: Date | null;

    @Column({ name: 'price_lines', type: 'jsonb', default: () => `'[]'` })
    priceLines: PriceLineValue[];

    @Column({ name: 'subtotal_cents', type: 'integer', default: 0 })
    subtotalCents: number;

    @Column({ name: 'discount_cents', type: 'integer', default: 0 })
    discountCents: number;

    @Column({ name: 'total_cents', type: 'integer', default: 0 })
    totalCents: number;

    @Column({ name: 'discount_code_id', type: 'uuid', nullable: true })
    discountCodeId: string | null;
  }
  return HeldCheckoutColumns;
}

/** A purchase whose card charge its own row keeps (rather than the payments ledger alone). */
export function CardCharge<B extends Base>(base: B) {
  abstract class CardChargeColumns extends base {
    @Column({ type: 'text', nullable: true })
    gateway: string | null;

    @Column({ name: 'gateway_charge_id', type: 'text', nullable: true })
    gatewayChargeId: string | null;

    @Column({ name: 'idempotency_key', type: 'text', nullable: true })
    idempotencyKey: string | null;

    @Column({ name: 'refunded_cents', type: 'integer', default: 0 })
    refundedCents: number;
  }
  return CardChargeColumns;
}

/** A purchase that can be cancelled: why, and when its confirmation and cancellation mails were claimed. */
export function Cancellable<B extends Base>(base: B) {
  abstract class CancellableColumns extends base {
    @Column({ name: 'cancel_reason', type: 'text', nullable: true })
    cancelReason: string | null;

    @Column({ name: 'confirmation_sent_at', type: 'timestamptz', nullable: true })
    confirmationSentAt: Date | null;

    @Column({ name: 'cancellation_sent_at', type: 'timestamptz', nullable: true })
    cancellationSentAt: Date | null;
  }
  return CancellableColumns;
}
