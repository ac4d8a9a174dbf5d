import type { EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import type { BookingOperations, BookingRequest, BookingRow } from '../bookings/booking-operations.service.js';
import type { BookingRefundService } from '../bookings/booking-refund.service.js';
import { localStartHour } from '../bookings/booking.rules.js';
import type { Location } from '../locations/location.entity.js';
import type { BookingNotifier } from '../notifications/booking-notifier.js';
import type { User } from '../users/user.entity.js';
import type { AuditRepository } from './audit.repository.js';

export type AdminBookingRequest = BookingRequest & { userId?: string | null; guestName?: string | null; guestPhone?: string | null };

const UPCOMING = new Set<BookingRow['status']>(['held', 'confirmed']);

/**
 * The venue desk's booking operations: book for a customer or a walk-in, move, cancel with or
 * without a refund, release lapsed holds, resend a confirmation. Every change is audited. The
 * booking rules themselves (calendar, first free bay, exclusion constraint) stay in the bookings
 * module, reached through its services.
 */
export class AdminBookingService {
  constructor(
    private readonly deps: {
      bookings: BookingOperations;
      refunds: BookingRefundService;
      notifier: BookingNotifier;
      audit: AuditRepository;
      /** A lesson moves only to a time its coach works (the lessons module decides). */
      coaches?: {
        checkCoachWorks(
          coachId: string,
          location: Location,
          date: string,
          lesson: { start: Date; end: Date },
          em: EntityManager,
        ): Promise<void>;
      };
    },
  ) {}

  /** Any booking; an unknown one is NOT_FOUND, as for its owner. */
  private async booking(bookingId: string): Promise<BookingRow> {
    const booking = await this.deps.bookings.find(bookingId);
    if (!booking) throw new AppError('NOT_FOUND', 'That booking was not found.');
    return booking;
  }

  history(bookingId: string) {
    return this.deps.bookings.history(bookingId);
  }

  /**
   * Books for a customer account or a walk-in (name and phone): confirmed at once, paid at the
   * venue. Any date (an admin has no booking window), still inside opening hours and never double-booked.
   */
  async create(admin: User, req: AdminBookingRequest): Promise<BookingRow> {
    const checked = await this.deps.bookings.checkRequest(req, admin);
    if (!req.userId && !req.guestName?.trim())
      throw new AppError('VALIDATION', "Choose a customer or enter the walk-in's name.", { field: 'guestName' });
    const b = await this.deps.bookings.bookAtVenue({ userId: admin.id, kind: 'admin' }, checked, {
      date: req.date,
      hours: req.hours,
      partySize: req.partySize,
      userId: req.userId ?? null,
      guestName: req.userId ? null : req.guestName!.trim().slice(0, 120),
      guestPhone: req.guestPhone?.trim().slice(0, 40) || null,
    });
    await this.deps.audit.record(admin.id, 'booking.create', 'booking', b.id, { reference: b.reference, walkIn: !req.userId });
    return b;
  }

  /** Moves an upcoming booking to another bay and/or time (the same length); the exclusion constraint still decides. */
  async move(
    admin: User,
    bookingId: string,
    to: { bayNumber?: number | null; date?: string | null; startHour?: number | null },
  ): Promise<BookingRow> {
    const booking = await this.booking(bookingId);
    if (!UPCOMING.has(booking.status)) throw new AppError('CONFLICT', 'Only upcoming bookings can be moved.');
    const hours = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 3600_000);
    const date = to.date ?? booking.date;
    const target = await this.deps.bookings.checkRequest(
      {
        location: booking.locationSlug,
        date,
        startHour: to.startHour ?? localStartHour(booking.date, booking.startsAt, booking.timeZone),
        hours,
        partySize: booking.partySize,
        bayNumber: to.bayNumber ?? booking.bayNumber,
      },
      admin,
    );
    // A lesson moves only to a time its coach works, checked under the coach's row lock (as a hold is).
    const coachId = booking.coachId;
    const guard =
      coachId && this.deps.coaches
        ? (em: EntityManager) => this.deps.coaches!.checkCoachWorks(coachId, target.location, date, target, em)
        : undefined;
    const b = await this.deps.bookings.moveBooking({ userId: admin.id, kind: 'admin' }, booking, target, date, guard);
    await this.deps.audit.record(admin.id, 'booking.move', 'booking', b.id, { to });
    return b;
  }

  /** Cancels anything upcoming; the admin chooses whether the card gets its money back. */
  async cancel(admin: User, bookingId: string, refund: boolean): Promise<BookingRow> {
    const booking = await this.booking(bookingId);
    if (!UPCOMING.has(booking.status)) throw new AppError('CONFLICT', 'Only upcoming bookings can be cancelled.');
    const due = refund ? await this.deps.refunds.due(booking.id) : null;
    const b = await this.deps.bookings.cancelBooking(booking, {
      actor: { userId: admin.id, kind: 'admin' },
      reason: refund ? 'admin' : 'admin_no_refund',
      details: { refund, refundCents: due?.cents ?? 0 },
      // A customer account hears of it; a walk-in or a hold nobody paid for does not.
      email: Boolean(booking.userId) && booking.status === 'confirmed',
      refund: due,
      refunded: refund,
    });
    await this.deps.audit.record(admin.id, 'booking.cancel', 'booking', b.id, { refund });
    return b;
  }

  async releaseExpiredHolds(admin: User): Promise<number> {
    const n = await this.deps.bookings.releaseExpiredHolds();
    await this.deps.audit.record(admin.id, 'holds.release', 'booking', null, { released: n });
    return n;
  }

  async resendConfirmation(admin: User, bookingId: string): Promise<void> {
    const sent = await this.deps.notifier.resendConfirmation(bookingId);
    if (!sent) throw new AppError('CONFLICT', 'Only confirmed bookings of a customer account get a confirmation.');
    await this.deps.audit.record(admin.id, 'booking.resend_confirmation', 'booking', bookingId);
  }
}
