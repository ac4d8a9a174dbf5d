// Pure rules of "Resend a confirmation": what was typed, and which bookings can get one.

/** Booking references: "BN-" and six characters without 0/O/1/I/L (backend booking.service). */
const REFERENCE_PATTERN = /^BN-[2-9A-HJKMNP-Z]{6}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type BookingLookup = { kind: 'reference'; value: string } | { kind: 'id'; value: string } | { kind: 'invalid'; message: string };

/** A reference ("bn-7k3q9x" and spaces are forgiven) or a booking id; otherwise what to type instead. */
export function parseBookingLookup(input: string): BookingLookup {
  const raw = input.trim();
  if (!raw) return { kind: 'invalid', message: 'Enter the booking reference (like BN-7K3Q9X) or its id.' };
  const reference = raw.toUpperCase().replace(/\s+/g, '');
  if (REFERENCE_PATTERN.test(reference)) return { kind: 'reference', value: reference };
  if (/^BN-?[0-9A-Z]{6}$/.test(reference)) {
    const fixed = reference.startsWith('BN-') ? reference : `BN-${reference.slice(2)}`;
    if (REFERENCE_PATTERN.test(fixed)) return { kind: 'reference', value: fixed };
  }
  if (UUID_PATTERN.test(raw)) return { kind: 'id', value: raw.toLowerCase() };
  return { kind: 'invalid', message: "That isn't a booking reference. References look like BN-7K3Q9X; ids are 36 characters." };
}

interface ResendCandidate {
  reference: string;
  status: string;
  userId?: string | null;
}

/** Why a booking cannot get its confirmation again, or null when it can (the server checks too). */
export function resendBlocker(b: ResendCandidate): string | null {
  if (!b.userId) return `${b.reference} is a walk-in booking with no account, so there is no e-mail address to send to.`;
  const status = b.status.toLowerCase();
  if (status === 'held') return `${b.reference} is still being checked out (held, not paid): it gets its confirmation once it is paid.`;
  if (status === 'cancelled') return `${b.reference} was cancelled, so there is nothing to confirm.`;
  if (status === 'completed') return `${b.reference} has already been played.`;
  if (status !== 'confirmed') return `Only confirmed bookings get a confirmation e-mail.`;
  return null;
}
