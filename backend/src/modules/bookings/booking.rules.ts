import { addDays, daysBetween, instantAt, isoWeekday, isValidLocalDate, localDateOf } from '../../shared/time.js';
import type { PlanTerms } from './pricing.rules.js';
import type { PurchaseKind } from '@fairway/shared';
import type { BookingKindValue } from './booking.entity.js';

/**
 * Bay-booking rules (PRODUCT.md "Bay bookings"), pure: whole local hours inside the day's opening
 * hours, 1–4 hours, a booking window counted in local calendar days, never in the past.
 */

const MIN_HOURS = 1;
const MAX_HOURS = 4;
export const HOLD_MINUTES = 10;
/** Cancelling this long before the start refunds in full. */
export const REFUND_WINDOW_MS = 24 * 3600_000;

/** Who is looking: `membershipType` is the code of their plan (a row of membership_plans); null is a visitor. */
export type Viewer = { isAdmin: boolean; membershipType: string } | null;

/**
 * Days ahead a viewer may book (today counts as 0): their plan's window (the free plan's for
 * visitors and non-members); null means no limit (admins).
 */
export function bookingWindowDays(viewer: { isAdmin: boolean } | null, plan: Pick<PlanTerms, 'bookingWindowDays'>): number | null {
  if (viewer?.isAdmin) return null;
  return plan.bookingWindowDays;
}

/** The plan with the longest booking window (the first such in the table's order), or null without plans. */
export function longestWindowPlan<P extends Pick<PlanTerms, 'name' | 'bookingWindowDays'>>(plans: readonly P[]): P | null {
  return plans.reduce<P | null>((best, p) => (best === null || p.bookingWindowDays > best.bookingWindowDays ? p : best), null);
}

/** The last local date the viewer may book, or null for no limit. */
export function lastBookableDate(today: string, windowDays: number | null): string | null {
  return windowDays === null ? null : addDays(today, windowDays);
}

export interface DayHours {
  weekday: number;
  opensMinute: number;
  closesMinute: number;
}

export interface Slot {
  /** Local start hour, 0–23. */
  hour: number;
  start: Date;
  end: Date;
}

/** The bookable one-hour slots of a local date: whole hours from opening to closing (none if closed). */
export function slotsOf(localDate: string, hours: DayHours[], timeZone: string): Slot[] {
  const day = hours.find((h) => h.weekday === isoWeekday(localDate));
  if (!day) return [];
  const slots: Slot[] = [];
  for (let h = Math.ceil(day.opensMinute / 60); (h + 1) * 60 <= day.closesMinute; h++) {
    slots.push({ hour: h, start: instantAt(localDate, h * 60, timeZone), end: instantAt(localDate, (h + 1) * 60, timeZone) });
  }
  return slots;
}

/**
 * The local hour (0–23) an instant falls in on `localDate`: a booking's start hour at its venue.
 * Counted from the local midnight, then corrected by the hour a daylight-saving change adds or removes.
 */
export function localStartHour(localDate: string, startsAt: Date, timeZone: string): number {
  const guess = Math.floor((startsAt.getTime() - instantAt(localDate, 0, timeZone).getTime()) / 3600_000);
  let hour = Math.max(0, Math.min(23, guess - 1));
  for (let h = hour + 1; h <= Math.min(23, guess + 1); h++) {
    if (instantAt(localDate, h * 60, timeZone) <= startsAt) hour = h;
  }
  return hour;
}

export type SlotState = 'free' | 'taken' | 'closed' | 'past' | 'beyond_window';

export interface Range {
  start: Date;
  end: Date;
}

function overlaps(a: Range, b: Range): boolean {
  return a.start < b.end && b.start < a.end;
}

/** One slot's state for a viewer; the first reason that applies wins. */
export function slotState(
  slot: Slot,
  ctx: { localDate: string; today: string; now: Date; windowDays: number | null; closures: Range[]; taken: Range[] },
): SlotState {
  if (slot.start <= ctx.now) return 'past';
  if (ctx.windowDays !== null && daysBetween(ctx.today, ctx.localDate) > ctx.windowDays) return 'beyond_window';
  if (ctx.closures.some((c) => overlaps(c, slot))) return 'closed';
  if (ctx.taken.some((b) => overlaps(b, slot))) return 'taken';
  return 'free';
}

export interface BookingRequest {
  localDate: string;
  startHour: number;
  hours: number;
}

export type BookingProblem =
  { field: 'date'; message: string } | { field: 'startHour'; message: string } | { field: 'hours'; message: string };

/**
 * Checks a requested booking against the calendar (not against other bookings: the database
 * constraint does that). Returns the booking's instants, or the first problem in form order.
 */
export function checkBookingRequest(
  req: BookingRequest,
  ctx: {
    hours: DayHours[];
    timeZone: string;
    now: Date;
    windowDays: number | null;
    /** The plan that books furthest ahead: a date beyond the viewer's window names it when it reaches further. */
    longestWindow?: Pick<PlanTerms, 'name' | 'bookingWindowDays'> | null;
  },
): { ok: true; start: Date; end: Date } | { ok: false; problem: BookingProblem } {
  if (!isValidLocalDate(req.localDate)) return { ok: false, problem: { field: 'date', message: 'Please choose a valid date.' } };
  const today = localDateOf(ctx.now, ctx.timeZone);
  const ahead = daysBetween(today, req.localDate);
  if (ahead < 0) return { ok: false, problem: { field: 'date', message: 'That date has passed. Please choose today or a later date.' } };
  if (ctx.windowDays !== null && ahead > ctx.windowDays) {
    const longer = ctx.longestWindow && ctx.longestWindow.bookingWindowDays > ctx.windowDays ? ctx.longestWindow : null;
    return {
      ok: false,
      problem: {
        field: 'date',
        message: `You can book up to ${ctx.windowDays} days ahead${longer ? ` (${longer.name} members: ${longer.bookingWindowDays})` : ''}.`,
      },
    };
  }
  if (!Number.isInteger(req.hours) || req.hours < MIN_HOURS || req.hours > MAX_HOURS) {
    return { ok: false, problem: { field: 'hours', message: `A booking is ${MIN_HOURS} to ${MAX_HOURS} whole hours.` } };
  }
  const slots = slotsOf(req.localDate, ctx.hours, ctx.timeZone);
  if (slots.length === 0) return { ok: false, problem: { field: 'date', message: 'We are closed that day.' } };
  const first = slots.findIndex((s) => s.hour === req.startHour);
  if (!Number.isInteger(req.startHour) || first === -1) {
    return { ok: false, problem: { field: 'startHour', message: 'Please choose a start time within our opening hours.' } };
  }
  const last = slots[first + req.hours - 1];
  if (!last)
    return {
      ok: false,
      problem: { field: 'hours', message: 'That booking would run past closing time. Please choose fewer hours or an earlier start.' },
    };
  if (slots[first]!.start <= ctx.now)
    return { ok: false, problem: { field: 'startHour', message: 'That time has already started. Please choose a later one.' } };
  return { ok: true, start: slots[first]!.start, end: last.end };
}

/** Unpaid holds one account may have at once (bay time and lessons): enough to compare, too few to hoard a venue. */
export const MAX_UNPAID_HOLDS = 5;

/** What a discount code must apply to for this booking: each kind is its own kind of purchase. */
export function purchaseKindOf(kind: BookingKindValue): PurchaseKind {
  const kinds = { bay: 'bookings', lesson: 'lessons', league: 'leagues', event: 'events' } as const;
  return kinds[kind];
}
