// Which cells of the bay × hour grid can start a booking of the chosen length, how each cell reads
// (to the eye and to a screen reader), and what happened to a selection after the schedule changed.
import { formatHours } from '../../../lib/format';
import { hourLabel } from '../../../lib/venueTime';

export type SlotState = 'FREE' | 'TAKEN' | 'CLOSED' | 'PAST' | 'BEYOND_WINDOW';

interface BayColumn {
  number: number;
  name: string;
  capacity: number;
  /** One state per entry of `DayGrid.hours`. */
  states: SlotState[];
}

export interface DayGrid {
  /** The local start hours the location is open, in order (consecutive). */
  hours: number[];
  bays: BayColumn[];
}

/** A specific bay by number, or "any bay" (the server takes the lowest-numbered free one). */
export type BayChoice = number | 'any';

export interface SlotChoice {
  bay: BayChoice;
  /** Local start hour. */
  start: number;
}

export const MIN_HOURS = 1;
export const MAX_HOURS = 4;

interface AvailabilityLike {
  hours: number[];
  bays: { bay: { number: number; name: string; capacity: number }; slots: { hour: number; state: SlotState }[] }[];
}

/** The API's availability as a grid: one column per bay, states lined up with the open hours. */
export function toGrid(availability: AvailabilityLike): DayGrid {
  return {
    hours: availability.hours,
    bays: availability.bays.map(({ bay, slots }) => {
      const byHour = new Map(slots.map((s) => [s.hour, s.state]));
      return {
        number: bay.number,
        name: bay.name,
        capacity: bay.capacity,
        states: availability.hours.map((h) => byHour.get(h) ?? 'CLOSED'),
      };
    }),
  };
}

/** Free hours in a row from `index` in one bay (stops at a gap in the opening hours). */
export function freeRun(grid: DayGrid, bay: BayColumn, index: number): number {
  let run = 0;
  while (index + run < grid.hours.length && bay.states[index + run] === 'FREE') {
    if (run > 0 && grid.hours[index + run] !== grid.hours[index] + run) break;
    run++;
  }
  return run;
}

/** The bays (by number, lowest first) where a booking of `hours` can start at row `index`. */
export function baysThatFit(grid: DayGrid, index: number, hours: number): number[] {
  return grid.bays
    .filter((b) => freeRun(grid, b, index) >= hours)
    .map((b) => b.number)
    .sort((a, b) => a - b);
}

export type CellKind = 'free' | 'short' | 'taken' | 'closed' | 'past' | 'locked';

interface CellView {
  kind: CellKind;
  /** Can start a booking of the chosen length. */
  selectable: boolean;
  /** What the cell shows ("Free", "3 free", "Taken", "1 h only"). */
  text: string;
  /**
   * The state in words, for the cell's accessible name ("free", "taken", "too short, free for 1 hour
   * only"). It always contains `text`, so what is seen is what is heard (WCAG 2.5.3).
   */
  spoken: string;
  /** For a bay that is free but not long enough: how many hours it is free. */
  freeHours?: number;
}

const BLOCKED: Record<Exclude<SlotState, 'FREE'>, Pick<CellView, 'kind' | 'text' | 'spoken'>> = {
  TAKEN: { kind: 'taken', text: 'Taken', spoken: 'taken' },
  CLOSED: { kind: 'closed', text: 'Closed', spoken: 'closed' },
  PAST: { kind: 'past', text: 'Past', spoken: 'past, already started' },
  BEYOND_WINDOW: { kind: 'locked', text: 'Locked', spoken: 'locked, not open for booking yet' },
};

/** One bay's cell at row `index`, for a booking of `hours`. */
export function bayCell(grid: DayGrid, bay: BayColumn, index: number, hours: number): CellView {
  const state = bay.states[index] ?? 'CLOSED';
  if (state !== 'FREE') return { ...BLOCKED[state], selectable: false };
  const run = freeRun(grid, bay, index);
  if (run >= hours) return { kind: 'free', selectable: true, text: 'Free', spoken: 'free' };
  return { kind: 'short', selectable: false, text: 'Too short', spoken: `too short, free for ${formatHours(run)} only`, freeHours: run };
}

/** The "any bay" cell at row `index`: how many bays could take the booking, or why none can. */
export function anyBayCell(grid: DayGrid, index: number, hours: number): CellView {
  const fitting = baysThatFit(grid, index, hours).length;
  if (fitting > 0) {
    return { kind: 'free', selectable: true, text: `${fitting} free`, spoken: `${fitting} free ${fitting === 1 ? 'bay' : 'bays'}` };
  }
  const states = grid.bays.map((b) => b.states[index] ?? 'CLOSED');
  const all = (s: SlotState) => states.length > 0 && states.every((x) => x === s);
  if (all('PAST')) return { ...BLOCKED.PAST, selectable: false };
  if (all('BEYOND_WINDOW')) return { ...BLOCKED.BEYOND_WINDOW, selectable: false };
  if (all('CLOSED') || states.length === 0) return { ...BLOCKED.CLOSED, selectable: false };
  if (states.includes('FREE'))
    return { kind: 'short', selectable: false, text: 'Too short', spoken: `too short, no bay free for ${formatHours(hours)}` };
  return { kind: 'taken', selectable: false, text: 'Full', spoken: 'full, every bay taken' };
}

/** The cell of a column ('any' or a bay number) at row `index`. */
export function cellView(grid: DayGrid, bay: BayChoice, index: number, hours: number): CellView {
  if (bay === 'any') return anyBayCell(grid, index, hours);
  const column = grid.bays.find((b) => b.number === bay);
  return column ? bayCell(grid, column, index, hours) : { ...BLOCKED.CLOSED, selectable: false };
}

/** A column's name: "Any bay" or the bay's own name. */
export function columnName(grid: DayGrid, bay: BayChoice): string {
  if (bay === 'any') return 'Any bay';
  return grid.bays.find((b) => b.number === bay)?.name ?? `Bay ${bay}`;
}

/** The accessible name of a cell: "Bay 2, 3:00 PM, free" (", selected" when part of the selection). */
export function cellLabel(grid: DayGrid, bay: BayChoice, index: number, view: CellView, selected: boolean): string {
  return `${columnName(grid, bay)}, ${hourLabel(grid.hours[index] ?? 0)}, ${selected ? 'selected' : view.spoken}`;
}

/** Why a cell cannot be chosen, said when someone tries ("Bay 2 is free for only 1 hour from 9:00 PM. …"). */
export function blockedHint(view: CellView, name: string, time: string, hours: number): string {
  switch (view.kind) {
    case 'short':
      return view.freeHours === undefined
        ? `No bay is free for ${formatHours(hours)} from ${time}. Try fewer hours or another start.`
        : `${name} is free for only ${formatHours(view.freeHours)} from ${time}. Try fewer hours or another start.`;
    case 'taken':
      return `${name} at ${time} is taken. The green cells are free.`;
    case 'closed':
      return `${name} is closed at ${time}.`;
    case 'past':
      return `${time} has already started. Pick a later time.`;
    case 'locked':
      return "This day isn't open for booking yet.";
    case 'free':
      return '';
  }
}

/** Whether row `index` of column `bay` is inside the selected booking (its start and the hours after). */
export function inSelection(grid: DayGrid, choice: SlotChoice | null, bay: BayChoice, index: number, hours: number): boolean {
  if (!choice || choice.bay !== bay) return false;
  const hour = grid.hours[index];
  return hour !== undefined && hour >= choice.start && hour < choice.start + hours;
}

type SelectionProblem = 'taken' | 'past' | 'closed' | 'locked' | 'short' | 'gone';

/**
 * Why a chosen slot can no longer be booked for `hours` (null when it still can): after a live
 * update, a change of length, or a slot restored from the address bar.
 */
export function selectionProblem(grid: DayGrid, choice: SlotChoice, hours: number): SelectionProblem | null {
  const index = grid.hours.indexOf(choice.start);
  if (index === -1) return 'gone';
  const columns = choice.bay === 'any' ? grid.bays : grid.bays.filter((b) => b.number === choice.bay);
  if (columns.length === 0) return 'gone';
  if (choice.bay === 'any' ? baysThatFit(grid, index, hours).length > 0 : freeRun(grid, columns[0]!, index) >= hours) return null;
  const inRange = columns.flatMap((b) => b.states.slice(index, index + hours));
  if (inRange.includes('TAKEN')) return 'taken';
  if (inRange.includes('PAST')) return 'past';
  if (inRange.includes('BEYOND_WINDOW')) return 'locked';
  if (inRange.includes('CLOSED')) return 'closed';
  return 'short';
}

/** What to tell the person when their selection stopped working (BRAND.md voice). */
export function problemMessage(problem: SelectionProblem, hours: number): string {
  switch (problem) {
    case 'taken':
      return 'That slot was just taken. Here are the nearest free ones.';
    case 'past':
      return 'That time has already started. Pick a later one.';
    case 'locked':
      return "That day isn't open for booking yet.";
    case 'closed':
      return "We're closed for part of that time. Pick another time or bay.";
    case 'short':
      return `That bay isn't free for ${formatHours(hours)} from there. Pick another start or fewer hours.`;
    case 'gone':
      return "That time isn't on the schedule. Pick one of the times shown.";
  }
}

/** Said when a longer booking no longer fits the chosen start ("Bay 2 isn't free for 3 hours from 3:00 PM."). */
export function lengthMessage(grid: DayGrid, choice: SlotChoice, hours: number): string {
  const time = hourLabel(choice.start);
  return choice.bay === 'any'
    ? `No bay is free for ${formatHours(hours)} from ${time}. Pick another start or fewer hours.`
    : `${columnName(grid, choice.bay)} isn't free for ${formatHours(hours)} from ${time}. Pick another start or fewer hours.`;
}

/** A suggestion's button text: "Bay 2 · 4:00 PM", "Any bay · 4:00 PM". */
export function choiceLabel(grid: DayGrid, choice: SlotChoice): string {
  return `${columnName(grid, choice.bay)} · ${hourLabel(choice.start)}`;
}

/**
 * Up to `limit` free starts nearest to a lost choice: closest in time first, the same bay before
 * others, then lower bay numbers. For an "any bay" choice, other "any bay" starts.
 */
export function nearestFree(grid: DayGrid, choice: SlotChoice, hours: number, limit = 3): SlotChoice[] {
  const options: (SlotChoice & { distance: number; sameBay: boolean })[] = [];
  grid.hours.forEach((hour, index) => {
    const distance = Math.abs(hour - choice.start);
    if (choice.bay === 'any') {
      if (baysThatFit(grid, index, hours).length > 0) options.push({ bay: 'any', start: hour, distance, sameBay: true });
      return;
    }
    for (const bay of grid.bays) {
      if (freeRun(grid, bay, index) >= hours) options.push({ bay: bay.number, start: hour, distance, sameBay: bay.number === choice.bay });
    }
  });
  options.sort(
    (a, b) =>
      a.distance - b.distance ||
      Number(b.sameBay) - Number(a.sameBay) ||
      a.start - b.start ||
      (a.bay === 'any' ? 0 : a.bay) - (b.bay === 'any' ? 0 : b.bay),
  );
  return options.slice(0, limit).map(({ bay, start }) => ({ bay, start }));
}

/** The most players the choice allows: the bay's capacity, or the largest bay's for "any bay" (at least 1). */
export function partyLimit(bays: readonly { number: number; capacity: number }[], bay: BayChoice | null): number {
  const columns = bay === null || bay === 'any' ? bays : bays.filter((b) => b.number === bay);
  return Math.max(1, ...columns.map((b) => b.capacity));
}

/** Whether the day still has anything the viewer could book, at any length. */
export function hasFreeSlot(grid: DayGrid): boolean {
  return grid.bays.some((b) => b.states.includes('FREE'));
}

/** How many start times of the day a column ('any' or a bay) can take a booking of `hours` from (the bay switcher's count). */
export function freeStarts(grid: DayGrid, bay: BayChoice, hours: number): number {
  return grid.hours.filter((_, index) => cellView(grid, bay, index, hours).selectable).length;
}
