import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { renderWithProviders } from '../../../../test/render';
import { ClosureDialog } from './ClosureDialog';

const bays = [{ number: 1, name: 'Bay 1', capacity: 6 }];
// 2026-11-23 is a Monday (ISO weekday 1); the venue is closed on Sundays here.
const openingHours = [{ weekday: 1, opensAt: '09:00', closesAt: '13:00' }];

function open(date: string) {
  renderWithProviders(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ClosureDialog
        location={{ slug: 'tulsa', name: 'Tulsa' }}
        date={date}
        bays={bays}
        openingHours={openingHours}
        onClose={vi.fn()}
        onChanged={vi.fn()}
      />
    </LocalizationProvider>,
    { mocks: [] },
  );
  return screen.getByRole('dialog', { name: 'Add closure' });
}

describe('ClosureDialog', () => {
  it('asks for a reason on Add closure instead of doing nothing', () => {
    const dialog = open('2026-11-23');
    expect(within(dialog).queryByText(/^Say why/)).toBeNull(); // not while filling in
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add closure' }));
    expect(within(dialog).getByText('Say why, e.g. Maintenance or Private event. Staff see it on the calendar.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Reason' }));
  });

  it('says at once when the venue is closed all that day', () => {
    const dialog = open('2026-11-22');
    expect(within(dialog).getByText('We are closed all that day, so there is nothing to close. Pick another date.')).toBeTruthy();
  });
});
