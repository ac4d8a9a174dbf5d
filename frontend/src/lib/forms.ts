// Forms run on react-hook-form with the shared zod schema of their input (@fairway/shared): the
// browser and the server check the same rules and say the same words.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by its schema. A field is judged when it loses focus and on submit, then again on
 * every change until it is right; a failed submit focuses the first wrong field. The submit handler
 * gets the schema's output (trimmed, normalised).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

/**
 * Puts a refusal from the server under the field it is about (and focuses it) when the form has
 * that field; otherwise it is about the whole form and the caller shows it above the fields.
 * Returns whether it went under a field.
 */
export function showServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly string[],
  field: string | undefined,
  message: string,
): boolean {
  if (!field || !fields.includes(field)) return false;
  setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
  return true;
}
