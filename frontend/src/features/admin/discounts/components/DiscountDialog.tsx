import { useMutation } from '@apollo/client/react';
import { discountCodeInput, PURCHASE_KINDS, PURCHASE_KIND_LABELS, type DiscountCodeInput } from '@fairway/shared';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { FormCheckboxGroup } from '../../../../components/form/FormCheckboxGroup';
import { FormRadioField, FormSwitchField } from '../../../../components/form/FormChoiceFields';
import { FormMoneyField } from '../../../../components/form/FormMoneyField';
import { FormTextField } from '../../../../components/form/FormTextField';
import { AdminDiscountCreateDocument, AdminDiscountUpdateDocument, type AdminDiscountFieldsFragment } from '../../../../gql/graphql';
import { useSchemaForm } from '../../../../lib/forms';
import { useNotify } from '../../../../lib/notify';
import { DialogForm, FormDialog, useDialogSave } from '../../components/FormDialog';

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

interface DiscountDialogProps {
  /** The code being edited; null for a new one. */
  code: Code | null;
  open: boolean;
  onClose: () => void;
  onSaved: (code: Code) => void;
}

/** Create or edit a code: the shared schema checks it here and again on the server, in the same words. */
export function DiscountDialog({ code, open, onClose, onSaved }: DiscountDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} titleId="discount-dialog-title">
      <DiscountForm key={code?.id ?? 'new'} code={code} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

const DISCOUNT_KINDS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'fixed', label: 'Fixed amount off' },
];

const KINDS = PURCHASE_KINDS.map((k) => ({ value: k, label: PURCHASE_KIND_LABELS[k] }));

function DiscountForm({ code, onClose, onSaved }: Omit<DiscountDialogProps, 'open'>) {
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useSchemaForm(discountCodeInput, defaults(code));
  const kind = useWatch({ control, name: 'kind' });
  const { formError, save } = useDialogSave(setError, FIELDS);
  const [create] = useMutation(AdminDiscountCreateDocument);
  const [update] = useMutation(AdminDiscountUpdateDocument);

  const submit = handleSubmit((values) =>
    save(async () => {
      const input = {
        ...values,
        percent: values.kind === 'percent' ? values.percent : null,
        amountCents: values.kind === 'fixed' ? values.amountCents : null,
      };
      const saved = code
        ? (await update({ variables: { id: code.id, input } })).data?.adminUpdateDiscountCode
        : (await create({ variables: { input } })).data?.adminCreateDiscountCode;
      if (!saved) return;
      notify({ title: code ? `${saved.code} saved` : `${saved.code} created` });
      onSaved(saved);
    }),
  );

  return (
    <DialogForm
      titleId="discount-dialog-title"
      title={code ? `Edit ${code.code}` : 'New discount code'}
      onSubmit={submit}
      formError={formError}
      onCancel={onClose}
      submitLabel={code ? 'Save code' : 'Create code'}
      pending={formState.isSubmitting}
    >
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

      <FormRadioField control={control} name="kind" label="Discount" options={DISCOUNT_KINDS} />
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
        <FormMoneyField
          control={control}
          name="amountCents"
          label="Amount off"
          required
          hint="In dollars. Never more than the purchase costs."
        />
      )}

      <FormCheckboxGroup
        control={control}
        name="appliesTo"
        label="Applies to"
        options={KINDS}
        hint="Leagues, lessons and events take codes as soon as their checkouts open."
      />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="startsOn" type="date" fullWidth label="First day" hint="Empty: from now on." />
        <FormTextField control={control} name="endsOn" type="date" fullWidth label="Last day" hint="Included. Empty: no end." />
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

      <FormSwitchField control={control} name="active" label="Active: customers can use it" />
    </DialogForm>
  );
}
