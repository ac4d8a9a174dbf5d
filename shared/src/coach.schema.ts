// A coach as the admin writes them (/admin/coach-management's dialog and adminCreateCoach /
// adminUpdateCoach), and their weekly hours and time off (/admin/coach-hours): one set of rules and words.
import { z } from 'zod';
import { email } from './fields.schema.js';

export const COACH_NAME_MAX = 80;
export const COACH_BIO_MAX = 2000;
/** The table's ceiling for a one-hour lesson ($1,000). */
export const COACH_RATE_MAX_CENTS = 100_000;
export const COACH_BUFFER_MAX = 60;
/** A photo: JPEG, PNG or WebP up to 2 MB (the server checks the bytes, not the name). */
export const COACH_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const COACH_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const coachMessages = {
  name: `Please enter the coach's name (at most ${COACH_NAME_MAX} characters).`,
  bio: `Please keep the bio under ${COACH_BIO_MAX} characters.`,
  emailTaken: 'Another coach already has that e-mail address.',
  locations: 'Please choose at least one location the coach teaches at.',
  rate: 'Please enter an hourly rate above $0.00 and at most $1,000.00.',
  buffer: `Please enter buffer minutes from 0 to ${COACH_BUFFER_MAX}.`,
  photoType: 'The photo must be a JPEG, PNG or WebP image.',
  photoSize: 'The photo must be at most 2 MB.',
  range: 'Each range must end after it starts (times on the quarter hour or minute, 00:00 to 24:00).',
  overlap: 'Two ranges of the same day overlap. Please merge them.',
  timeOff: 'Please enter a start and an end date and time, the end after the start.',
  reason: 'Please keep the reason under 200 characters.',
} as const;

/** A form's text (or a server's number): '' and null are "none", anything else must be a number. */
const numberOrNull = (v: unknown) => (v === '' || v == null ? null : typeof v === 'string' ? Number(v.trim()) : v);

/** Fields in form order (the server reports the first wrong one). */
export const coachInput = z.object({
  name: z
    .string({ error: coachMessages.name })
    .trim()
    .min(1, { error: coachMessages.name })
    .max(COACH_NAME_MAX, { error: coachMessages.name }),
  email,
  bio: z.string({ error: coachMessages.bio }).trim().max(COACH_BIO_MAX, { error: coachMessages.bio }),
  locationIds: z
    .array(z.string({ error: coachMessages.locations }), { error: coachMessages.locations })
    .min(1, { error: coachMessages.locations })
    .transform((ids) => [...new Set(ids)].sort()),
  hourlyRateCents: z.preprocess(
    numberOrNull,
    z
      .number({ error: coachMessages.rate })
      .int({ error: coachMessages.rate })
      .min(1, { error: coachMessages.rate })
      .max(COACH_RATE_MAX_CENTS, { error: coachMessages.rate }),
  ),
  bufferMinutes: z.preprocess(
    numberOrNull,
    z
      .number({ error: coachMessages.buffer })
      .int({ error: coachMessages.buffer })
      .min(0, { error: coachMessages.buffer })
      .max(COACH_BUFFER_MAX, { error: coachMessages.buffer }),
  ),
  active: z.boolean({ error: 'Please say whether the coach is active.' }),
});
export type CoachInput = z.input<typeof coachInput>;

/** One weekly range: local minutes from midnight (1440 = the end of the day). */
const stretch = z
  .object({
    weekday: z.number().int().min(1).max(7),
    startsMinute: z.number({ error: coachMessages.range }).int().min(0, { error: coachMessages.range }).max(1439),
    endsMinute: z.number({ error: coachMessages.range }).int().min(1).max(1440, { error: coachMessages.range }),
  })
  .refine((s) => s.endsMinute > s.startsMinute, { error: coachMessages.range });

/** A coach's whole week at one location: ranges that do not overlap on a day. */
export const coachWeekInput = z.object({
  stretches: z.array(stretch, { error: coachMessages.range }).superRefine((list, ctx) => {
    const sorted = [...list].sort((a, b) => a.weekday - b.weekday || a.startsMinute - b.startsMinute);
    for (let i = 1; i < sorted.length; i++) {
      const [a, b] = [sorted[i - 1]!, sorted[i]!];
      if (a.weekday === b.weekday && b.startsMinute < a.endsMinute) {
        ctx.addIssue({ code: 'custom', message: coachMessages.overlap });
        return;
      }
    }
  }),
});

// A clock that exists (25:00 is no time; the date is checked on the server, in the venue's calendar).
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

/** Time off as the admin types it: venue-local date-times (YYYY-MM-DDTHH:mm), end after start. */
export const coachTimeOffInput = z
  .object({
    startsAt: z.string({ error: coachMessages.timeOff }).regex(LOCAL_DATE_TIME, { error: coachMessages.timeOff }),
    endsAt: z.string({ error: coachMessages.timeOff }).regex(LOCAL_DATE_TIME, { error: coachMessages.timeOff }),
    reason: z.string({ error: coachMessages.reason }).trim().max(200, { error: coachMessages.reason }),
  })
  .refine((v) => v.endsAt > v.startsAt, { path: ['endsAt'], error: coachMessages.timeOff });

/** "HH:mm" to minutes from midnight ("24:00" is 1440); null when it is not a time. */
export function minutesOf(hhmm: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

/** Minutes from midnight to "HH:mm". */
export function hhmmOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * What a photo's first bytes say it is (JPEG FF D8 FF, PNG's 8-byte signature, WebP's RIFF….WEBP),
 * or null for anything else: the name and the declared type are never trusted.
 */
export function photoTypeOf(bytes: Uint8Array): (typeof COACH_PHOTO_TYPES)[number] | null {
  const at = (i: number, ...b: number[]) => b.every((x, j) => bytes[i + j] === x);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}
