import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DiscountCodeField } from './DiscountCodeField';

describe('DiscountCodeField', () => {
  it('applies a trimmed code and closes; a refused code keeps the field open with the reason', async () => {
    const onApply = vi
      .fn<(code: string) => Promise<string | null>>()
      .mockResolvedValueOnce('That discount code is not valid.')
      .mockResolvedValueOnce(null);
    renderWithProviders(<DiscountCodeField applied={null} effect={null} onApply={onApply} onRemove={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Remove code' })).toBeNull(); // nothing to take off yet

    fireEvent.click(screen.getByRole('button', { name: 'Have a discount code?' }));
    const field = screen.getByLabelText('Discount code');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter a code.')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '  nope  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('That discount code is not valid.')).toBeTruthy();
    expect(onApply).toHaveBeenLastCalledWith('nope');

    fireEvent.change(field, { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByLabelText('Discount code')).toBeNull());
    expect(onApply).toHaveBeenLastCalledWith('welcome10');
  });

  it('says what the applied code does and takes it off again, or says why it could not', async () => {
    const onRemove = vi
      .fn<() => Promise<string | null>>()
      .mockResolvedValueOnce('This hold has ended. Please choose your time again.')
      .mockResolvedValueOnce(null);
    renderWithProviders(
      <DiscountCodeField applied="WELCOME10" effect="WELCOME10 applied: you save $12.00" onApply={vi.fn()} onRemove={onRemove} />,
    );
    expect(screen.getByRole('status').textContent).toBe('WELCOME10 applied: you save $12.00');
    expect(screen.getByRole('button', { name: 'Use a different code' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This hold has ended. Please choose your time again.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(onRemove).toHaveBeenCalledTimes(2);
  });

  it('offers nothing while checkout is busy or the hold has ended', () => {
    renderWithProviders(<DiscountCodeField applied="WELCOME10" effect={null} onApply={vi.fn()} onRemove={vi.fn()} disabled />);
    expect((screen.getByRole('button', { name: 'Use a different code' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove code' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
