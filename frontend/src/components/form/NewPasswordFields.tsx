import type { Control, FieldPath } from 'react-hook-form';
import { FormTextField } from './FormTextField';

interface NewPasswordFieldsProps<T extends { newPassword: string; confirm: string }, O> {
  control: Control<T, unknown, O>;
  confirmLabel: string;
}

/** A new password and the same typed again (the schema's newPassword and confirm fields). */
export function NewPasswordFields<T extends { newPassword: string; confirm: string }, O>({
  control,
  confirmLabel,
}: NewPasswordFieldsProps<T, O>) {
  return (
    <>
      <FormTextField
        control={control}
        name={'newPassword' as FieldPath<T>}
        inputName="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="8 to 128 characters."
        required
        fullWidth
      />
      <FormTextField
        control={control}
        name={'confirm' as FieldPath<T>}
        inputName="confirm-password"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
      />
    </>
  );
}
