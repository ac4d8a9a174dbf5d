import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The plan code of no membership (a row of membership_plans, like every plan). */
export const NO_PLAN_CODE = 'None';

@ObjectType({ description: 'A signed-in person: the current user, or an account an admin looks at.' })
@Entity('users')
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Field()
  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  @Field({ description: 'Full name: first and last.' })
  get name(): string {
    return `${this.firstName} ${this.lastName}`;
  }

  @Field()
  @Column({ type: 'citext' })
  email: string;

  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true, description: 'Slug of the location the user books at most (e.g. "tulsa").' })
  @Column({ name: 'preferred_location', type: 'text', nullable: true })
  preferredLocation: string | null;

  @Field()
  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin: boolean;

  @Field(() => String, {
    description: 'The code of the plan the user is on (spec: "None" or "Birdie"; any membership_plans row). The plan itself: `plan`.',
  })
  @Column({ name: 'membership_type', type: 'text', default: NO_PLAN_CODE })
  membershipType: string;

  /** The payment gateway's customer for this user, created at the first card. */
  @Column({ name: 'gateway_customer_id', type: 'text', nullable: true, select: false })
  gatewayCustomerId?: string | null;

  @Column({ name: 'google_subject', type: 'text', nullable: true })
  googleSubject: string | null;

  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /** Set when the user unsubscribed from weekly reminders (one-click link or profile); transactional mail ignores it. */
  @Column({ name: 'reminders_opted_out_at', type: 'timestamptz', nullable: true })
  remindersOptedOutAt: Date | null;

  @Field({ description: 'Whether the user gets weekly reminder e-mails (false once they unsubscribed).' })
  get weeklyReminders(): boolean {
    return !this.remindersOptedOutAt;
  }

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** The user as the spec's REST calls return it (GET /api/user and the sign-in calls). */
export function toUserJson(user: User) {
  return {
    id: user.id,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    isAdmin: user.isAdmin,
    membershipType: user.membershipType,
    preferredLocation: user.preferredLocation,
    createdAt: user.createdAt.toISOString(),
  };
}
