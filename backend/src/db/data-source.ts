import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { BookingEntity, BookingEventEntity } from '../modules/bookings/booking.entity.js';
import { ClosureEntity } from '../modules/bookings/closure.entity.js';
import { Bay, Location, OpeningHours } from '../modules/locations/location.entity.js';
import { EventEntity, EventRegistrationEntity, EventWaitlistEntity } from '../modules/events/event.entity.js';
import { CoachEntity, CoachHoursEntity, CoachTimeOffEntity } from '../modules/lessons/coach.entity.js';
import { leagueEntities } from '../modules/leagues/league.entity.js';
import { User } from '../modules/users/user.entity.js';
import { DiscountCode, DiscountRedemption } from '../modules/discounts/discount.entity.js';
import { Membership, MembershipEmailRecord, MembershipPlan } from '../modules/memberships/membership.entity.js';
import { Payment, PaymentAttempt, PaymentMethod, PaymentRefund, ProcessorEvent } from '../modules/payments/payment.entity.js';
import { WeeklyReminder, WeeklyReminderRecipient, WeeklyReminderRun } from '../modules/reminders/reminder.entity.js';
import { ApiKeyEntity } from '../modules/api-keys/api-key.entity.js';
import { AfterCommitSubscriber } from './after-commit.js';
import { migrations } from './migrations/index.js';

/** Commerce: discounts, memberships and plans, payment methods and charges. */
const commerceEntities = [DiscountCode, DiscountRedemption, MembershipPlan, Membership, MembershipEmailRecord, PaymentMethod, Payment];

/** The card processor's side as the app tracks it: attempts, refunds, applied webhook events. */
const processorEntities = [PaymentAttempt, PaymentRefund, ProcessorEvent];

/** Lessons: coaches, their hours and time off (a lesson itself is a row of bookings). */
const lessonEntities = [CoachEntity, CoachHoursEntity, CoachTimeOffEntity];

const entities = [
  Location,
  Bay,
  OpeningHours,
  User,
  BookingEntity,
  BookingEventEntity,
  ClosureEntity,
  ...commerceEntities,
  ...processorEntities,
  ...lessonEntities,
  EventEntity,
  EventRegistrationEntity,
  EventWaitlistEntity,
];

/** Weekly reminders: the reminders, their runs and each run's recipients. */
const reminderEntities = [WeeklyReminder, WeeklyReminderRun, WeeklyReminderRecipient];

/** Migrations only: the schema never changes behind their back (no synchronize). */
export function createDataSource(url: string, poolSize = 10): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...entities, ...reminderEntities, ...leagueEntities, ApiKeyEntity],
    migrations,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    subscribers: [AfterCommitSubscriber],
    extra: { max: poolSize, application_name: 'venue', connectionTimeoutMillis: 5000 },
  });
}
