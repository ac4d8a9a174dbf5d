import MenuItem from '@mui/material/MenuItem';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

type FormSelectFieldProps<T extends FieldValues, O> = Omit<FormTextFieldProps<T, O>, 'select' | 'type' | 'children'> & {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first option, for the empty value (e.g. "No preference"). */
  emptyLabel: string;
};

/** A select bound to a form field, with an option for "none" that shows even while the options load. */
export function FormSelectField<T extends FieldValues, O = T>({ options, emptyLabel, slotProps, ...props }: FormSelectFieldProps<T, O>) {
  return (
    <FormTextField {...props} select slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, ...slotProps }}>
      <MenuItem value="">{emptyLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
