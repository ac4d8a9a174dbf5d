import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { renderWithProviders } from '../../../../test/render';
import { layoutDay, type CalendarBooking, type SlotStateName } from '../utils/layout';
import { MoveBookingDialog } from './MoveBookingDialog';
import { calendarBooking } from '../utils/testBooking';

const bays = [
  { number: 1, name: 'Bay 1', capacity: 6 },
  { number: 2, name: 'Bay 2', capacity: 6 },
  { number: 3, name: 'Bay 3', capacity: 2 },
];
const hours = [9, 10, 11, 12];
const booking = calendarBooking();
const theirs: CalendarBooking = { ...booking, id: 'theirs', customerName: 'Someone Else', bayNumber: 2, startHour: 11, hours: 1 };
const free = new Map<number, SlotStateName>(hours.map((h) => [h, 'FREE']));
const layout = layoutDay({
  hours,
  bays,
  bookings: [booking, theirs],
  closures: [],
  slotStates: new Map(bays.map((b) => [b.number, free])),
});

function open() {
  renderWithProviders(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MoveBookingDialog
        booking={booking}
        date="2026-11-23"
        layout={layout}
        bays={bays}
        openingHours={[]}
        onClose={vi.fn()}
        onChanged={vi.fn()}
      />
    </LocalizationProvider>,
    { mocks: [] },
  );
  return screen.getByRole('dialog', { name: 'Move booking' });
}

function pick(dialog: HTMLElement, label: RegExp, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('MoveBookingDialog', () => {
  it('says why it will not move a booking to where it already is', () => {
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(within(dialog).getByText('That is where the booking is now. Pick another bay, time or date.')).toBeTruthy();
  });

  it('clears a start time the new bay cannot take, says why, and asks for one on Move', () => {
    const dialog = open();
    pick(dialog, /^Bay/, 'Bay 2');
    expect(within(dialog).getByText("Bay 2 isn't free 10:00 AM - 12:00 PM. Pick another start time.")).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: /^Start time/ }).textContent).not.toContain('10:00 AM');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(within(dialog).getByText('Pick a start time.')).toBeTruthy();

    pick(dialog, /^Start time/, '9:00 AM - 11:00 AM');
    expect(within(dialog).queryByText('Pick a start time.')).toBeNull();
    expect(within(dialog).queryByText(/isn't free/)).toBeNull();
  });

  it('keeps a start time the new bay can take', () => {
    const dialog = open();
    pick(dialog, /^Bay/, 'Bay 2');
    pick(dialog, /^Start time/, '9:00 AM - 11:00 AM');
    pick(dialog, /^Bay/, 'Bay 1');
    expect(within(dialog).getByRole('combobox', { name: /^Start time/ }).textContent).toContain('9:00 AM - 11:00 AM');
    expect(within(dialog).queryByText(/isn't free/)).toBeNull();
  });

  it('will not move a party into a bay too small for it, and says so', () => {
    const dialog = open();
    pick(dialog, /^Bay/, 'Bay 3');
    expect(within(dialog).getByText('Bay 3 takes up to 2 players; this booking has 4.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Move booking' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
