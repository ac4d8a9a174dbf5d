import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { discountCodeInput, PURCHASE_KINDS, PURCHASE_KIND_LABELS, type DiscountCodeInput } from '@fairway/shared';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Controller, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../../components/form/FormAlert';
import { FormTextField } from '../../../../components/form/FormTextField';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { AdminDiscountCreateDocument, AdminDiscountUpdateDocument, type AdminDiscountFieldsFragment } from '../../../../gql/graphql';
import { showServerError, useSchemaForm } from '../../../../lib/forms';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';

type Code = AdminDiscountFieldsFragment;

const FIELDS = Object.keys(discountCodeInput.shape);

/** The form's starting values: the code's own, or a new code's (10% off bay bookings, no limits). */
function defaults(code: Code | null) {
  return {
    code: code?.code ?? '',
    description: code?.description ?? '',
    kind: (code?.kind ?? 'percent') as 'percent' | 'fixed',
    percent: code?.percent ?? '',
    amountCents: code?.amountCents ?? '',
    appliesTo: (code?.appliesTo ?? ['bookings']) as DiscountCodeInput['appliesTo'],
    startsOn: code?.startsOn ?? '',
    endsOn: code?.endsOn ?? '',
    maxRedemptions: code?.maxRedemptions ?? '',
    perUserLimit: code?.perUserLimit ?? '',
    active: code?.active ?? true,
  };
}

/** Dollars typed → the form's cents (text that is not a number stays, so the schema says what is wrong). */
function dollarsToCents(text: string): number | string {
  const t = text.trim().replace(/^\$/, '');
  if (t === '') return '';
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : t;
}

interface DiscountDialogProps {
  /** The code being edited; null for a new one. */
  code: Code | null;
  open: boolean;
  onClose: () => void;
  onSaved: (code: Code) => void;
}

/** Create or edit a code: the shared schema checks it here and again on the server, in the same words. */
export function DiscountDialog({ code, open, onClose, onSaved }: DiscountDialogProps) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="discount-dialog-title">
      {open ? <DiscountForm key={code?.id ?? 'new'} code={code} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function DiscountForm({ code, onClose, onSaved }: Omit<DiscountDialogProps, 'open'>) {
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useSchemaForm(discountCodeInput, defaults(code));
  const kind = useWatch({ control, name: 'kind' });
  const [formError, setFormError] = useState<string | null>(null);
  const [create] = useMutation(AdminDiscountCreateDocument);
  const [update] = useMutation(AdminDiscountUpdateDocument);
  const [dollars, setDollars] = useState(code?.amountCents != null ? (code.amountCents / 100).toFixed(2) : '');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const input = {
      ...values,
      percent: values.kind === 'percent' ? values.percent : null,
      amountCents: values.kind === 'fixed' ? values.amountCents : null,
    };
    try {
      const saved = code
        ? (await update({ variables: { id: code.id, input } })).data?.adminUpdateDiscountCode
        : (await create({ variables: { input } })).data?.adminCreateDiscountCode;
      if (!saved) return;
      notify({ title: code ? `${saved.code} saved` : `${saved.code} created` });
      onSaved(saved);
    } catch (e) {
      const err = readGraphQLError(e);
      if (!showServerError(setError, FIELDS, err.field, err.message)) setFormError(err.message);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogTitle id="discount-dialog-title">{code ? `Edit ${code.code}` : 'New discount code'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormAlert message={formError} />
          <FormTextField
            control={control}
            name="code"
            label="Code"
            required
            autoFocus={!code}
            hint="What customers type. Upper and lower case are the same code."
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 32 } }}
          />
          <FormTextField control={control} name="description" label="Description" hint="For staff; customers do not see it." />

          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="discount-kind-label">Discount</FormLabel>
                <RadioGroup row aria-labelledby="discount-kind-label" {...field}>
                  <FormControlLabel value="percent" control={<Radio />} label="Percent off" />
                  <FormControlLabel value="fixed" control={<Radio />} label="Fixed amount off" />
                </RadioGroup>
              </FormControl>
            )}
          />
          {kind === 'percent' ? (
            <FormTextField
              control={control}
              name="percent"
              label="Percent off"
              required
              hint="1 to 100. Taken off the paid part of the purchase."
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
          ) : (
            <Controller
              control={control}
              name="amountCents"
              render={({ field, fieldState }) => (
                <TextField
                  label="Amount off"
                  required
                  name={field.name}
                  inputRef={field.ref}
                  value={dollars}
                  onChange={(e) => {
                    setDollars(e.target.value);
                    field.onChange(dollarsToCents(e.target.value));
                  }}
                  onBlur={field.onBlur}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? 'In dollars. Never more than the purchase costs.'}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                />
              )}
            />
          )}

          <Controller
            control={control}
            name="appliesTo"
            render={({ field, fieldState }) => {
              const chosen = (field.value ?? []) as string[];
              return (
                <FormControl error={!!fieldState.error} component="fieldset" variant="standard">
                  <FormLabel component="legend">Applies to</FormLabel>
                  <FormGroup row>
                    {PURCHASE_KINDS.map((k, i) => (
                      <FormControlLabel
                        key={k}
                        label={PURCHASE_KIND_LABELS[k]}
                        control={
                          <Checkbox
                            slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                            checked={chosen.includes(k)}
                            onBlur={field.onBlur}
                            onChange={(e) => field.onChange(e.target.checked ? [...chosen, k] : chosen.filter((c) => c !== k))}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>
                    {fieldState.error?.message ?? 'Leagues, lessons and events take codes as soon as their checkouts open.'}
                  </FormHelperText>
                </FormControl>
              );
            }}
          />

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['startsOn', 'endsOn'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <TextField
                    type="date"
                    fullWidth
                    label={name === 'startsOn' ? 'First day' : 'Last day'}
                    name={field.name}
                    inputRef={field.ref}
                    value={(field.value as string | null) ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message ?? (name === 'startsOn' ? 'Empty: from now on.' : 'Included. Empty: no end.')}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                )}
              />
            ))}
          </Stack>

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="maxRedemptions"
              label="Total limit"
              fullWidth
              hint="Uses in all. Empty: no limit."
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField
              control={control}
              name="perUserLimit"
              label="Limit per customer"
              fullWidth
              hint="Uses per customer. Empty: no limit."
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Stack>

          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Active: customers can use it"
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <SubmitButton pending={formState.isSubmitting} label={code ? 'Save code' : 'Create code'} pendingLabel="Saving…" size="medium" />
      </DialogActions>
    </form>
  );
}
