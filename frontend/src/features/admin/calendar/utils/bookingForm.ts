// The create-booking dialog's rules, checked before the server (which checks them again).
import { formatHours } from '../../../../lib/format';
import { isPhone } from '../../../../lib/phone';

export type CustomerMode = 'account' | 'walkin';

export interface CreateBookingValues {
  mode: CustomerMode;
  /** The chosen account's id (mode 'account'). */
  userId: string | null;
  guestName: string;
  guestPhone: string;
  partySize: number;
  hours: number;
}

export type CreateBookingErrors = Partial<Record<'userId' | 'guestName' | 'guestPhone' | 'partySize' | 'hours', string>>;

/** Field errors in form order; empty when the booking may be sent. */
export function validateCreateBooking(v: CreateBookingValues, limits: { capacity: number; maxHours: number }): CreateBookingErrors {
  const errors: CreateBookingErrors = {};
  if (v.mode === 'account' && !v.userId) errors.userId = 'Search for the customer by name or email and pick them.';
  if (v.mode === 'walkin') {
    if (!v.guestName.trim()) errors.guestName = "Enter the walk-in's name.";
    else if (v.guestName.trim().length > 120) errors.guestName = 'Keep the name under 120 characters.';
    if (v.guestPhone.trim() && !isPhone(v.guestPhone)) errors.guestPhone = 'Enter a phone number with 7 to 15 digits, or leave it empty.';
  }
  if (!Number.isInteger(v.partySize) || v.partySize < 1 || v.partySize > limits.capacity)
    errors.partySize = `A bay takes 1 to ${limits.capacity} players.`;
  if (limits.maxHours < 1) errors.hours = 'This hour is no longer free. Pick another cell.';
  else if (!Number.isInteger(v.hours) || v.hours < 1 || v.hours > limits.maxHours)
    errors.hours = `From here the bay is free for up to ${formatHours(limits.maxHours)}.`;
  return errors;
}

/** What the server gets: a customer account, or a walk-in's name and (optional) phone. */
export function customerInput(v: CreateBookingValues): { userId?: string; guestName?: string; guestPhone?: string } {
  if (v.mode === 'account') return { userId: v.userId ?? undefined };
  const phone = v.guestPhone.trim();
  return { guestName: v.guestName.trim().replace(/\s+/g, ' '), ...(phone ? { guestPhone: phone } : {}) };
}
