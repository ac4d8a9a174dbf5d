import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface CheckboxOption {
  value: string;
  label: string;
}

interface FormCheckboxGroupProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  /** A field whose value is the list of ticked values, in the order they were ticked. */
  name: FieldPath<T>;
  /** The group's legend. */
  label: string;
  /** The choices; a function of what is ticked when a label says where in the order it is. */
  options: readonly CheckboxOption[] | ((chosen: readonly string[]) => readonly CheckboxOption[]);
  /** Shown under the group while it has no error. */
  hint?: ReactNode;
}

/** A row of checkboxes (a fieldset) bound to a form field that holds the ticked values. */
export function FormCheckboxGroup<T extends FieldValues, O = T>({ control, name, label, options, hint }: FormCheckboxGroupProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = (field.value ?? []) as string[];
        const choices = typeof options === 'function' ? options(chosen) : options;
        return (
          <FormControl error={!!fieldState.error} component="fieldset" variant="standard">
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup row>
              {choices.map((o, i) => (
                <FormControlLabel
                  key={o.value}
                  label={o.label}
                  control={
                    <Checkbox
                      // The first box takes the focus when the form points at this field's error.
                      slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                      checked={chosen.includes(o.value)}
                      onBlur={field.onBlur}
                      onChange={(e) => field.onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((c) => c !== o.value))}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>{fieldState.error?.message ?? hint}</FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}
