import type { DataSource } from 'typeorm';
import type { Logger } from '../../shared/logger.js';
import type { BookingReader, BookingRow } from '../bookings/booking.repository.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { bookingIcs, bookingIcsFilename, cancellationMail, confirmationMail, reminderMail, type MailContext } from './booking-mail.js';

export type BookingEmailJob = { bookingId: string; kind: 'confirmed' | 'cancelled'; refundedCents?: number };
export type ReminderJob = { bookingId: string };

const CLAIM_COLUMN = { confirmed: 'confirmation_sent_at', cancelled: 'cancellation_sent_at', reminder: 'reminder_sent_at' } as const;

/**
 * Sends booking e-mails from queue jobs, each exactly once: a worker first claims the mail by
 * setting its *_sent_at column where it is still null; only the claimant sends; a failed send
 * gives the claim back and the job is retried.
 */
export class BookingNotifier {
  constructor(
    private readonly deps: { dataSource: DataSource; reader: BookingReader; mailer: Mailer; logger: Logger; appOrigin: string },
  ) {}

  async sendBookingEmail(job: BookingEmailJob): Promise<boolean> {
    return this.claimAndSend(job.bookingId, job.kind, job.kind === 'confirmed' ? `status = 'confirmed'` : `status = 'cancelled'`, (c) =>
      job.kind === 'confirmed' ? confirmationMail(c) : cancellationMail({ ...c, refundedCents: job.refundedCents }),
    );
  }

  /** The day-before reminder; skipped when the booking was cancelled or has started meanwhile. */
  async sendReminder(job: ReminderJob): Promise<boolean> {
    return this.claimAndSend(job.bookingId, 'reminder', `status = 'confirmed' AND starts_at > now()`, reminderMail);
  }

  private async claimAndSend(bookingId: string, kind: keyof typeof CLAIM_COLUMN, condition: string, build: (c: MailContext) => MailMessage): Promise<boolean> {
    const column = CLAIM_COLUMN[kind];
    const [claimed]: [{ id: string }[], number] = await this.deps.dataSource.query(
      `UPDATE bookings SET ${column} = now() WHERE id = $1 AND ${column} IS NULL AND user_id IS NOT NULL AND ${condition} RETURNING id`,
      [bookingId],
    );
    if (claimed.length === 0) return false;
    try {
      await this.deps.mailer.send(build(await this.context(bookingId)));
      return true;
    } catch (err) {
      await this.deps.dataSource.query(`UPDATE bookings SET ${column} = NULL WHERE id = $1`, [bookingId]);
      throw err;
    }
  }

  /** The booking's calendar file, built exactly as the e-mails attach it (BookingCalendar of the bookings module). */
  async calendarFile(booking: BookingRow): Promise<{ filename: string; content: string }> {
    return { filename: bookingIcsFilename(booking), content: bookingIcs(await this.context(booking.id, booking)) };
  }

  private async context(bookingId: string, known?: BookingRow): Promise<MailContext> {
    const booking = known ?? (await this.deps.reader.find(bookingId))!;
    // LEFT JOIN: a walk-in booking (no account) still has a calendar file for the admin.
    const [row] = await this.deps.dataSource.query(
      `SELECT u.email, u.first_name AS "firstName", l.address_line1 AS "addressLine1", l.city, l.region, l.postal_code AS "postalCode", l.phone,
         l.email AS "locationEmail"
       FROM bookings b LEFT JOIN users u ON u.id = b.user_id JOIN locations l ON l.id = b.location_id WHERE b.id = $1`,
      [bookingId],
    );
    return {
      booking,
      customer: { email: row.email, firstName: row.firstName },
      location: { addressLine1: row.addressLine1, city: row.city, region: row.region, postalCode: row.postalCode, phone: row.phone, email: row.locationEmail },
      appOrigin: this.deps.appOrigin,
    };
  }
}
