import { describe, expect, it } from 'vitest';
import { bookingHistoryOrder, bookingHistoryWhere } from './booking-history.query.js';

describe('booking history SQL', () => {
  it('binds every filter as a parameter, never into the SQL text', () => {
    const { where, params } = bookingHistoryWhere({
      location: "tulsa'; DROP TABLE bookings; --",
      status: 'confirmed',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      search: '50%_off',
    });
    expect(where).toBe(
      "WHERE b.location_id = (SELECT id FROM locations WHERE slug = $1) AND b.status = $2 AND b.local_date >= $3::date AND b.local_date <= $4::date AND (u.email::text ILIKE $5 OR (u.first_name || ' ' || u.last_name) ILIKE $5 OR b.guest_name ILIKE $5 OR lg.name ILIKE $5 OR b.reference ILIKE $5)",
    );
    expect(params).toEqual(["tulsa'; DROP TABLE bookings; --", 'confirmed', '2026-11-01', '2026-11-30', '%50\\%\\_off%']);
  });

  it('leaves checkouts that ended unpaid out unless a status asks for them', () => {
    expect(bookingHistoryWhere({})).toEqual({ where: "WHERE b.status NOT IN ('expired', 'released')", params: [] });
    expect(bookingHistoryWhere({ status: 'unpaid' })).toEqual({ where: "WHERE b.status IN ('expired', 'released')", params: [] });
    expect(bookingHistoryWhere({ status: 'expired' })).toEqual({ where: 'WHERE b.status = $1', params: ['expired'] });
  });

  it('refuses unknown statuses, bad dates and unknown sort columns', () => {
    expect(() => bookingHistoryWhere({ status: 'lost' })).toThrow(/Unknown booking status/);
    expect(() => bookingHistoryWhere({ dateFrom: '11/01/2026' })).toThrow(/YYYY-MM-DD/);
    expect(() => bookingHistoryOrder('password_hash', 'asc')).toThrow(/Unknown sort/);
  });

  it('sorts by a whitelisted column with the id as tie-breaker', () => {
    expect(bookingHistoryOrder('totalCents', 'asc')).toBe('ORDER BY b.total_cents ASC, b.id ASC');
    expect(bookingHistoryOrder(undefined, undefined)).toBe('ORDER BY b.starts_at DESC, b.id DESC');
  });
});
