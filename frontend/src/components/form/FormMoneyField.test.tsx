import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from '../../lib/forms';
import { renderWithProviders } from '../../test/render';
import { dollarsToCents, FormMoneyField } from './FormMoneyField';

const schema = z.object({ feeCents: z.number({ error: 'Enter an amount in dollars, like 12.50.' }).int().min(0) });

function Fee({ onSave, initial }: { onSave: (cents: number) => void; initial?: number }) {
  const { control, handleSubmit } = useSchemaForm(schema, { feeCents: initial ?? ('' as unknown as number) });
  return (
    <form onSubmit={(e) => void handleSubmit((v) => onSave(v.feeCents))(e)}>
      <FormMoneyField control={control} name="feeCents" label="Entry fee" hint="In dollars." />
      <button type="submit">Save</button>
    </form>
  );
}

describe('dollarsToCents', () => {
  it('reads dollars as cents, with or without a $ and thousands commas', () => {
    expect(dollarsToCents('12.50')).toBe(1250);
    expect(dollarsToCents('$75.5')).toBe(7550);
    expect(dollarsToCents(' 1,000 ')).toBe(100000);
    expect(dollarsToCents('0')).toBe(0);
    expect(dollarsToCents('')).toBe('');
  });

  it('leaves what is not an amount as text, for the schema to refuse', () => {
    expect(dollarsToCents('abc')).toBe('abc');
    expect(dollarsToCents('12.345')).toBe('12.345');
    expect(dollarsToCents('-5')).toBe('-5');
  });
});

describe('FormMoneyField', () => {
  it('shows the cents it starts with as dollars, after a $', () => {
    renderWithProviders(<Fee onSave={vi.fn()} initial={8500} />);
    const input = screen.getByRole('textbox', { name: 'Entry fee' });
    expect((input as HTMLInputElement).value).toBe('85.00');
    expect(screen.getByText('$')).toBeTruthy();
    expect(screen.getByText('In dollars.')).toBeTruthy();
  });

  it('hands the form 1250 cents for "12.50"', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Fee onSave={onSave} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Entry fee' }), { target: { value: '12.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith(1250));
  });

  it('refuses text that is not an amount, keeping what was typed, with the schema’s words', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Fee onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Entry fee' });
    fireEvent.change(input, { target: { value: '12,5O' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount in dollars, like 12.50.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('12,5O');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });
});
