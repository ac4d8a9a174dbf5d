import type { DataSource } from 'typeorm';
import type { MailContext } from './booking-mail.js';

export type BookingMailKind = 'confirmed' | 'cancelled' | 'reminder';

/** Each booking e-mail's claim column, and when the booking still wants that e-mail. */
const CLAIMS: Record<BookingMailKind, { column: string; condition: string }> = {
  confirmed: { column: 'confirmation_sent_at', condition: `status = 'confirmed'` },
  cancelled: { column: 'cancellation_sent_at', condition: `status = 'cancelled'` },
  // The day-before reminder: not for a booking cancelled or started meanwhile.
  reminder: { column: 'reminder_sent_at', condition: `status = 'confirmed' AND starts_at > now()` },
};

/** The queries behind booking e-mails: claiming a send, giving it back, and who and where it is for. */
export class BookingMailRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Claims the e-mail (sets its *_sent_at where still null): true for the one claimant that sends it. */
  async claim(bookingId: string, kind: BookingMailKind): Promise<boolean> {
    const { column, condition } = CLAIMS[kind];
    const [claimed]: [{ id: string }[], number] = await this.dataSource.query(
      `UPDATE bookings SET ${column} = now() WHERE id = $1 AND ${column} IS NULL AND user_id IS NOT NULL AND ${condition} RETURNING id`,
      [bookingId],
    );
    return claimed.length > 0;
  }

  /** Gives a claim back after a failed send, so the retried job sends it. */
  async unclaim(bookingId: string, kind: BookingMailKind): Promise<void> {
    await this.dataSource.query(`UPDATE bookings SET ${CLAIMS[kind].column} = NULL WHERE id = $1`, [bookingId]);
  }

  /** Lets a confirmed booking's confirmation be claimed, and so sent, again. */
  async unclaimConfirmed(bookingId: string): Promise<void> {
    await this.dataSource.query(`UPDATE bookings SET confirmation_sent_at = NULL WHERE id = $1 AND status = 'confirmed'`, [bookingId]);
  }

  /** The customer and the venue of a booking. LEFT JOIN: a walk-in (no account) still has a calendar file. */
  async recipientAndVenue(bookingId: string): Promise<Pick<MailContext, 'customer' | 'location'>> {
    const [row] = await this.dataSource.query(
      `SELECT u.email, u.first_name AS "firstName", l.address_line1 AS "addressLine1", l.city, l.region, l.postal_code AS "postalCode", l.phone,
         l.email AS "locationEmail"
       FROM bookings b LEFT JOIN users u ON u.id = b.user_id JOIN locations l ON l.id = b.location_id WHERE b.id = $1`,
      [bookingId],
    );
    return {
      customer: { email: row.email, firstName: row.firstName },
      location: {
        addressLine1: row.addressLine1,
        city: row.city,
        region: row.region,
        postalCode: row.postalCode,
        phone: row.phone,
        email: row.locationEmail,
      },
    };
  }
}
