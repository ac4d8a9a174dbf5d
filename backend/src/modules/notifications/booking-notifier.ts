import type { Logger } from '../../shared/logger.js';
import type { BookingMailKind, BookingRow } from '../bookings/booking-operations.service.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { BookingMailRepository } from './booking-mail.repository.js';
import {
  bookingIcs,
  bookingIcsFilename,
  cancellationMail,
  coachLessonMail,
  confirmationMail,
  reminderMail,
  type MailContext,
} from './booking-mail.js';

export type BookingEmailJob = {
  bookingId: string;
  kind: 'confirmed' | 'cancelled' | 'coach_confirmed' | 'coach_cancelled';
  refundedCents?: number;
};
export type ReminderJob = { bookingId: string };

/** What the notifier needs of the bookings module (its BookingOperations): the booking, and its e-mail claims. */
export interface BookingMailLedger {
  find(bookingId: string): Promise<BookingRow | null>;
  claimMail(bookingId: string, kind: BookingMailKind): Promise<boolean>;
  unclaimMail(bookingId: string, kind: BookingMailKind, onlyIfStillWanted?: boolean): Promise<void>;
}

/**
 * Sends booking e-mails from queue jobs, each exactly once and in order: a worker first claims the
 * mail by setting its *_sent_at column where it is still null; only the claimant sends; a failed
 * send gives the claim back and the job is retried.
 */
export class BookingNotifier {
  constructor(
    private readonly deps: { repo: BookingMailRepository; bookings: BookingMailLedger; mailer: Mailer; logger: Logger; appOrigin: string },
  ) {}

  async sendBookingEmail(job: BookingEmailJob): Promise<boolean> {
    const build: Record<BookingEmailJob['kind'], (c: MailContext) => MailMessage> = {
      confirmed: confirmationMail,
      cancelled: (c) => cancellationMail({ ...c, refundedCents: job.refundedCents }),
      coach_confirmed: (c) => coachLessonMail(c, 'booked'),
      coach_cancelled: (c) => coachLessonMail(c, 'cancelled'),
    };
    return this.claimAndSend(job.bookingId, job.kind, build[job.kind]);
  }

  /** Sends a confirmed booking's confirmation again (the admin desk); false when it is not a confirmed booking of an account. */
  async resendConfirmation(bookingId: string): Promise<boolean> {
    await this.deps.bookings.unclaimMail(bookingId, 'confirmed', true);
    return this.sendBookingEmail({ bookingId, kind: 'confirmed' });
  }

  /** The day-before reminder; skipped when the booking was cancelled or has started meanwhile. */
  async sendReminder(job: ReminderJob): Promise<boolean> {
    return this.claimAndSend(job.bookingId, 'reminder', reminderMail);
  }

  /**
   * Claims and sends under the booking's mail lock, so its e-mails leave in the order they became
   * due: a cancellation whose confirmation another instance is still sending waits for it, and a
   * confirmation claimed after the cancellation finds the booking no longer confirmed (its claim's
   * condition) and is not sent at all.
   */
  private async claimAndSend(bookingId: string, kind: BookingMailKind, build: (c: MailContext) => MailMessage): Promise<boolean> {
    return this.deps.repo.inMailOrder(bookingId, async () => {
      if (!(await this.deps.bookings.claimMail(bookingId, kind))) return false;
      try {
        await this.deps.mailer.send(build(await this.context(bookingId)));
        return true;
      } catch (err) {
        await this.deps.bookings.unclaimMail(bookingId, kind);
        throw err;
      }
    });
  }

  /** The booking's calendar file, built exactly as the e-mails attach it (BookingCalendar of the bookings module). */
  async calendarFile(booking: BookingRow): Promise<{ filename: string; content: string }> {
    return { filename: bookingIcsFilename(booking), content: bookingIcs(await this.context(booking.id, booking)) };
  }

  private async context(bookingId: string, known?: BookingRow): Promise<MailContext> {
    const booking = known ?? (await this.deps.bookings.find(bookingId))!;
    return { booking, ...(await this.deps.repo.recipientAndVenue(bookingId)), appOrigin: this.deps.appOrigin };
  }
}
