import { useCallback, useMemo, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  brandName,
  cardBrand,
  formatCardNumber,
  formatExpiry,
  validateCard,
  type CardDetails,
  type CardFormErrors,
  type CardFormValues,
} from './cardInput';

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '' };
const FIELDS = ['number', 'expiry', 'cvc'] as const;

export interface CardForm {
  values: CardFormValues;
  errors: CardFormErrors;
  set: (field: keyof CardFormValues, value: string) => void;
  refs: Record<keyof CardFormValues, RefObject<HTMLInputElement | null>>;
  /** The card to send, or null after showing what to fix (focus goes to the first field to fix). */
  toCard: () => CardDetails | null;
  reset: () => void;
}

/** State of one card entry: values as typed (formatted), errors shown once the customer has tried to submit. */
export function useCardForm(): CardForm {
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [tried, setTried] = useState(false);
  const number = useRef<HTMLInputElement>(null);
  const expiry = useRef<HTMLInputElement>(null);
  const cvc = useRef<HTMLInputElement>(null);
  const refs = useMemo(() => ({ number, expiry, cvc }), []);

  const set = useCallback(
    (field: keyof CardFormValues, value: string) => {
      const formatted =
        field === 'number'
          ? formatCardNumber(value)
          : field === 'expiry'
            ? formatExpiry(value, values.expiry)
            : value.replace(/\D/g, '').slice(0, 4);
      const next = { ...values, [field]: formatted };
      setValues(next);
      if (tried) setErrors(validateCard(next).errors); // once shown, errors follow the typing
    },
    [values, tried],
  );

  const toCard = useCallback(() => {
    const { errors: found, card } = validateCard(values);
    setTried(true);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) refs[first].current?.focus();
    return card;
  }, [values, refs]);

  const reset = useCallback(() => {
    setValues(EMPTY);
    setErrors({});
    setTried(false);
  }, []);

  return { values, errors, set, refs, toCard, reset };
}

/**
 * Card number, expiry and security code, with the browser's card autofill hints. The number goes
 * straight to the payment gateway's tokeniser; Back Nine keeps only brand, last four and expiry.
 */
export function CardFields({
  form,
  disabled = false,
  idPrefix = 'card',
  declined = null,
}: {
  form: CardForm;
  disabled?: boolean;
  idPrefix?: string;
  /** Why the processor refused this card: said at the card number, where the customer fixes it. */
  declined?: string | null;
}) {
  const brand = cardBrand(form.values.number);
  const numberError = form.errors.number ?? declined ?? undefined;
  const change = (field: keyof CardFormValues) => (e: ChangeEvent<HTMLInputElement>) => form.set(field, e.target.value);
  return (
    <Stack spacing={2}>
      <TextField
        id={`${idPrefix}-number`}
        label="Card number"
        value={form.values.number}
        onChange={change('number')}
        inputRef={form.refs.number}
        error={!!numberError}
        helperText={numberError}
        disabled={disabled}
        required
        fullWidth
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            autoComplete: 'cc-number',
            'aria-describedby': numberError ? undefined : `${idPrefix}-brand`,
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Typography
                  id={`${idPrefix}-brand`}
                  variant="caption"
                  sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}
                >
                  <CreditCardRoundedIcon fontSize="small" aria-hidden />
                  {brand === 'unknown' ? '' : brandName(brand)}
                </Typography>
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          id={`${idPrefix}-expiry`}
          label="Expiry (MM / YY)"
          placeholder="MM / YY"
          value={form.values.expiry}
          onChange={change('expiry')}
          inputRef={form.refs.expiry}
          error={!!form.errors.expiry}
          helperText={form.errors.expiry}
          disabled={disabled}
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp' } }}
        />
        <TextField
          id={`${idPrefix}-cvc`}
          label="Security code"
          value={form.values.cvc}
          onChange={change('cvc')}
          inputRef={form.refs.cvc}
          error={!!form.errors.cvc}
          helperText={form.errors.cvc ?? (brand === 'amex' ? '4 digits on the front' : '3 digits on the back')}
          disabled={disabled}
          required
          fullWidth
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <LockRoundedIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
    </Stack>
  );
}
