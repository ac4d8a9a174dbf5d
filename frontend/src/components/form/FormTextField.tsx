import type { ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordField } from '../PasswordField';

export type FormTextFieldProps<T extends FieldValues, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'helperText' | 'type'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** The input's own name attribute, when password managers want another than the form's field name. */
  inputName?: string;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  /** What the input shows for the form's value (e.g. nothing while a select's options load). */
  show?: (value: unknown) => unknown;
  /**
   * 'email' brings the e-mail keyboard and no auto-capitalising; 'password' the show/hide toggle;
   * 'date' and 'time' the browser's pickers (as the venue's local date and clock time: no zone).
   */
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'time';
};

const emailInput = { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } as const;

/** A MUI text field bound to one field of a react-hook-form form: its value, its error under it, its focus. */
export function FormTextField<T extends FieldValues, O = T>({
  control,
  name,
  inputName,
  hint,
  show = (value) => value ?? '',
  type = 'text',
  slotProps,
  ...props
}: FormTextFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const bound = {
          ...props,
          name: inputName ?? field.name,
          value: show(field.value),
          onChange: field.onChange,
          onBlur: field.onBlur,
          inputRef: field.ref,
          disabled: props.disabled ?? field.disabled,
          error: !!fieldState.error,
          helperText: fieldState.error?.message ?? hint,
        };
        if (type === 'password') return <PasswordField {...bound} slotProps={slotProps} />;
        const htmlInput = type === 'email' ? { ...emailInput, ...(slotProps?.htmlInput as object) } : slotProps?.htmlInput;
        // A date or time input always shows its placeholder ('mm/dd/yyyy'): the label must not sit on it.
        const inputLabel =
          type === 'date' || type === 'time' ? { shrink: true, ...(slotProps?.inputLabel as object) } : slotProps?.inputLabel;
        return <TextField {...bound} type={type} slotProps={{ ...slotProps, htmlInput, inputLabel }} />;
      }}
    />
  );
}
