import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { DayGrid, SlotState } from '../utils/slots';
import { BayGrid } from './BayGrid';

// 14:00 … 16:00; bay 1 is taken at 15:00.
const grid: DayGrid = {
  hours: [14, 15, 16],
  bays: [
    { number: 1, name: 'Bay 1', capacity: 6, states: ['FREE', 'TAKEN', 'FREE'] },
    { number: 2, name: 'Bay 2', capacity: 6, states: ['FREE', 'FREE', 'FREE'] },
  ],
};

describe('BayGrid', () => {
  it('is one tab stop that the arrows move, and Enter selects a free cell', () => {
    const onSelect = vi.fn();
    renderWithProviders(<BayGrid grid={grid} hours={1} choice={null} onSelect={onSelect} label="Bays and start times" />);
    const table = screen.getByRole('grid', { name: 'Bays and start times' });
    const stops = table.querySelectorAll('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    expect(stops[0]!.getAttribute('aria-label')).toBe('Any bay, 2:00 PM, 2 free bays');

    (stops[0] as HTMLElement).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement!.getAttribute('aria-label')).toBe('Bay 1, 3:00 PM, taken');
    expect(document.activeElement!.getAttribute('tabindex')).toBe('0');

    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Bay 1 at 3:00 PM is taken. The green cells are free.');

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(onSelect).toHaveBeenCalledWith({ bay: 2, start: 15 });
  });

  it('marks the chosen start and the hours after it as selected', () => {
    renderWithProviders(<BayGrid grid={grid} hours={2} choice={{ bay: 2, start: 14 }} onSelect={() => {}} label="Bays and start times" />);
    const selected = screen.getAllByRole('gridcell', { selected: true }).map((c) => c.getAttribute('aria-label'));
    expect(selected).toEqual(['Bay 2, 2:00 PM, selected', 'Bay 2, 3:00 PM, selected']);
    // The selection is the tab stop; a cell too short for 2 hours says so and cannot be chosen.
    expect(screen.getByRole('gridcell', { name: 'Bay 2, 2:00 PM, selected' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('gridcell', { name: 'Bay 1, 2:00 PM, too short, free for 1 hour only' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });
});

describe("BayGrid on the venue's today", () => {
  // 9 AM … 11 PM, as the server answers at 8:30 PM: every hour to 8 PM has started. The device clock plays
  // no part (a server-rendered grid must fold the same rows when it hydrates).
  const hours = Array.from({ length: 15 }, (_, i) => 9 + i);
  const states = hours.map((h): SlotState => (h <= 20 ? 'PAST' : 'FREE'));
  const today: DayGrid = { hours, bays: [{ number: 1, name: 'Bay 1', capacity: 6, states }] };
  const day = { date: '2026-11-28', today: '2026-11-28' };

  it('starts at the current hour, the hours before it a tap away, and keeps the focus off folded rows', () => {
    renderWithProviders(<BayGrid grid={today} hours={1} choice={null} onSelect={() => {}} label="Bays and start times" day={day} />);
    const rowHeaders = () => screen.getAllByRole('rowheader').map((h) => h.textContent);
    expect(rowHeaders()[0]).toBe('8:00 PM');
    expect(rowHeaders()).toHaveLength(4);

    const tabStop = screen.getByRole('grid').querySelector<HTMLElement>('[tabindex="0"]')!;
    tabStop.focus();
    fireEvent.keyDown(tabStop, { key: 'Home', ctrlKey: true });
    expect(document.activeElement!.getAttribute('aria-label')).toBe('Any bay, 8:00 PM, past, already started');

    const toggle = screen.getByRole('button', { name: 'Show 11 earlier hours' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(rowHeaders()[0]).toBe('9:00 AM');
    expect(rowHeaders()).toHaveLength(15);
    expect(screen.getByRole('button', { name: 'Hide earlier hours' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('folds nothing on another day', () => {
    renderWithProviders(
      <BayGrid grid={today} hours={1} choice={null} onSelect={() => {}} label="Bays" day={{ ...day, date: '2026-11-29' }} />,
    );
    expect(screen.getAllByRole('rowheader')).toHaveLength(15);
    expect(screen.queryByRole('button', { name: /earlier hours/ })).toBeNull();
  });
});
