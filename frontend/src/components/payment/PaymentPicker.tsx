import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import AddCardRoundedIcon from '@mui/icons-material/AddCardRounded';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PaymentPickerMethodsDocument, type PaymentInput, type PaymentPickerMethodsQuery } from '../../gql/graphql';
import { readGraphQLError } from '../../lib/graphqlError';
import { CardFields, useCardForm, type CardForm } from './CardFields';
import { cardLabel, expiryLabel, expiryState } from './cardInput';

type SavedMethod = PaymentPickerMethodsQuery['paymentMethods'][number];
const NEW = 'new';

interface PaymentPickerState {
  methods: SavedMethod[];
  loading: boolean;
  error: unknown;
  testMode: boolean;
  /** A saved method's id, or 'new'. */
  choice: string;
  setChoice: (choice: string) => void;
  saveCard: boolean;
  setSaveCard: (save: boolean) => void;
  /** Offered with "save this card" where a checkout asks (offerDefault). */
  makeDefault: boolean;
  setMakeDefault: (makeDefault: boolean) => void;
  offerDefault: boolean;
  card: CardForm;
  /** The card is kept whatever the box says (a membership renews on it). */
  alwaysSaves: boolean;
  /** What to send as `payment`, or null after showing what to fix. */
  toInput: () => PaymentInput | null;
}

const usable = (m: SavedMethod, now = new Date()) => expiryState(m.expMonth, m.expYear, now) !== 'expired';

/**
 * The state of a checkout's payment choice: the saved cards (the default one preselected, an
 * expired one never), or a new card, saved for next time only if the customer ticks the box.
 * `alwaysSaves`: the checkout keeps the card anyway (a membership renews on it), so the box is not offered.
 */
export function usePaymentPicker({
  alwaysSaves = false,
  offerDefault = false,
}: { alwaysSaves?: boolean; offerDefault?: boolean } = {}): PaymentPickerState {
  // network-only: a card added on another page (or another tab) must show up here.
  const { data, loading, error } = useQuery(PaymentPickerMethodsDocument, { fetchPolicy: 'network-only' });
  const methods = data?.paymentMethods ?? [];
  const preferred = methods.find((m) => m.isDefault && usable(m)) ?? methods.find((m) => usable(m));
  const [picked, setChoice] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(true);
  const [makeDefault, setMakeDefault] = useState(false);
  const card = useCardForm();
  // Until the customer picks, the choice follows the loaded cards.
  const choice = picked ?? (loading ? NEW : (preferred?.id ?? NEW));

  const toInput = useCallback((): PaymentInput | null => {
    if (choice !== NEW) return { paymentMethodId: choice, saveCard: false };
    const details = card.toCard();
    if (!details) return null;
    const save = alwaysSaves || saveCard;
    // Only sent when asked: the card becomes the default once it has paid (the first saved card always does).
    return { card: details, saveCard: save, ...(offerDefault && save && makeDefault ? { makeDefault: true } : {}) };
  }, [choice, card, saveCard, alwaysSaves, offerDefault, makeDefault]);

  return {
    methods,
    loading,
    error,
    testMode: !!data?.siteConfig.paymentsTestMode,
    choice,
    setChoice,
    saveCard,
    setSaveCard,
    makeDefault,
    setMakeDefault,
    offerDefault,
    card,
    toInput,
    alwaysSaves,
  };
}

function SavedCardLabel({ method }: { method: SavedMethod }) {
  const state = expiryState(method.expMonth, method.expYear, new Date());
  const expired = state === 'expired';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }} useFlexGap>
      <CreditCardRoundedIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {cardLabel(method)}
      </Typography>
      <Typography component="span" variant="body2" sx={{ color: expired ? 'error.main' : 'text.secondary' }}>
        {expiryLabel(method, state)}
      </Typography>
      {method.isDefault ? <Chip label="Default" size="small" variant="outlined" /> : null}
    </Stack>
  );
}

/**
 * Saved cards and a new card, as one radio group; the new card's fields open under its option.
 * `declined`: the processor's refusal of the last attempt, shown at the card that was refused.
 */
export function PaymentPicker({
  state,
  disabled = false,
  declined = null,
}: {
  state: PaymentPickerState;
  disabled?: boolean;
  declined?: string | null;
}) {
  const { methods, loading, error, choice, setChoice, card, saveCard, setSaveCard, testMode, alwaysSaves } = state;
  if (loading) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading your saved cards">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  }
  return (
    <Box>
      {error ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          We couldn't load your saved cards ({readGraphQLError(error).message}). You can still pay with a new card.
        </Alert>
      ) : null}
      <RadioGroup name="payment-method" value={choice} onChange={(_, v) => setChoice(v)} aria-label="How would you like to pay?">
        {methods.map((m) => (
          <FormControlLabel
            key={m.id}
            value={m.id}
            control={<Radio />}
            label={<SavedCardLabel method={m} />}
            disabled={disabled || !usable(m)}
          />
        ))}
        <FormControlLabel
          value={NEW}
          control={<Radio />}
          disabled={disabled}
          label={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
              <AddCardRoundedIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {methods.length ? 'Use a new card' : 'Card'}
              </Typography>
            </Stack>
          }
          sx={methods.length ? undefined : { display: 'none' }}
        />
      </RadioGroup>
      {declined && choice !== NEW ? (
        <FormHelperText error role="alert" sx={{ mt: 0.5, fontSize: '0.875rem' }}>
          {declined}
        </FormHelperText>
      ) : null}
      <Collapse in={choice === NEW} unmountOnExit>
        <Box sx={{ pt: methods.length ? 1.5 : 0 }}>
          <CardFields form={card} disabled={disabled} idPrefix="checkout-card" declined={choice === NEW ? declined : null} />
          {alwaysSaves ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
              We'll keep this card on file for your monthly renewal. You can change it any time under Payment methods.
            </Typography>
          ) : (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} disabled={disabled} />}
              label="Save this card for next time"
            />
          )}
          {state.offerDefault && !alwaysSaves && saveCard && methods.length > 0 ? (
            <FormControlLabel
              sx={{ display: 'flex' }}
              control={
                <Checkbox checked={state.makeDefault} onChange={(e) => state.setMakeDefault(e.target.checked)} disabled={disabled} />
              }
              label="Make it my default card"
            />
          ) : null}
          {testMode ? (
            <Alert severity="info" variant="outlined" sx={{ mt: 1.5 }}>
              Test mode: no real money moves. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 for a declined card, any future expiry and
              any 3-digit code.
            </Alert>
          ) : null}
        </Box>
      </Collapse>
    </Box>
  );
}
