import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from '../../lib/forms';
import { renderWithProviders } from '../../test/render';
import { FormCheckboxGroup } from './FormCheckboxGroup';

const schema = z.object({ kinds: z.array(z.string()).min(1, 'Pick at least one.') });
const KINDS = [
  { value: 'bookings', label: 'Bay bookings' },
  { value: 'lessons', label: 'Lessons' },
];

function Kinds({ onSave, ordered = false }: { onSave: (kinds: string[]) => void; ordered?: boolean }) {
  const { control, handleSubmit } = useSchemaForm(schema, { kinds: ['bookings'] });
  const options = ordered
    ? (chosen: readonly string[]) =>
        KINDS.map((k) => ({ ...k, label: chosen.includes(k.value) ? `${k.label} (${chosen.indexOf(k.value) + 1})` : k.label }))
    : KINDS;
  return (
    <form onSubmit={(e) => void handleSubmit((v) => onSave(v.kinds))(e)}>
      <FormCheckboxGroup control={control} name="kinds" label="Applies to" options={options} hint="Where the code works." />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormCheckboxGroup', () => {
  it('is a named group of checkboxes holding the ticked values in the order ticked', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Kinds onSave={onSave} />);
    const group = screen.getByRole('group', { name: 'Applies to' });
    expect((within(group).getByRole('checkbox', { name: 'Bay bookings' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Lessons' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Bay bookings' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Bay bookings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith(['lessons', 'bookings']));
  });

  it('says what is wrong under the group in place of the hint', async () => {
    renderWithProviders(<Kinds onSave={vi.fn()} />);
    expect(screen.getByText('Where the code works.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bay bookings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pick at least one.')).toBeTruthy();
    expect(screen.queryByText('Where the code works.')).toBeNull();
  });

  it('labels can follow what is ticked (an order of tie-breakers)', () => {
    renderWithProviders(<Kinds onSave={vi.fn()} ordered />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lessons' }));
    expect(screen.getByRole('checkbox', { name: 'Lessons (2)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Bay bookings (1)' })).toBeTruthy();
  });
});
