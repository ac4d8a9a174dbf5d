import { Foundation1763800000000 } from './1763800000000-foundation.js';
import { Accounts1763900000000 } from './1763900000000-accounts.js';
import { PageViews1764000000000 } from './1764000000000-page-views.js';
import { Bookings1764100000000 } from './1764100000000-bookings.js';
import { FranchiseInquiries1764200000000 } from './1764200000000-franchise-inquiries.js';
import { PaymentMethods1764300000000 } from './1764300000000-payment-methods.js';
import { Checkout1764400000000 } from './1764400000000-checkout.js';
import { BookingMail1764500000000 } from './1764500000000-booking-mail.js';
import { AvailabilityNotify1764600000000 } from './1764600000000-availability-notify.js';
import { Memberships1764700000000 } from './1764700000000-memberships.js';
import { Admin1764800000000 } from './1764800000000-admin.js';
import { MembershipMail1764900000000 } from './1764900000000-membership-mail.js';
import { Discounts1765000000000 } from './1765000000000-discounts.js';
import { WeeklyReminders1765100000000 } from './1765100000000-weekly-reminders.js';
import { Lessons1765200000000 } from './1765200000000-lessons.js';
import { BayTimeKinds1765300000000 } from './1765300000000-bay-time-kinds.js';
import { CoachAdmin1765400000000 } from './1765400000000-coach-admin.js';
import { Events1765500000000 } from './1765500000000-events.js';
import { Leagues1765600000000 } from './1765600000000-leagues.js';
import { RateLimits1765700000000 } from './1765700000000-rate-limits.js';
import { LeaguePayments1765800000000 } from './1765800000000-league-payments.js';
import { EventBaysPayments1765900000000 } from './1765900000000-event-bays-payments.js';
import { UnpaidCheckouts1766000000000 } from './1766000000000-unpaid-checkouts.js';
import { ApiKeys1766100000000 } from './1766100000000-api-keys.js';
import { ApiBudgets1766200000000 } from './1766200000000-api-budgets.js';
import { ProcessorPayments1766400000000 } from './1766400000000-processor-payments.js';
import { LegacySandboxPayments1766500000000 } from './1766500000000-legacy-sandbox-payments.js';
import { MembershipEmailAttempts1766300000000 } from './1766300000000-membership-email-attempts.js';
import { AvailabilityNotifyAll1766700000000 } from './1766700000000-availability-notify-all.js';

/**
 * Every migration, in order. Listed as classes rather than a glob so the same list works in the
 * compiled app, in vitest and in the TypeORM CLI.
 */
export const migrations = [
  Foundation1763800000000,
  Accounts1763900000000,
  PageViews1764000000000,
  Bookings1764100000000,
  FranchiseInquiries1764200000000,
  PaymentMethods1764300000000,
  Checkout1764400000000,
  BookingMail1764500000000,
  AvailabilityNotify1764600000000,
  Memberships1764700000000,
  Admin1764800000000,
  MembershipMail1764900000000,
  Discounts1765000000000,
  WeeklyReminders1765100000000,
  Lessons1765200000000,
  BayTimeKinds1765300000000,
  CoachAdmin1765400000000,
  Events1765500000000,
  Leagues1765600000000,
  RateLimits1765700000000,
  LeaguePayments1765800000000,
  EventBaysPayments1765900000000,
  UnpaidCheckouts1766000000000,
  ApiKeys1766100000000,
  ApiBudgets1766200000000,
  MembershipEmailAttempts1766300000000,
  ProcessorPayments1766400000000,
  LegacySandboxPayments1766500000000,
  AvailabilityNotifyAll1766700000000,
];
