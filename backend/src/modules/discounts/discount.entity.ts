import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../users/user.entity.js';

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
  kind: 'percent' | 'fixed';

  @Column({ type: 'smallint', nullable: true })
  percent: number | null;

  @Column({ name: 'amount_cents', type: 'integer', nullable: true })
  amountCents: number | null;

  /** What the code may pay for: bookings, leagues, lessons, events, memberships. */
  @Column({ name: 'applies_to', type: 'text', array: true })
  appliesTo: string[];

  @Column({ name: 'valid_from', type: 'timestamptz', nullable: true })
  validFrom: Date | null;

  @Column({ name: 'valid_to', type: 'timestamptz', nullable: true })
  validTo: Date | null;

  @Column({ name: 'max_redemptions', type: 'integer', nullable: true })
  maxRedemptions: number | null;

  @Column({ name: 'per_user_limit', type: 'integer', nullable: true })
  perUserLimit: number | null;

  /** Raised only by DiscountRepository.redeem's conditional UPDATE, never by a read-modify-write. */
  @Column({ name: 'redeemed_count', type: 'integer', default: 0 })
  redeemedCount: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** One counted use of a code (`discount_redemptions`), written when the booking it paid for is confirmed. */
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

  /** The booking it took money off (bookings are mapped by the bookings module). */
  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  bookingId: string | null;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
