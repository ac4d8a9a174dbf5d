import { describe, expect, it } from 'vitest';
import {
  anyBayCell,
  bayCell,
  baysThatFit,
  blockedHint,
  cellLabel,
  choiceLabel,
  lengthMessage,
  freeRun,
  freeStarts,
  hasFreeSlot,
  inSelection,
  nearestFree,
  partyLimit,
  problemMessage,
  selectionProblem,
  toGrid,
  type DayGrid,
  type SlotState,
} from './slots';

const F: SlotState = 'FREE';
const T: SlotState = 'TAKEN';
const C: SlotState = 'CLOSED';
const P: SlotState = 'PAST';
const B: SlotState = 'BEYOND_WINDOW';

function grid(hours: number[], ...columns: SlotState[][]): DayGrid {
  return { hours, bays: columns.map((states, i) => ({ number: i + 1, name: `Bay ${i + 1}`, capacity: 6, states })) };
}

// 14:00 … 18:00
const day = grid([14, 15, 16, 17, 18], [F, F, T, F, F], [F, F, F, F, T], [P, C, C, F, F]);

describe('toGrid', () => {
  it('lines states up with the open hours (a missing slot reads as closed)', () => {
    const g = toGrid({
      hours: [9, 10],
      bays: [{ bay: { number: 2, name: 'Bay 2', capacity: 4 }, slots: [{ hour: 10, state: 'TAKEN' }] }],
    });
    expect(g).toEqual({ hours: [9, 10], bays: [{ number: 2, name: 'Bay 2', capacity: 4, states: ['CLOSED', 'TAKEN'] }] });
  });
});

describe('which cells can start a booking', () => {
  it('counts free hours in a row', () => {
    expect(freeRun(day, day.bays[0]!, 0)).toBe(2);
    expect(freeRun(day, day.bays[1]!, 0)).toBe(4);
    expect(freeRun(day, day.bays[0]!, 2)).toBe(0);
    expect(freeRun(day, day.bays[0]!, 3)).toBe(2);
  });

  it('stops at a gap in the opening hours', () => {
    const gap = grid([10, 11, 14], [F, F, F]);
    expect(freeRun(gap, gap.bays[0]!, 0)).toBe(2);
  });

  it('finds the bays that fit a length, lowest first', () => {
    expect(baysThatFit(day, 0, 1)).toEqual([1, 2]);
    expect(baysThatFit(day, 0, 3)).toEqual([2]);
    expect(baysThatFit(day, 0, 4)).toEqual([2]);
    expect(baysThatFit(day, 3, 2)).toEqual([1, 3]);
    expect(baysThatFit(day, 4, 2)).toEqual([]); // would run past closing
  });

  it('a free cell with too few hours after it cannot be selected, and says why', () => {
    expect(bayCell(day, day.bays[0]!, 0, 2)).toEqual({ kind: 'free', selectable: true, text: 'Free', spoken: 'free' });
    expect(bayCell(day, day.bays[0]!, 1, 2)).toEqual({
      kind: 'short',
      selectable: false,
      text: 'Too short',
      spoken: 'too short, free for 1 hour only',
      freeHours: 1,
    });
    expect(bayCell(day, day.bays[0]!, 2, 1)).toMatchObject({ kind: 'taken', selectable: false, text: 'Taken' });
    expect(bayCell(day, day.bays[2]!, 0, 1)).toMatchObject({ kind: 'past', text: 'Past', spoken: 'past, already started' });
    expect(bayCell(day, day.bays[2]!, 1, 1)).toMatchObject({ kind: 'closed', text: 'Closed' });
  });

  it('the any-bay cell counts fitting bays or explains why none fits', () => {
    expect(anyBayCell(day, 0, 1)).toMatchObject({ kind: 'free', selectable: true, text: '2 free', spoken: '2 free bays' });
    expect(anyBayCell(day, 0, 4)).toMatchObject({ kind: 'free', text: '1 free', spoken: '1 free bay' });
    expect(anyBayCell(day, 4, 2)).toMatchObject({
      kind: 'short',
      selectable: false,
      text: 'Too short',
      spoken: 'too short, no bay free for 2 hours',
    });
    expect(anyBayCell(grid([9], [T], [T]), 0, 1)).toMatchObject({ kind: 'taken', text: 'Full', spoken: 'full, every bay taken' });
    expect(anyBayCell(grid([9], [P], [P]), 0, 1)).toMatchObject({ kind: 'past' });
    expect(anyBayCell(grid([9], [B], [B]), 0, 1)).toMatchObject({ kind: 'locked', text: 'Locked' });
    expect(anyBayCell(grid([9], [C], [C]), 0, 1)).toMatchObject({ kind: 'closed' });
  });

  it('every spoken state contains the shown text (what is seen is what is heard)', () => {
    const views = [0, 1, 2, 3, 4].flatMap((i) =>
      [1, 2, 4].flatMap((h) => [anyBayCell(day, i, h), ...day.bays.map((b) => bayCell(day, b, i, h))]),
    );
    for (const v of views) expect(v.spoken.toLowerCase()).toContain(v.text.toLowerCase());
  });

  it('labels cells for screen readers', () => {
    expect(cellLabel(day, 2, 1, bayCell(day, day.bays[1]!, 1, 1), false)).toBe('Bay 2, 3:00 PM, free');
    expect(cellLabel(day, 'any', 0, anyBayCell(day, 0, 1), false)).toBe('Any bay, 2:00 PM, 2 free bays');
    expect(cellLabel(day, 1, 2, bayCell(day, day.bays[0]!, 2, 1), false)).toBe('Bay 1, 4:00 PM, taken');
    expect(cellLabel(day, 2, 1, bayCell(day, day.bays[1]!, 1, 1), true)).toBe('Bay 2, 3:00 PM, selected');
  });

  it('explains a cell that cannot be chosen', () => {
    expect(blockedHint(bayCell(day, day.bays[0]!, 1, 2), 'Bay 1', '3:00 PM', 2)).toBe(
      'Bay 1 is free for only 1 hour from 3:00 PM. Try fewer hours or another start.',
    );
    expect(blockedHint(anyBayCell(day, 4, 2), 'Any bay', '6:00 PM', 2)).toBe(
      'No bay is free for 2 hours from 6:00 PM. Try fewer hours or another start.',
    );
    expect(blockedHint(bayCell(day, day.bays[0]!, 2, 1), 'Bay 1', '4:00 PM', 1)).toBe(
      'Bay 1 at 4:00 PM is taken. The green cells are free.',
    );
    expect(blockedHint(bayCell(day, day.bays[0]!, 0, 1), 'Bay 1', '2:00 PM', 1)).toBe('');
  });

  it('marks the start and the following hours of a selection', () => {
    const choice = { bay: 2 as const, start: 15 };
    expect([0, 1, 2, 3, 4].map((i) => inSelection(day, choice, 2, i, 2))).toEqual([false, true, true, false, false]);
    expect(inSelection(day, choice, 1, 1, 2)).toBe(false);
    expect(inSelection(day, null, 2, 1, 2)).toBe(false);
  });

  it('knows whether a day has anything left', () => {
    expect(hasFreeSlot(day)).toBe(true);
    expect(hasFreeSlot(grid([9, 10], [P, T], [C, T]))).toBe(false);
  });
});

describe('a selection after the schedule changed', () => {
  it('is fine while it still fits', () => {
    expect(selectionProblem(day, { bay: 2, start: 14 }, 4)).toBeNull();
    expect(selectionProblem(day, { bay: 'any', start: 17 }, 2)).toBeNull();
  });

  it('says why it no longer works', () => {
    expect(selectionProblem(day, { bay: 1, start: 15 }, 2)).toBe('taken');
    expect(selectionProblem(day, { bay: 3, start: 14 }, 1)).toBe('past');
    expect(selectionProblem(day, { bay: 3, start: 15 }, 1)).toBe('closed');
    expect(selectionProblem(day, { bay: 1, start: 18 }, 2)).toBe('short');
    expect(selectionProblem(day, { bay: 1, start: 9 }, 1)).toBe('gone');
    expect(selectionProblem(day, { bay: 9, start: 14 }, 1)).toBe('gone');
    expect(selectionProblem(grid([9], [B]), { bay: 1, start: 9 }, 1)).toBe('locked');
    expect(selectionProblem(grid([9, 10], [F, T], [T, T]), { bay: 'any', start: 9 }, 2)).toBe('taken');
  });

  it('speaks in the venue voice', () => {
    expect(problemMessage('taken', 1)).toBe('That slot was just taken. Here are the nearest free ones.');
    expect(problemMessage('short', 3)).toMatch(/free for 3 hours/);
  });

  it('offers the nearest free starts: closest time, same bay first', () => {
    expect(nearestFree(day, { bay: 1, start: 16 }, 1)).toEqual([
      { bay: 2, start: 16 }, // the same time, another bay
      { bay: 1, start: 15 },
      { bay: 1, start: 17 },
    ]);
    expect(nearestFree(day, { bay: 1, start: 16 }, 1, 5).slice(3)).toEqual([
      { bay: 2, start: 15 },
      { bay: 2, start: 17 },
    ]);
    expect(nearestFree(day, { bay: 'any', start: 16 }, 2, 2)).toEqual([
      { bay: 'any', start: 16 },
      { bay: 'any', start: 15 },
    ]);
    expect(nearestFree(grid([9], [T]), { bay: 1, start: 9 }, 1)).toEqual([]);
  });
});

describe('messages about a choice', () => {
  it('says when a longer booking no longer fits', () => {
    expect(lengthMessage(day, { bay: 1, start: 14 }, 3)).toBe(
      "Bay 1 isn't free for 3 hours from 2:00 PM. Pick another start or fewer hours.",
    );
    expect(lengthMessage(day, { bay: 'any', start: 18 }, 2)).toBe(
      'No bay is free for 2 hours from 6:00 PM. Pick another start or fewer hours.',
    );
  });

  it('names a suggested start', () => {
    expect(choiceLabel(day, { bay: 2, start: 16 })).toBe('Bay 2 · 4:00 PM');
    expect(choiceLabel(day, { bay: 'any', start: 9 })).toBe('Any bay · 9:00 AM');
  });
});

describe('party size', () => {
  const bays = [
    { number: 1, capacity: 6 },
    { number: 2, capacity: 4 },
  ];
  it('is up to the chosen bay, or the largest bay for any bay', () => {
    expect(partyLimit(bays, 2)).toBe(4);
    expect(partyLimit(bays, 'any')).toBe(6);
    expect(partyLimit(bays, null)).toBe(6);
    expect(partyLimit([], null)).toBe(1);
  });
});

describe('the bay switcher counts', () => {
  it('counts the starts each column can take a booking of the chosen length from', () => {
    const day: DayGrid = {
      hours: [18, 19, 20],
      bays: [
        { number: 1, name: 'Bay 1', capacity: 6, states: ['FREE', 'FREE', 'TAKEN'] },
        { number: 2, name: 'Bay 2', capacity: 6, states: ['PAST', 'TAKEN', 'FREE'] },
      ],
    };
    expect(freeStarts(day, 1, 1)).toBe(2);
    expect(freeStarts(day, 1, 2)).toBe(1);
    expect(freeStarts(day, 2, 2)).toBe(0);
    expect(freeStarts(day, 'any', 1)).toBe(3);
    expect(freeStarts(day, 'any', 2)).toBe(1);
  });
});
