// The move-booking dialog's rules, checked before the server (which decides, and checks them again).
import { formatHourRange } from '../../../../lib/format';
import { canPlace, type CalendarBay, type CalendarBooking, type DayLayout } from './layout';

interface MoveStartChoice {
  hour: number;
  /** False when the day on screen shows the bay can't take it then (booked, closed or past). */
  free: boolean;
}

/**
 * The start hours a booking of its length can move to in a bay: every run of its length inside the
 * day's open hours. On the day on screen (`layout` given) each says whether the bay is free then; on
 * another day the calendar does not know, and the server decides.
 */
export function moveStartChoices(
  booking: Pick<CalendarBooking, 'id' | 'hours'>,
  bayNumber: number,
  dayHours: readonly number[],
  layout: DayLayout | null,
): MoveStartChoice[] {
  return dayHours
    .filter((h) => dayHours.includes(h + booking.hours - 1))
    .map((hour) => ({ hour, free: !layout || canPlace(layout, bayNumber, hour, booking.hours, booking.id) }));
}

/**
 * The start time once the bay has changed: kept when the new bay is free then; otherwise cleared,
 * with a notice that says why, so the dialog never offers to move into a slot it knows is taken.
 */
export function startAfterBayChange(
  choices: readonly MoveStartChoice[],
  startHour: number | '',
  hours: number,
  bayName: string,
): { startHour: number | ''; notice: string | null } {
  if (startHour === '' || choices.find((c) => c.hour === startHour)?.free) return { startHour, notice: null };
  return { startHour: '', notice: `${bayName} isn't free ${formatHourRange(startHour, startHour + hours)}. Pick another start time.` };
}

type MoveErrors = Partial<Record<'date' | 'bay' | 'startHour', string>>;

/**
 * Field errors of the move; empty when it may be sent. `dateError` is what the date field says about
 * what was typed (a half-typed date must not quietly move the booking within the day on screen).
 */
export function validateMove(
  v: { bayNumber: number; startHour: number | ''; sameDay: boolean },
  ctx: {
    booking: Pick<CalendarBooking, 'bayNumber' | 'startHour' | 'hours' | 'partySize'>;
    bay: CalendarBay | undefined;
    /** The open hours of the day moved to. */
    dayHours: readonly number[];
    choices: readonly MoveStartChoice[];
    dateError: string | null;
  },
): MoveErrors {
  const errors: MoveErrors = {};
  const { booking, bay } = ctx;
  if (ctx.dateError) errors.date = ctx.dateError;
  else if (ctx.dayHours.length === 0) errors.date = 'We are closed that day. Pick another date.';
  else if (ctx.choices.length === 0)
    errors.date = `A ${booking.hours}-hour booking doesn't fit that day's opening hours. Pick another date.`;
  if (!bay) errors.bay = 'Pick a bay.';
  else if (booking.partySize > bay.capacity)
    errors.bay = `${bay.name} takes up to ${bay.capacity} players; this booking has ${booking.partySize}.`;
  if (!errors.date) {
    if (v.startHour === '' || !ctx.choices.some((c) => c.hour === v.startHour)) errors.startHour = 'Pick a start time.';
    else if (v.sameDay && v.bayNumber === booking.bayNumber && v.startHour === booking.startHour) {
      errors.startHour = 'That is where the booking is now. Pick another bay, time or date.';
    }
  }
  return errors;
}
