import { formatCents, formatDate, formatTimeRange } from '../../../lib/format';
import { venueClock } from '../../../lib/venueTime';

/** 'Free' or the price of one spot: '$35.00'. */
export function priceLabel(priceCents: number): string {
  return priceCents === 0 ? 'Free' : formatCents(priceCents);
}

/** What is left: '4 spots left', '1 spot left', or 'Full (8 places)' with the line behind it: '· 3 waiting'. */
export function spotsLabel(e: { spotsLeft: number; waitlistLength: number; capacity: number }): string {
  if (e.spotsLeft > 0) return `${e.spotsLeft} ${e.spotsLeft === 1 ? 'spot' : 'spots'} left`;
  const full = `Full (${e.capacity} ${e.capacity === 1 ? 'place' : 'places'})`;
  return e.waitlistLength > 0 ? `${full} · ${e.waitlistLength} waiting` : full;
}

/** A place in line in words: 'You are next in line', 'You are 2nd in line'. */
export function waitlistPlaceLabel(place: number): string {
  if (place <= 1) return 'You are next in line';
  const teens = place % 100;
  const suffix = teens >= 11 && teens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][place % 10] ?? 'th');
  return `You are ${place}${suffix} in line`;
}

/**
 * 'Dec 4, 2026 · 7:00 PM - 9:00 PM' in the venue's time, minutes kept: an event is not a bay hour, and a
 * 10:00-11:30 clinic read "10:00 AM - 11:00 AM" beside its "90 minutes".
 */
export function whenLabel(startsAt: string, endsAt: string, timeZone: string): string {
  return `${formatDate(startsAt, timeZone)} · ${formatTimeRange(venueClock(startsAt, timeZone), venueClock(endsAt, timeZone))}`;
}

/** A claim window's time left: '1 h 59 min 30 s', '4 min 05 s', '0 s' once it has run out. */
export function timeLeftLabel(expiresAt: string | Date, now: Date): string {
  const total = Math.max(0, Math.floor((new Date(expiresAt).getTime() - now.getTime()) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h} h ${m} min ${String(s).padStart(2, '0')} s`;
  if (m > 0) return `${m} min ${String(s).padStart(2, '0')} s`;
  return `${s} s`;
}
