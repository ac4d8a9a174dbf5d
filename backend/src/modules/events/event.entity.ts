import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Cancellable, CardCharge, PurchaseRow } from '../payments/purchase.columns.js';

export type EventStatusValue = 'scheduled' | 'cancelled';
export type RegistrationStatusValue = 'pending' | 'confirmed' | 'cancelled';
export type WaitlistStatusValue = 'waiting' | 'offered' | 'claimed' | 'expired' | 'left';

/**
 * An event at a location (table `events`). `seatsTaken` counts confirmed and pending registrations
 * and open waitlist offers; the database keeps it within `capacity`. The bays it takes are rows of
 * `bookings` (kind 'event'). EventRepository is the only writer.
 */
@Entity('events')
export class EventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'location_id', type: 'uuid' })
  locationId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ name: 'price_cents', type: 'integer', default: 0 })
  priceCents: number;

  @Column({ type: 'integer' })
  capacity: number;

  @Column({ name: 'seats_taken', type: 'integer', default: 0 })
  seatsTaken: number;

  @Column({ name: 'member_only', type: 'boolean', default: false })
  memberOnly: boolean;

  @Column({ name: 'whole_venue', type: 'boolean', default: false })
  wholeVenue: boolean;

  @Column({ name: 'claim_window_minutes', type: 'integer', default: 120 })
  claimWindowMinutes: number;

  @Column({ name: 'waitlist_cap', type: 'integer', default: 50 })
  waitlistCap: number;

  @Column({ type: 'text', default: 'scheduled' })
  status: EventStatusValue;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A person's registration for an event (table `event_registrations`), with its card charge if it was paid. */
@Entity('event_registrations')
export class EventRegistrationEntity extends Cancellable(CardCharge(PurchaseRow)) {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  status: RegistrationStatusValue;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ name: 'discount_cents', type: 'integer', default: 0 })
  discountCents: number;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents: number;

  @Column({ name: 'discount_code_id', type: 'uuid', nullable: true })
  discountCodeId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;
}

/** A place in an event's waitlist (table `event_waitlist`): first come, first offered. */
@Entity('event_waitlist')
export class EventWaitlistEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text', default: 'waiting' })
  status: WaitlistStatusValue;

  @Column({ name: 'offered_at', type: 'timestamptz', nullable: true })
  offeredAt: Date | null;

  @Column({ name: 'offer_expires_at', type: 'timestamptz', nullable: true })
  offerExpiresAt: Date | null;

  @Column({ name: 'offer_sent_at', type: 'timestamptz', nullable: true })
  offerSentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
