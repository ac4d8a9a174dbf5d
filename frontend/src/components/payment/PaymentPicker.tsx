import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
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
import { cardLabel, expiryLabel, expiryState } from './cardLabels';
import { NewCardFields } from './NewCardFields';
import type { CardEntry } from './ProcessorCardFields';
import { TestCardsNotice } from './TestCardsNotice';
import { useBankStep } from './usePayments';

type SavedMethod = PaymentPickerMethodsQuery['paymentMethods'][number];
type ProcessorSettings = PaymentPickerMethodsQuery['siteConfig']['payments'];
const NEW = 'new';

export interface PaymentPickerState {
  methods: SavedMethod[];
  loading: boolean;
  error: unknown;
  testMode: boolean;
  /** How the processor's card fields load; null until the server has said. */
  processor: ProcessorSettings | null;
  /** A saved method's id, or 'new'. */
  choice: string;
  setChoice: (choice: string) => void;
  saveCard: boolean;
  setSaveCard: (save: boolean) => void;
  /** Offered with "save this card" where a checkout asks (offerDefault). */
  makeDefault: boolean;
  setMakeDefault: (makeDefault: boolean) => void;
  offerDefault: boolean;
  /** The card is kept whatever the box says (a membership renews on it). */
  alwaysSaves: boolean;
  /** Why the processor refused the last attempt, said at the card that was refused (focus goes there). */
  declined: string | null;
  setDeclined: (message: string | null) => void;
  /** The new card's fields, once they are on screen. */
  cardEntry: RefObject<CardEntry | null>;
  /** Where focus goes to say something about a saved card. */
  savedCardInput: (id: string) => string;
  /**
   * What to send as `payment`: a saved card's id, or a confirmation token made from the new card's
   * fields. Null once the fields show what to fix (focus is there).
   */
  toInput: () => Promise<PaymentInput | null>;
  /** Sends a checkout mutation, taking the bank's step (3-D Secure) and sending it again when asked. */
  pay: <T>(send: () => Promise<T>) => Promise<T>;
}

const usable = (m: SavedMethod, now = new Date()) => expiryState(m.expMonth, m.expYear, now) !== 'expired';

/**
 * Asks for a checkout's payment options ahead of its form (while the page's own data loads), so that the
 * form is drawn whole; true while they are on their way. `usePaymentPicker` then shows them at once.
 */
export function usePaymentOptionsAhead(enabled: boolean): boolean {
  return useQuery(PaymentPickerMethodsDocument, { skip: !enabled, fetchPolicy: 'network-only' }).loading;
}

/**
 * The state of a checkout's payment choice: the saved cards (the default one preselected, an
 * expired one never), or a new card, saved for next time only if the customer leaves the box ticked.
 * `alwaysSaves`: the checkout keeps the card anyway (a membership renews on it), so the box is not offered.
 */
export function usePaymentPicker({
  alwaysSaves = false,
  offerDefault = false,
}: { alwaysSaves?: boolean; offerDefault?: boolean } = {}): PaymentPickerState {
  // What a page asked for ahead (the membership checkout, with its plans) shows at once; the network still
  // answers on every visit, so a card added on another page (or another tab) shows up here.
  const { data, loading: fetching, error } = useQuery(PaymentPickerMethodsDocument, { fetchPolicy: 'cache-and-network' });
  const loading = fetching && !data;
  const methods = data?.paymentMethods ?? [];
  const preferred = methods.find((m) => m.isDefault && usable(m)) ?? methods.find((m) => usable(m));
  const [picked, setPicked] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(true);
  const [makeDefault, setMakeDefault] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const cardEntry = useRef<CardEntry | null>(null);
  const processor = data?.siteConfig.payments ?? null;
  const pay = useBankStep(processor);
  const idPrefix = useId();
  // Until the customer picks, the choice follows the loaded cards.
  const choice = picked ?? (loading ? NEW : (preferred?.id ?? NEW));
  const setChoice = useCallback((next: string) => {
    setPicked(next);
    setDeclined(null); // the refusal was about the other card
  }, []);

  const toInput = useCallback(async (): Promise<PaymentInput | null> => {
    if (choice !== NEW) return { paymentMethodId: choice, saveCard: false };
    const entry = cardEntry.current;
    if (!entry) return null; // the fields are still loading: their skeleton is on screen
    const confirmationToken = await entry.confirmationToken();
    if (!confirmationToken) return null;
    const save = alwaysSaves || saveCard;
    // Only sent when asked: the card becomes the default once it has paid (the first saved card always does).
    return { confirmationToken, saveCard: save, ...(offerDefault && save && makeDefault ? { makeDefault: true } : {}) };
  }, [choice, saveCard, alwaysSaves, offerDefault, makeDefault]);

  return {
    methods,
    loading,
    error,
    testMode: !!data?.siteConfig.paymentsTestMode,
    processor,
    choice,
    setChoice,
    saveCard,
    setSaveCard,
    makeDefault,
    setMakeDefault,
    offerDefault,
    alwaysSaves,
    declined,
    setDeclined,
    cardEntry,
    savedCardInput: (id) => `${idPrefix}-${id}`,
    toInput,
    pay,
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
 * Saved cards and a new card, as one radio group; the new card's fields (the processor's own, in
 * its iframe) open under its option. `amountCents`: the server's total the card fields are told
 * about; with nothing to pay now (a code covering a membership's first month) the card is only set
 * up for later. A refusal (`state.declined`) is said at the card that was refused, and focus goes there.
 */
export function PaymentPicker({
  state,
  amountCents,
  disabled = false,
}: {
  state: PaymentPickerState;
  amountCents: number;
  disabled?: boolean;
}) {
  const { methods, loading, error, choice, setChoice, saveCard, setSaveCard, testMode, alwaysSaves, declined, processor } = state;
  const declinedId = useId();
  const newCard = choice === NEW;

  // A refusal: focus to the card it is about, once the form is enabled again after paying.
  const { cardEntry, savedCardInput } = state;
  useEffect(() => {
    if (!declined || disabled) return;
    if (newCard) cardEntry.current?.focus();
    else document.getElementById(savedCardInput(choice))?.focus();
    // On a phone the message sits under the fixed pay bar: bring it to the middle of the screen.
    requestAnimationFrame(() => document.getElementById(declinedId)?.scrollIntoView({ block: 'center' }));
    // savedCardInput is stable in what it returns; re-focusing on every render would trap the customer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [declined, disabled]);

  if (loading) {
    return (
      <Stack spacing={1} role="status" aria-label="Loading your saved cards">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  }
  if (!processor) {
    // Without the server's answer there are neither saved cards nor card fields to show.
    return (
      <Alert severity="error" role="alert">
        We couldn't load your payment options. {error ? readGraphQLError(error).message : ''} Reload the page to try again; nothing has been
        charged.
      </Alert>
    );
  }
  return (
    <Box>
      <RadioGroup name="payment-method" value={choice} onChange={(_, v) => setChoice(v)} aria-label="How would you like to pay?">
        {methods.map((m) => (
          <FormControlLabel
            key={m.id}
            value={m.id}
            control={
              <Radio
                slotProps={{
                  input: { id: savedCardInput(m.id), 'aria-describedby': declined && choice === m.id ? declinedId : undefined },
                }}
              />
            }
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
      {declined && !newCard ? (
        <FormHelperText id={declinedId} error role="alert" sx={{ mt: 0.5, mx: 0, fontSize: '0.875rem' }}>
          {declined}
        </FormHelperText>
      ) : null}
      <Collapse in={newCard} unmountOnExit>
        <Box sx={{ pt: methods.length ? 1.5 : 0 }}>
          <NewCardFields
            config={processor}
            use={amountCents > 0 ? { mode: 'payment', amountCents } : { mode: 'setup' }}
            saveCard={alwaysSaves || saveCard}
            entryRef={cardEntry}
            declined={newCard ? declined : null}
            disabled={disabled}
            onEdit={() => state.setDeclined(null)}
            messageId={declinedId}
          />
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
          {testMode ? <TestCardsNotice sx={{ mt: 1.5 }} /> : null}
        </Box>
      </Collapse>
    </Box>
  );
}
