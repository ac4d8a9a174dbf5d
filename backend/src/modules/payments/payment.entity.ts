import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Membership } from '../memberships/membership.entity.js';
import { User } from '../users/user.entity.js';

/** A saved card (`payment_methods`): brand, last four, expiry and the gateway's token, never the number. */
@Entity('payment_methods')
export class PaymentMethod {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ name: 'gateway_token', type: 'text' })
  gatewayToken: string;

  @Column({ type: 'text' })
  brand: string;

  @Column({ type: 'text' })
  last4: string;

  @Column({ name: 'exp_month', type: 'smallint' })
  expMonth: number;

  @Column({ name: 'exp_year', type: 'smallint' })
  expYear: number;

  /** At most one per user among the methods not removed (a partial unique index). */
  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Removed methods stay for the record; they are never listed or charged. */
  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt: Date | null;
}

export type PaymentPurpose = 'booking' | 'membership' | 'league' | 'event';
export type PaymentStatus = 'succeeded' | 'refunded' | 'partially_refunded';

/** A charge in the payments ledger (`payments`): for a booking or for a membership period. */
@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'text' })
  purpose: PaymentPurpose;

  /** Set when purpose is booking (bookings are mapped by the bookings module). */
  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  bookingId: string | null;

  /** Set when purpose is event (registrations are mapped by the events module). */
  @Column({ name: 'event_registration_id', type: 'uuid', nullable: true })
  eventRegistrationId: string | null;

  /** Set when purpose is membership. */
  @Column({ name: 'membership_id', type: 'uuid', nullable: true })
  membershipId: string | null;

  @ManyToOne(() => Membership, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'membership_id' })
  membership: Relation<Membership> | null;

  /** Set when purpose is league (entries are mapped by the leagues module). */
  @Column({ name: 'league_entry_id', type: 'uuid', nullable: true })
  leagueEntryId: string | null;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'text', default: 'usd' })
  currency: string;

  @Column({ type: 'text' })
  gateway: string;

  @Column({ name: 'gateway_charge_id', type: 'text' })
  gatewayChargeId: string;

  @Column({ name: 'idempotency_key', type: 'text' })
  idempotencyKey: string;

  @Column({ type: 'text' })
  status: PaymentStatus;

  @Column({ name: 'refunded_cents', type: 'integer', default: 0 })
  refundedCents: number;

  /** The processor's PaymentIntent (null for charges recorded before intents). */
  @Column({ name: 'gateway_intent_id', type: 'text', nullable: true })
  gatewayIntentId: string | null;

  @Column({ name: 'card_brand', type: 'text', nullable: true })
  cardBrand: string | null;

  @Column({ name: 'card_last4', type: 'text', nullable: true })
  cardLast4: string | null;

  @Column({ name: 'receipt_url', type: 'text', nullable: true })
  receiptUrl: string | null;

  /** When the card holder disputed the charge with their bank; the booking stays as it is. */
  @Column({ name: 'disputed_at', type: 'timestamptz', nullable: true })
  disputedAt: Date | null;

  /** The processor's dispute status (needs_response, won, lost, …). */
  @Column({ name: 'dispute_status', type: 'text', nullable: true })
  disputeStatus: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A refund of a ledger payment (`payment_refunds`), one row per processor refund. */
@Entity('payment_refunds')
export class PaymentRefund {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'payment_id', type: 'uuid' })
  paymentId: string;

  @Column({ name: 'processor_refund_id', type: 'text' })
  processorRefundId: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export type AttemptPurpose = 'booking' | 'league' | 'event' | 'membership' | 'renewal';
export type AttemptStatus = 'creating' | 'action_required' | 'authorized' | 'succeeded' | 'failed' | 'canceled';

/**
 * One try at paying a purchase (`payment_attempts`): the processor's intent, found again by the
 * client's retry (same key) or by a webhook (the intent id), until it has succeeded or ended.
 */
@Entity('payment_attempts')
export class PaymentAttempt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  purpose: AttemptPurpose;

  /** The booking, league entry, event registration or membership paid for (a first month: the user). */
  @Column({ name: 'purchase_id', type: 'uuid' })
  purchaseId: string;

  /** The idempotency key sent with the intent's creation: purpose, purchase, the client's key and the amount. */
  @Column({ name: 'processor_key', type: 'text' })
  processorKey: string;

  @Column({ name: 'intent_id', type: 'text', nullable: true })
  intentId: string | null;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'text' })
  status: AttemptStatus;

  @Column({ name: 'save_card', type: 'boolean', default: false })
  saveCard: boolean;

  @Column({ name: 'make_default', type: 'boolean', default: false })
  makeDefault: boolean;

  /** Why it failed, in the customer's words. */
  @Column({ type: 'text', nullable: true })
  failure: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A processor webhook event already applied (`processor_events`): a redelivery changes nothing. */
@Entity('processor_events')
export class ProcessorEvent {
  @Column({ type: 'text', primary: true })
  id: string;

  @Column({ type: 'text' })
  type: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;
}
