import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VirtualColumn,
  type Relation,
} from 'typeorm';
import { Bay, Location } from '../locations/location.entity.js';
import { Cancellable, HeldCheckout, PurchaseRow } from '../payments/purchase.columns.js';
import { User } from '../users/user.entity.js';

/** expired and released: a checkout that ended unpaid (the hold ran out; the customer let it go). Never "cancelled". */
export type BookingStatusValue = 'held' | 'confirmed' | 'cancelled' | 'completed' | 'expired' | 'released';

/** What occupies the bay: a customer's bay time, a lesson (the bay plus its coach), a league night or an event. */
export type BookingKindValue = 'bay' | 'lesson' | 'league' | 'event';

/**
 * A bay booking (table `bookings`). The exclusion constraint bookings_no_double_booking keeps two
 * held or confirmed bookings of one bay from overlapping; a lesson's row also holds its coach, and
 * bookings_no_double_coaching keeps a coach's ranges (buffers included) from overlapping anywhere.
 * BookingRepository is its only writer.
 */
@Entity('bookings')
export class BookingEntity extends Cancellable(HeldCheckout(PurchaseRow)) {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  reference: string;

  @Column({ name: 'location_id', type: 'uuid' })
  locationId: string;

  @ManyToOne(() => Location)
  @JoinColumn({ name: 'location_id' })
  location: Relation<Location>;

  @Column({ name: 'bay_id', type: 'uuid' })
  bayId: string;

  @ManyToOne(() => Bay)
  @JoinColumn({ name: 'bay_id' })
  bay: Relation<Bay>;

  /** Null for a walk-in the desk booked (guestName then says who). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { nullable: true })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User> | null;

  @Column({ name: 'guest_name', type: 'text', nullable: true })
  guestName: string | null;

  @Column({ name: 'guest_phone', type: 'text', nullable: true })
  guestPhone: string | null;

  /** The venue-local date, YYYY-MM-DD (TypeORM reads a date column as that string). */
  @Column({ name: 'local_date', type: 'date' })
  localDate: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ type: 'text', default: 'bay' })
  kind: BookingKindValue;

  /** The lesson's coach (null for bay time). */
  @Column({ name: 'coach_id', type: 'uuid', nullable: true })
  coachId: string | null;

  /** The coach's time for the lesson: the lesson widened by the coach's buffer minutes. */
  @Column({ name: 'coach_starts_at', type: 'timestamptz', nullable: true })
  coachStartsAt: Date | null;

  @Column({ name: 'coach_ends_at', type: 'timestamptz', nullable: true })
  coachEndsAt: Date | null;

  // A read-only view of the lessons module's table, as for the discount code below.
  @VirtualColumn({ type: 'text', query: (b) => `SELECT c.name FROM coaches c WHERE c.id = ${b}.coach_id` })
  coachName: string | null;

  @Column({ name: 'party_size', type: 'smallint' })
  partySize: number;

  @Column({ type: 'text' })
  status: BookingStatusValue;

  @Column({ name: 'free_hours_used', type: 'smallint', default: 0 })
  freeHoursUsed: number;

  // Read-only views of the discounts and payments modules' tables, so a loaded booking is complete
  // in one statement without this module reaching their repositories.
  @VirtualColumn({ type: 'text', query: (b) => `SELECT upper(dc.code) FROM discount_codes dc WHERE dc.id = ${b}.discount_code_id` })
  discountCode: string | null;

  /** A booking has at most one payment (payments_one_per_booking). */
  @VirtualColumn({
    type: 'int',
    query: (b) => `SELECT coalesce(sum(p.refunded_cents), 0)::int FROM payments p WHERE p.booking_id = ${b}.id AND p.purpose = 'booking'`,
  })
  refundedCents: number;

  @Column({ name: 'reminder_sent_at', type: 'timestamptz', nullable: true })
  reminderSentAt: Date | null;

  @Column({ name: 'coach_confirmation_sent_at', type: 'timestamptz', nullable: true })
  coachConfirmationSentAt: Date | null;

  @Column({ name: 'coach_cancellation_sent_at', type: 'timestamptz', nullable: true })
  coachCancellationSentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => BookingEventEntity, (e) => e.booking)
  events: Relation<BookingEventEntity[]>;
}

export type BookingActor = 'customer' | 'admin' | 'system';

/** One change in a booking's history (table `booking_events`): who, what and when. Append-only. */
@Entity('booking_events')
export class BookingEventEntity {
  /** bigserial: read as a string, so ids past 2^53 stay exact. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ name: 'booking_id', type: 'uuid' })
  bookingId: string;

  @ManyToOne(() => BookingEntity, (b) => b.events, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking: Relation<BookingEntity>;

  @Column({ name: 'actor_user_id', type: 'uuid', nullable: true })
  actorUserId: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_user_id' })
  actorUser: Relation<User> | null;

  @Column({ type: 'text' })
  actor: BookingActor;

  @Column({ type: 'text' })
  event: string;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  details: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;
}
