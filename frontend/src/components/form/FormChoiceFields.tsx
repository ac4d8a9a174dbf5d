import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface ChoiceFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
}

/** One of a few choices, side by side (a labelled radio group), bound to a form field. */
export function FormRadioField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  options,
}: ChoiceFieldProps<T, O> & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl>
          <FormLabel id={id}>{label}</FormLabel>
          <RadioGroup row aria-labelledby={id} {...field}>
            {options.map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

/** On or off, bound to a form field that holds a boolean; the label says what "on" means. */
export function FormSwitchField<T extends FieldValues, O = T>({ control, name, label }: ChoiceFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
          label={label}
        />
      )}
    />
  );
}
