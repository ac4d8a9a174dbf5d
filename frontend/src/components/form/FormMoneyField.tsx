import { useState, type ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type ControllerFieldState,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/**
 * Dollars typed → cents, the form's value: '12.50', '$12.50' and '1,250' are understood. Text that is
 * not an amount stays text, so the form's schema says what is wrong with it in its own words.
 */
export function dollarsToCents(text: string): number | string {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (t === '') return '';
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : t;
}

type MoneyFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'helperText' | 'type' | 'slotProps'
> & {
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
};

/** The text as typed lives here: the form holds cents, which cannot say "12.5" while it is being typed. */
function MoneyInput({
  field,
  fieldState,
  hint,
  ...props
}: MoneyFieldProps & { field: ControllerRenderProps<FieldValues, string>; fieldState: ControllerFieldState }) {
  const [text, setText] = useState(() => (typeof field.value === 'number' ? (field.value / 100).toFixed(2) : ''));
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(dollarsToCents(e.target.value));
      }}
      onBlur={field.onBlur}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? hint}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}

/** An amount of money bound to a form field that holds cents: typed in dollars, after a '$'. */
export function FormMoneyField<T extends FieldValues, O = T>({
  control,
  name,
  ...props
}: MoneyFieldProps & { control: Control<T, unknown, O>; name: FieldPath<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput {...props} field={field as unknown as ControllerRenderProps<FieldValues, string>} fieldState={fieldState} />
      )}
    />
  );
}
