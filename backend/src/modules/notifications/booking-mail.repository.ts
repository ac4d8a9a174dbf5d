import type { DataSource } from 'typeorm';
import { withAdvisoryLock } from '../../db/advisory-lock.repository.js';
import type { MailContext } from './booking-mail.js';

/** Who and where a booking e-mail is for (the claims live on the booking: the bookings module writes them). */
export class BookingMailRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` holding the booking's mail lock (a PostgreSQL advisory lock): one sender of its e-mails at a time, on any instance. */
  inMailOrder<T>(bookingId: string, work: () => Promise<T>): Promise<T> {
    return withAdvisoryLock(this.dataSource, `booking_mail:${bookingId}`, work);
  }

  /** The customer and the venue of a booking. LEFT JOIN: a walk-in (no account) still has a calendar file. */
  async recipientAndVenue(bookingId: string): Promise<Pick<MailContext, 'customer' | 'location' | 'coach'>> {
    const [row] = await this.dataSource.query(
      `SELECT u.email, u.first_name AS "firstName", l.address_line1 AS "addressLine1", l.city, l.region, l.postal_code AS "postalCode", l.phone,
         l.email AS "locationEmail", c.name AS "coachName", c.email AS "coachEmail"
       FROM bookings b LEFT JOIN users u ON u.id = b.user_id JOIN locations l ON l.id = b.location_id
         LEFT JOIN coaches c ON c.id = b.coach_id
       WHERE b.id = $1`,
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
      coach: row.coachEmail ? { name: row.coachName, email: row.coachEmail } : null,
    };
  }
}
