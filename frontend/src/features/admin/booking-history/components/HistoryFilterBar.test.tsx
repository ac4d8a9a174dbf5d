import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { renderWithProviders } from '../../../../test/render';
import { HistoryFilterBar } from './HistoryFilterBar';

const filters = { location: '', status: '' as const, from: '', to: '', customer: '' };

function renderBar(change: Partial<typeof filters>) {
  renderWithProviders(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <HistoryFilterBar filters={{ ...filters, ...change }} locations={[]} onChange={vi.fn()} />
    </LocalizationProvider>,
  );
}

describe('HistoryFilterBar', () => {
  it('explains a From later than To instead of showing an empty grid without a word', () => {
    renderBar({ from: '2026-11-30', to: '2026-11-01' });
    expect(screen.getByText('From is after To, so no booking can match. Pick a From date on or before the To date.')).toBeTruthy();
  });

  it('is quiet about a range that can match', () => {
    renderBar({ from: '2026-11-01', to: '2026-11-30' });
    expect(screen.queryByText(/From is after To/)).toBeNull();
  });
});
