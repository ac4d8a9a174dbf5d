// A discount code as the admin writes it (/admin/manage-discounts' dialog and the
// createDiscountCode / updateDiscountCode mutations): the same rules and words on both sides.
import { z } from 'zod';
import { isCalendarDate, whenValid } from './fields.schema.js';

/** What a code can pay for: one checkout each. */
export const PURCHASE_KINDS = ['bookings', 'leagues', 'lessons', 'events', 'memberships'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

export const PURCHASE_KIND_LABELS: Record<PurchaseKind, string> = {
  bookings: 'Bay bookings',
  leagues: 'Leagues',
  lessons: 'Lessons',
  events: 'Events',
  memberships: 'Memberships',
};

/** Letters, digits, - and _, 3 to 32 of them (the table checks the same). */
export const DISCOUNT_CODE = /^[A-Za-z0-9_-]{3,32}$/;
export const DISCOUNT_DESCRIPTION_MAX = 200;

export const discountMessages = {
  code: 'Please enter a code of 3 to 32 letters, digits, - or _ (no spaces).',
  codeTaken: 'That code already exists (codes ignore upper and lower case). Please choose another.',
  description: `Please keep the description under ${DISCOUNT_DESCRIPTION_MAX} characters.`,
  percent: 'Please enter a percentage from 1 to 100.',
  amount: 'Please enter an amount above $0.00, in dollars and cents.',
  appliesTo: 'Please choose at least one kind of purchase.',
  date: 'Please choose a valid date.',
  datesInOrder: 'The last day must be on or after the first day.',
  limit: 'Please enter a whole number of at least 1, or leave it empty for no limit.',
} as const;

/** A form's text (or a server's number): '' and null are "none", anything else must be a number. */
const numberOrNull = (v: unknown) => (v === '' || v == null ? null : typeof v === 'string' ? Number(v.trim()) : v);

const limit = z.preprocess(
  numberOrNull,
  z.number({ error: discountMessages.limit }).int({ error: discountMessages.limit }).min(1, { error: discountMessages.limit }).nullable(),
);

const optionalDate = z.preprocess(
  (v) => (v === '' || v == null ? null : v),
  z.string({ error: discountMessages.date }).refine(isCalendarDate, { error: discountMessages.date }).nullable(),
);

/**
 * Fields in form order (the server reports the first wrong one). A percent code needs a percent, a
 * fixed one an amount in cents; the other one is ignored (the server stores it as null).
 */
export const discountCodeInput = z
  .object({
    code: z
      .string({ error: discountMessages.code })
      .trim()
      .regex(DISCOUNT_CODE, { error: discountMessages.code })
      .transform((v) => v.toUpperCase()),
    description: z
      .string({ error: discountMessages.description })
      .trim()
      .max(DISCOUNT_DESCRIPTION_MAX, { error: discountMessages.description }),
    kind: z.enum(['percent', 'fixed'], { error: 'Please choose percent or a fixed amount.' }),
    percent: z.preprocess(numberOrNull, z.number({ error: discountMessages.percent }).nullable()),
    amountCents: z.preprocess(numberOrNull, z.number({ error: discountMessages.amount }).nullable()),
    appliesTo: z
      .array(z.enum(PURCHASE_KINDS, { error: discountMessages.appliesTo }), { error: discountMessages.appliesTo })
      .min(1, { error: discountMessages.appliesTo })
      .transform((kinds) => PURCHASE_KINDS.filter((k) => kinds.includes(k))),
    startsOn: optionalDate,
    endsOn: optionalDate,
    maxRedemptions: limit,
    perUserLimit: limit,
    active: z.boolean({ error: 'Please say whether the code is active.' }),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && !(v.percent !== null && Number.isInteger(v.percent) && v.percent >= 1 && v.percent <= 100))
      ctx.addIssue({ code: 'custom', path: ['percent'], message: discountMessages.percent });
    if (v.kind === 'fixed' && !(v.amountCents !== null && Number.isInteger(v.amountCents) && v.amountCents > 0))
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: discountMessages.amount });
  })
  .refine((v) => !v.startsOn || !v.endsOn || v.startsOn <= v.endsOn, {
    error: discountMessages.datesInOrder,
    path: ['endsOn'],
    when: whenValid('startsOn', 'endsOn'),
  });

export type DiscountCodeInput = z.output<typeof discountCodeInput>;
