// The calendar grid as data: bays are columns, the day's open hours are rows, and every row of
// every column belongs to exactly one block (a booking, a closure, or a single free/past/taken
// hour). Pure, so the grid, keyboard moves and drag-and-drop all read the same answer.
import { parseClock, type OpeningHoursInput } from '../../../../lib/format';
import { isoWeekday } from '../../../../lib/venueTime';

/** Longest booking (PRODUCT.md: 1 to 4 whole hours). */
export const MAX_BOOKING_HOURS = 4;

/** A slot's state as the availability query reports it. */
export type SlotStateName = 'FREE' | 'TAKEN' | 'CLOSED' | 'PAST' | 'BEYOND_WINDOW';

export interface CalendarBay {
  number: number;
  name: string;
  capacity: number;
}

export type LiveStatus = 'held' | 'confirmed' | 'completed';

export interface CalendarBooking {
  id: string;
  reference: string;
  bayNumber: number;
  /** Local start hour of the booking's day. */
  startHour: number;
  hours: number;
  status: LiveStatus;
  customerName: string;
  customerEmail: string | null;
  guestPhone: string | null;
  userId: string | null;
  partySize: number;
  totalCents: number;
}

export interface CalendarClosure {
  /** Null when the grid knows a slot is closed but not which closure closed it. */
  id: string | null;
  /** Null: the whole location. */
  bayNumber: number | null;
  startHour: number;
  /** Exclusive; 24 is midnight. */
  endHour: number;
  reason: string | null;
}

interface BlockBase {
  key: string;
  bayNumber: number;
  /** First row (index into `hours`) and how many rows it covers. */
  row: number;
  span: number;
  startHour: number;
  endHour: number;
}

export type CalendarBlock =
  | (BlockBase & { kind: 'booking'; booking: CalendarBooking; overlapsClosure: boolean })
  | (BlockBase & { kind: 'closure'; closure: CalendarClosure })
  | (BlockBase & { kind: 'free' | 'past' | 'taken' });

export interface DayLayout {
  hours: number[];
  bays: CalendarBay[];
  /** Per bay (same order as `bays`): its blocks top to bottom, covering every row once. */
  columns: CalendarBlock[][];
  /** columns × rows → the block covering that cell. */
  cells: CalendarBlock[][];
}

/**
 * The local start hours a location is open on a date: whole hours from opening to closing, the way
 * the server counts bookable slots (a day that closes at '24:00' has its 11 PM slot). Empty when closed.
 */
export function hoursForDay(openingHours: readonly OpeningHoursInput[], date: string): number[] {
  const day = openingHours.find((h) => h.weekday === isoWeekday(date));
  if (!day) return [];
  const opens = parseClock(day.opensAt);
  const closes = parseClock(day.closesAt);
  if (opens === null || closes === null) return [];
  const hours: number[] = [];
  for (let h = Math.ceil(opens / 60); (h + 1) * 60 <= closes; h++) hours.push(h);
  return hours;
}

type Owner = { type: 'booking'; booking: CalendarBooking } | { type: 'closure'; closure: CalendarClosure } | null;

/** What a row belongs to: consecutive rows of the same booking or closure form one block. */
const subjectOf = (o: Owner) => (o === null ? null : o.type === 'booking' ? o.booking : o.closure);

/**
 * Lays out one day. Bookings never overlap (the database forbids it); a closure added over a
 * booking leaves the booking drawn and flags it (`overlapsClosure`); closures fill the hours no
 * booking holds; slots the availability says are closed but no known closure explains become an
 * unnamed closure, so the grid never shows a closed hour as free.
 */
export function layoutDay(input: {
  hours: number[];
  bays: CalendarBay[];
  bookings: CalendarBooking[];
  closures: CalendarClosure[];
  /** bay number → hour → state, from the availability query. */
  slotStates: ReadonlyMap<number, ReadonlyMap<number, SlotStateName>>;
}): DayLayout {
  const { hours, bays } = input;
  const first = hours[0] ?? 0;
  const rows = hours.length;
  const rowOf = (hour: number) => hour - first;

  const columns = bays.map((bay) => {
    const owners: Owner[] = Array.from({ length: rows }, () => null);
    const flagged = new Set<string>();
    const states = input.slotStates.get(bay.number);

    const bookings = input.bookings.filter((b) => b.bayNumber === bay.number).sort((a, b) => a.startHour - b.startHour);
    for (const booking of bookings) {
      for (let r = Math.max(0, rowOf(booking.startHour)); r < Math.min(rows, rowOf(booking.startHour + booking.hours)); r++) {
        owners[r] ??= { type: 'booking', booking };
      }
    }

    const closures = input.closures
      .filter((c) => c.bayNumber === null || c.bayNumber === bay.number)
      .sort((a, b) => a.startHour - b.startHour || String(a.id).localeCompare(String(b.id)));
    for (const closure of closures) {
      for (let r = Math.max(0, rowOf(closure.startHour)); r < Math.min(rows, rowOf(closure.endHour)); r++) {
        const owner = owners[r];
        if (owner?.type === 'booking') flagged.add(owner.booking.id);
        else owners[r] ??= { type: 'closure', closure };
      }
    }

    // Closed per the server with no known closure: one unnamed closure per run of such hours.
    let unnamed: CalendarClosure | null = null;
    for (let r = 0; r < rows; r++) {
      const closed = states?.get(hours[r]) === 'CLOSED';
      const owner = owners[r];
      if (closed && owner?.type === 'booking') flagged.add(owner.booking.id);
      if (closed && owner === null) {
        if (!unnamed || unnamed.endHour !== hours[r]) {
          unnamed = { id: null, bayNumber: bay.number, startHour: hours[r], endHour: hours[r] + 1, reason: null };
        } else unnamed.endHour = hours[r] + 1;
        owners[r] = { type: 'closure', closure: unnamed };
      }
    }

    const blocks: CalendarBlock[] = [];
    for (let r = 0; r < rows;) {
      const owner = owners[r];
      let span = 1;
      if (owner) while (r + span < rows && subjectOf(owners[r + span]) === subjectOf(owner)) span++;
      const base = { bayNumber: bay.number, row: r, span, startHour: hours[r], endHour: hours[r] + span };
      if (owner?.type === 'booking') {
        blocks.push({
          ...base,
          kind: 'booking',
          key: `b:${owner.booking.id}:${r}`,
          booking: owner.booking,
          overlapsClosure: flagged.has(owner.booking.id),
        });
      } else if (owner?.type === 'closure') {
        blocks.push({ ...base, kind: 'closure', key: `c:${bay.number}:${owner.closure.id ?? 'unnamed'}:${r}`, closure: owner.closure });
      } else {
        const state = states?.get(hours[r]);
        const kind = state === 'PAST' ? 'past' : state === 'TAKEN' ? 'taken' : 'free';
        blocks.push({ ...base, kind, key: `${kind}:${bay.number}:${r}` });
      }
      r += span;
    }
    return blocks;
  });

  const cells = columns.map((blocks) => {
    const byRow: CalendarBlock[] = [];
    for (const block of blocks) for (let r = block.row; r < block.row + block.span; r++) byRow[r] = block;
    return byRow;
  });
  return { hours, bays, columns, cells };
}

/** Where keyboard focus is: a column and a row inside the focused block. */
export interface GridPosition {
  col: number;
  row: number;
}

/**
 * Arrow keys, Home and End over the grid. Up and down step over a whole block; left and right keep
 * the row. Returns null for any other key, or at an edge.
 */
export function moveFocus(layout: DayLayout, at: GridPosition, key: string): GridPosition | null {
  const rows = layout.hours.length;
  const cols = layout.bays.length;
  const block = layout.cells[at.col]?.[at.row];
  if (!block) return null;
  switch (key) {
    case 'ArrowDown': {
      const row = block.row + block.span;
      return row < rows ? { col: at.col, row } : null;
    }
    case 'ArrowUp':
      return block.row > 0 ? { col: at.col, row: block.row - 1 } : null;
    case 'ArrowRight':
      return at.col + 1 < cols ? { col: at.col + 1, row: at.row } : null;
    case 'ArrowLeft':
      return at.col > 0 ? { col: at.col - 1, row: at.row } : null;
    case 'Home':
      return { col: 0, row: at.row };
    case 'End':
      return { col: cols - 1, row: at.row };
    default:
      return null;
  }
}

/**
 * Whether a booking of `hours` hours can start at `startHour` in a bay: every hour open, not past,
 * not closed and not booked (a booking being moved may overlap itself).
 */
export function canPlace(layout: DayLayout, bayNumber: number, startHour: number, hours: number, movingBookingId?: string): boolean {
  const col = layout.bays.findIndex((b) => b.number === bayNumber);
  if (col === -1 || hours < 1) return false;
  for (let h = startHour; h < startHour + hours; h++) {
    const block = layout.cells[col][h - (layout.hours[0] ?? 0)];
    if (!block || !layout.hours.includes(h)) return false;
    if (block.kind === 'free') continue;
    if (block.kind === 'booking' && block.booking.id === movingBookingId) continue;
    return false;
  }
  return true;
}

/** The longest booking (up to 4 hours) that fits from `startHour` in a bay; 0 when none does. */
export function longestFit(layout: DayLayout, bayNumber: number, startHour: number, movingBookingId?: string): number {
  let n = 0;
  while (n < MAX_BOOKING_HOURS && canPlace(layout, bayNumber, startHour, n + 1, movingBookingId)) n++;
  return n;
}

/** The block a booking is drawn as (its first one if a closure splits the view), or undefined. */
export function findBookingBlock(layout: DayLayout, bookingId: string): CalendarBlock | undefined {
  for (const column of layout.columns) {
    const found = column.find((b) => b.kind === 'booking' && b.booking.id === bookingId);
    if (found) return found;
  }
  return undefined;
}
