import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../users/user.entity.js';
import type { DiscountKind, PurchaseKind } from './discount.rules.js';

/** A discount code (`discount_codes`). Codes are compared case-insensitively (citext). */
@Entity('discount_codes')
export class DiscountCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'citext' })
  code: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text' })
  kind: DiscountKind;

  @Column({ type: 'smallint', nullable: true })
  percent: number | null;

  @Column({ name: 'amount_cents', type: 'integer', nullable: true })
  amountCents: number | null;

  /** What the code may pay for: bookings, leagues, lessons, events, memberships. */
  @Column({ name: 'applies_to', type: 'text', array: true })
  appliesTo: PurchaseKind[];

  /** The first venue-local date the admin chose (null: from now on); validFrom is computed from it. */
  @Column({ name: 'starts_on', type: 'date', nullable: true })
  startsOn: string | null;

  /** The last venue-local date the admin chose, included (null: no end); validTo is computed from it. */
  @Column({ name: 'ends_on', type: 'date', nullable: true })
  endsOn: string | null;

  /** The instant the code starts working (discount.rules codeWindow): what checkouts compare. */
  @Column({ name: 'valid_from', type: 'timestamptz', nullable: true })
  validFrom: Date | null;

  /** The instant it stops working (exclusive). */
  @Column({ name: 'valid_to', type: 'timestamptz', nullable: true })
  validTo: Date | null;

  @Column({ name: 'max_redemptions', type: 'integer', nullable: true })
  maxRedemptions: number | null;

  @Column({ name: 'per_user_limit', type: 'integer', nullable: true })
  perUserLimit: number | null;

  /** Live redemptions: raised only by DiscountRepository.redeem's conditional UPDATE, lowered by release. */
  @Column({ name: 'redeemed_count', type: 'integer', default: 0 })
  redeemedCount: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * One use of a code (`discount_redemptions`), written in the transaction of the checkout it took money
 * off. Released (never deleted) when that purchase is cancelled and refunded: it then counts no more.
 */
@Entity('discount_redemptions')
export class DiscountRedemption {
  /** bigserial: a string, so ids beyond 2^53 stay exact. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ name: 'discount_code_id', type: 'uuid' })
  discountCodeId: string;

  @ManyToOne(() => DiscountCode, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'discount_code_id' })
  discountCode: Relation<DiscountCode>;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** What was bought: the kind names the module whose row `purchaseId` is (a booking, a membership…). */
  @Column({ name: 'purchase_kind', type: 'text' })
  purchaseKind: PurchaseKind;

  @Column({ name: 'purchase_id', type: 'uuid' })
  purchaseId: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'released_at', type: 'timestamptz', nullable: true })
  releasedAt: Date | null;
}
