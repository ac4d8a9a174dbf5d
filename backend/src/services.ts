import type { DataSource } from 'typeorm';
import type { Config } from './config/config.js';
import { AuthService } from './modules/auth/auth.service.js';
import { createGoogleVerifier } from './modules/auth/google-verifier.js';
import { createArgon2Hasher } from './modules/auth/password-hasher.js';
import { PasswordResetRepository } from './modules/auth/password-reset.repository.js';
import { SessionRepository } from './modules/auth/session.repository.js';
import { SessionService } from './modules/auth/session.service.js';
import { ThrottleService } from './modules/auth/throttle.service.js';
import { AnalyticsService } from './modules/analytics/analytics.service.js';
import { PageViewRepository } from './modules/analytics/page-view.repository.js';
import type { AvailabilityFeed } from './modules/bookings/availability-feed.js';
import { AvailabilityService } from './modules/bookings/availability.service.js';
import { AvailabilityCache } from './modules/bookings/availability.cache.js';
import { BookingOperations } from './modules/bookings/booking-operations.service.js';
import { BookingRefundService } from './modules/bookings/booking-refund.service.js';
import { BookingRepository } from './modules/bookings/booking.repository.js';
import { BookingService } from './modules/bookings/booking.service.js';
import { ClosureRepository } from './modules/bookings/closure.repository.js';
import { ClosureService } from './modules/bookings/closure.service.js';
import { DiscountRepository } from './modules/discounts/discount.repository.js';
import { DiscountService } from './modules/discounts/discount.service.js';
import { DiscountAdminService } from './modules/discounts/discount-admin.service.js';
import { PaymentRepository } from './modules/payments/payment.repository.js';
import { PaymentService } from './modules/payments/payment.service.js';
import { FranchiseRepository } from './modules/franchise/franchise.repository.js';
import { FranchiseService } from './modules/franchise/franchise.service.js';
import { CoachAdminService } from './modules/lessons/coach-admin.service.js';
import { EventNotifier } from './modules/events/event-notifier.js';
import { EventRepository } from './modules/events/event.repository.js';
import { EventService } from './modules/events/event.service.js';
import { CoachRepository } from './modules/lessons/coach.repository.js';
import { LeagueRepository } from './modules/leagues/league.repository.js';
import { LeagueService } from './modules/leagues/league.service.js';
import { LessonService } from './modules/lessons/lesson.service.js';
import { LocationRepository } from './modules/locations/location.repository.js';
import { LocationService } from './modules/locations/location.service.js';
import type { JobQueue } from './modules/jobs/job-queue.js';
import type { Mailer } from './modules/mail/mailer.js';
import { BookingMailRepository } from './modules/notifications/booking-mail.repository.js';
import { BookingNotifier } from './modules/notifications/booking-notifier.js';
import { MembershipNotifier } from './modules/notifications/membership-notifier.js';
import { CheckoutService } from './modules/payments/checkout.service.js';
import { PaymentAttemptRepository } from './modules/payments/payment-attempt.repository.js';
import type { Processor } from './modules/payments/processor.js';
import { ProcessorEventRepository } from './modules/payments/processor-event.repository.js';
import { PaymentWebhookService } from './modules/payments/webhook.service.js';
import { PaymentMethodRepository } from './modules/payments/payment-method.repository.js';
import { PaymentMethodService } from './modules/payments/payment-method.service.js';
import { AdminBookingService } from './modules/admin/admin-booking.service.js';
import { AdminRepository } from './modules/admin/admin.repository.js';
import { AdminService } from './modules/admin/admin.service.js';
import { AuditRepository } from './modules/admin/audit.repository.js';
import { MembershipRepository } from './modules/memberships/membership.repository.js';
import { MembershipService } from './modules/memberships/membership.service.js';
import { PlanCatalog } from './modules/memberships/plan-catalog.js';
import { ReminderRepository } from './modules/reminders/reminder.repository.js';
import { ReminderService } from './modules/reminders/reminder.service.js';
import { UserRepository } from './modules/users/user.repository.js';
import { UserService } from './modules/users/user.service.js';
import type { Logger } from './shared/logger.js';
import type { BusinessMetrics } from './shared/metric-events.js';
import { ApiKeyRepository } from './modules/api-keys/api-key.repository.js';
import { ApiKeyService } from './modules/api-keys/api-key.service.js';

export interface ServiceDeps {
  dataSource: DataSource;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  jobs: JobQueue;
  availabilityFeed: AvailabilityFeed;
  databaseUrl: string;
  /** The card processor (Stripe's API: Stripe itself or the payments sandbox). */
  processor: Processor;
  /** Weekly reminders: the pooled bulk transport (default: mailer) and the unsubscribe links' HMAC secret. */
  reminders?: { mailer: Mailer; unsubscribeSecret: string };
  /** Business counters of GET /metrics (bookings confirmed, payments failed); none in scripts. */
  metrics?: BusinessMetrics;
  /** Answer availability from memory while fresh (off: every read goes to the database). */
  availabilityCache?: boolean;
}

/** Every service, wired once with its explicit dependencies; resolvers and REST routes share them. */
export function createServices({
  dataSource,
  config,
  logger,
  mailer,
  jobs,
  availabilityFeed,
  databaseUrl,
  processor,
  reminders,
  metrics,
  availabilityCache: cacheOn = true,
}: ServiceDeps) {
  const hasher = createArgon2Hasher();
  const users = new UserRepository(dataSource);
  const sessions = new SessionRepository(dataSource);
  const userService = new UserService(users, new SessionService(sessions), hasher);
  const locations = new LocationService(new LocationRepository(dataSource));
  const throttle = new ThrottleService(dataSource);
  const paymentMethods = new PaymentMethodService(new PaymentMethodRepository(dataSource), processor, userService);
  const bookingRepo = new BookingRepository(dataSource);
  const closureRepo = new ClosureRepository(dataSource);
  const ledger = new PaymentRepository(dataSource);
  const payments = new PaymentService(ledger, processor, logger);
  const checkout = new CheckoutService({
    dataSource,
    processor,
    attempts: new PaymentAttemptRepository(dataSource),
    ledger,
    methods: paymentMethods,
    logger,
    metrics,
  });
  const membershipRepo = new MembershipRepository(dataSource);
  const plans = new PlanCatalog(membershipRepo);
  const refunds = new BookingRefundService({ payments, jobs, logger });
  const discountRepo = new DiscountRepository(dataSource);
  const discounts = new DiscountService(discountRepo);
  const bookingOps = new BookingOperations({
    dataSource,
    locations,
    bookings: bookingRepo,
    closures: closureRepo,
    refunds,
    discounts,
    jobs,
    plans,
    throttle,
    holdsPerAddressPerHour: config.HOLDS_PER_ADDRESS_PER_HOUR,
    registrationsPerAddressPerHour: config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    metrics,
  });
  const memberships = new MembershipService({
    dataSource,
    repo: membershipRepo,
    plans,
    paymentMethods,
    payments,
    bookings: bookingOps,
    users: userService,
    locations,
    checkout,
    discounts,
    jobs,
    logger,
    appOrigin: config.APP_ORIGIN,
  });
  const bookingNotifier = new BookingNotifier({
    repo: new BookingMailRepository(dataSource),
    bookings: bookingOps,
    mailer,
    logger,
    appOrigin: config.APP_ORIGIN,
  });
  const bookingService = new BookingService({
    dataSource,
    ops: bookingOps,
    bookings: bookingRepo,
    discounts,
    checkout,
    refunds,
    jobs,
    calendar: bookingNotifier,
    metrics,
  });
  const audit = new AuditRepository(dataSource);
  const availabilityCache = new AvailabilityCache(availabilityFeed, metrics?.availabilityLookup);
  const availability = new AvailabilityService(
    locations,
    bookingRepo,
    closureRepo,
    availabilityFeed,
    plans,
    undefined,
    cacheOn ? availabilityCache : null,
  );
  const coachRepo = new CoachRepository(dataSource);
  const lessons = new LessonService({ dataSource, coaches: coachRepo, ops: bookingOps, locations, availability });
  const adminBookings = new AdminBookingService({ bookings: bookingOps, refunds, notifier: bookingNotifier, audit, coaches: lessons });
  const eventRepo = new EventRepository(dataSource);
  const leagues = new LeagueService({
    dataSource,
    repo: new LeagueRepository(dataSource),
    locations,
    discounts,
    payments,
    checkout,
    users: userService,
    jobs,
    mailer,
    logger,
    appOrigin: config.APP_ORIGIN,
    ops: bookingOps,
    audit,
  });
  return {
    site: {
      googleClientId: config.GOOGLE_CLIENT_ID ?? null,
      analyticsId: config.ANALYTICS_ID ?? null,
      paymentsTestMode: processor.testMode,
      payments: { processor: processor.name, publishableKey: processor.settings.publishableKey, scriptUrl: processor.settings.scriptUrl },
    },
    /** Checkout's money for every purchase; webhooks and the sweeper settle what clients left half done. */
    checkout,
    /** The processor's webhooks (POST /webhooks/stripe). */
    webhooks: new PaymentWebhookService({
      processor,
      events: new ProcessorEventRepository(dataSource),
      checkout,
      payments,
      users: userService,
      jobs,
      mailer,
      logger,
      appOrigin: config.APP_ORIGIN,
    }),
    analytics: new AnalyticsService(new PageViewRepository(dataSource), throttle, config.PAGE_VIEWS_PER_ADDRESS_PER_MINUTE),
    locations,
    /** The plans table, cached for a minute (tests that change a plan row clear it). */
    plans,
    paymentMethods,
    /** The payments ledger (charges and refunds of every purpose). */
    payments,
    bookings: bookingService,
    /** The booking changes the customer flow and the admin desk share (request checks, moves, cancellations). */
    bookingOperations: bookingOps,
    bookingRefunds: refunds,
    memberships,
    membershipNotifier: new MembershipNotifier({ memberships, mailer, timeZoneFor: (user) => memberships.timeZoneFor(user) }),
    bookingNotifier,
    admin: new AdminService({
      dataSource,
      repo: new AdminRepository(dataSource, databaseUrl),
      audit,
      closures: new ClosureService(closureRepo),
      locations,
      users: userService,
      memberships,
      mailer,
      jobs,
    }),
    /** /admin/manage-discounts: codes and their redemptions. */
    discountAdmin: new DiscountAdminService({ repo: discountRepo, locations, audit }),
    adminBookings,
    franchise: new FranchiseService(new FranchiseRepository(dataSource), throttle, mailer, logger),
    availability,
    availabilityCache,
    lessons,
    /** /admin/coach-management and /admin/coach-hours. */
    coachAdmin: new CoachAdminService({
      dataSource,
      coaches: coachRepo,
      locations,
      audit,
      cancelLesson: (admin, bookingId) => adminBookings.cancel(admin, bookingId, true),
    }),
    leagues,
    /** Third parties' API keys (admin utilities; the public API identifies Bearer requests with it). */
    apiKeys: new ApiKeyService(new ApiKeyRepository(dataSource), audit),
    users: userService,
    /** Discount codes as every checkout applies them. */
    discounts,
    events: new EventService({
      dataSource,
      repo: eventRepo,
      locations,
      plans,
      users: userService,
      checkout,
      discounts,
      ops: bookingOps,
      payments,
      audit,
      jobs,
      logger,
    }),
    eventNotifier: new EventNotifier({ repo: eventRepo, users: userService, locations, mailer, logger, appOrigin: config.APP_ORIGIN }),
    reminders: new ReminderService({
      repo: new ReminderRepository(dataSource),
      users: userService,
      mailer: reminders?.mailer ?? mailer,
      jobs,
      logger,
      appOrigin: config.APP_ORIGIN,
      senderAddress: /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM,
      unsubscribeSecret: reminders?.unsubscribeSecret ?? config.UNSUBSCRIBE_SECRET ?? 'development-only-unsubscribe-secret',
      leaguePlayers: (leagueId) => leagues.activePlayerUserIds(leagueId),
    }),
    auth: new AuthService({
      userService,
      sessions,
      resets: new PasswordResetRepository(dataSource),
      hasher,
      throttle,
      google: createGoogleVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_JWKS_URL),
      mailer,
      logger,
      appOrigin: config.APP_ORIGIN,
      limits: {
        maxFailuresPerAccount: config.AUTH_MAX_FAILURES_PER_ACCOUNT,
        maxFailuresPerAddress: config.AUTH_MAX_FAILURES_PER_ADDRESS,
        windowMs: config.AUTH_FAILURE_WINDOW_MINUTES * 60_000,
      },
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
