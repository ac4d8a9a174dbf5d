import { Field, Int, ObjectType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { MembershipEmailKind } from '../notifications/membership-mail.js';
import { User } from '../users/user.entity.js';
import type { MembershipStatus } from './membership.rules.js';

/**
 * A membership plan (`membership_plans`, spec section 9). Plans are data: a new plan is a new row,
 * and every price, allowance and window the app uses is read from here. Money is in cents.
 */
@ObjectType({ description: 'A membership plan (spec section 9). Plans are data: a new plan is a new row.' })
@Entity('membership_plans')
export class MembershipPlan {
  /** The plan's identity (primary key): users.membership_type and memberships.plan_code reference it; GraphQL's `id` is it too. */
  @Field({ description: 'The code users.membershipType holds ("None", "Birdie", …).' })
  @PrimaryColumn({ type: 'text' })
  code: string;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field(() => Int, { description: 'Per month, in cents (0: no membership).' })
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Field(() => Int, { description: 'Bay-hours included each venue-local calendar month.' })
  @Column({ name: 'free_hours_per_month', type: 'smallint', default: 0 })
  freeHoursPerMonth: number;

  @Field(() => Int, { description: 'What an hour costs beyond the included ones, in cents, per bay.' })
  @Column({ name: 'hourly_rate_cents', type: 'integer' })
  hourlyRateCents: number;

  @Field(() => Int, { description: 'How many days ahead the plan books (today counts as day 1).' })
  @Column({ name: 'booking_window_days', type: 'smallint' })
  bookingWindowDays: number;

  @Field({ description: 'Whether members may sign up to member-only events.' })
  @Column({ name: 'member_events', type: 'boolean', default: false })
  memberEvents: boolean;

  /** Plans no longer on offer stay for the members who hold them. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Display order, cheapest first. */
  @Column({ type: 'smallint', default: 0 })
  sort: number;
}

/** A member's subscription to a plan (`memberships`); at most one live (active or past due) per user. */
@Entity('memberships')
export class Membership {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ name: 'plan_code', type: 'text' })
  planCode: string;

  @ManyToOne(() => MembershipPlan)
  @JoinColumn({ name: 'plan_code' })
  plan?: Relation<MembershipPlan>;

  @Column({ type: 'text' })
  status: MembershipStatus;

  /** The start of the first period; every period end is computed from it (membership.rules periodEnd). */
  @Column({ name: 'anchor_at', type: 'timestamptz' })
  anchorAt: Date;

  @Column({ name: 'period_index', type: 'integer', default: 0 })
  periodIndex: number;

  @Column({ name: 'current_period_start', type: 'timestamptz' })
  currentPeriodStart: Date;

  @Column({ name: 'current_period_end', type: 'timestamptz' })
  currentPeriodEnd: Date;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  /** Granted by an admin (or the demo seed): renews without a charge. */
  @Column({ type: 'boolean', default: false })
  complimentary: boolean;

  @Column({ name: 'failed_attempts', type: 'smallint', default: 0 })
  failedAttempts: number;

  /** While a renewal waits for the member to confirm it with their bank: when the membership ends unless they do. */
  @Column({ name: 'grace_ends_at', type: 'timestamptz', nullable: true })
  graceEndsAt: Date | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A membership e-mail recorded in its step's transaction (`membership_emails`); the worker claims it via sent_at. */
@Entity('membership_emails')
export class MembershipEmailRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'membership_id', type: 'uuid' })
  membershipId: string;

  @ManyToOne(() => Membership, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'membership_id' })
  membership?: Relation<Membership>;

  @Column({ type: 'text' })
  kind: MembershipEmailKind;

  /** What the e-mail says (MembershipEmail's details for its kind). */
  @Column({ type: 'jsonb', default: {} })
  details: object;

  /** Unique: a one-time step (welcome, a period's renewal, the end) records one e-mail. */
  @Column({ name: 'step_key', type: 'text', nullable: true })
  stepKey: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** Failed sends so far (any job's). */
  @Column({ name: 'failed_attempts', type: 'integer', default: 0 })
  failedAttempts: number;

  /** Set aside after its last automatic attempt: it no longer holds back the member's later e-mails. */
  @Column({ name: 'given_up_at', type: 'timestamptz', nullable: true })
  givenUpAt: Date | null;
}
