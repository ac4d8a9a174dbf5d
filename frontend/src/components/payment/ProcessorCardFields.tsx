// The processor's card fields (Stripe's Payment Element, or the sandbox's stand-in) in deferred mode:
// no intent exists until the server makes one, so the fields are told the amount and how the card
// will be used, and hand back a confirmation token. This module carries the Stripe packages: it is
// loaded on demand (NewCardFields), never with the page that links to a checkout.
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useTheme } from '@mui/material/styles';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions, StripePaymentElement, StripePaymentElementOptions } from '@stripe/stripe-js';
import { cardFieldsAppearance } from './appearance';
import { CARD_FIELDS_HEIGHT, CardFieldsSkeleton } from './CardFieldsSkeleton';
import { loadProcessor, type ProcessorConfig } from './processor';

/** What a checkout asks of the card fields once the customer presses Pay. */
export interface CardEntry {
  /** Checks the card and makes a confirmation token: its id, or null once the fields show what to fix (focus is there). */
  confirmationToken: () => Promise<string | null>;
  focus: () => void;
}

/** What the card is for: a payment of the server's total, or only kept for later (nothing to pay now). */
type CardUse = { mode: 'payment'; amountCents: number } | { mode: 'setup' };

export interface ProcessorCardFieldsProps {
  config: ProcessorConfig;
  use: CardUse;
  /** Kept for later use off session (a ticked "save this card", a membership's renewals). */
  saveCard: boolean;
  entryRef: Ref<CardEntry | null>;
  /** Why the processor refused this card last time: said at the card, where it is fixed. */
  declined?: string | null;
  disabled?: boolean;
  /** Called when the card details change (a refusal about the old ones no longer applies). */
  onEdit?: () => void;
  /** The id of the message under the fields. */
  messageId: string;
}

const NOT_READY = 'The card fields are still loading. Please try again in a moment.';
const LOAD_FAILED = "We couldn't load the card fields. Check your connection and try again.";
const UNREADABLE = "We couldn't read that card. Please check the details and try again.";

// Only a card (the schema takes nothing else), without the wallet buttons a card can also come from.
const FIELD_OPTIONS: StripePaymentElementOptions = {
  layout: 'tabs',
  wallets: { applePay: 'never', googlePay: 'never', link: 'never' },
};

function Fields({ entryRef, declined, disabled, onEdit, messageId }: Omit<ProcessorCardFieldsProps, 'config' | 'use' | 'saveCard'>) {
  const stripe = useStripe();
  const elements = useElements();
  const element = useRef<StripePaymentElement | null>(null);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The processor says "ready" a frame or two before its frame has a height: the placeholder stays over the
  // fields' space until they are drawn, so nothing below them moves.
  const frame = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const fields = frame.current?.firstElementChild;
    if (!ready || drawn || !fields) return;
    const observer = new ResizeObserver(() => fields.getBoundingClientRect().height > 0 && setDrawn(true));
    observer.observe(fields);
    return () => observer.disconnect();
  }, [ready, drawn]);

  // The element from its ready event, or asked of the group (a 'ready' sent before anyone listened).
  const paymentElement = () => element.current ?? elements?.getElement?.('payment') ?? null;

  useImperativeHandle(
    entryRef,
    () => ({
      async confirmationToken() {
        setProblem(null);
        if (!stripe || !elements || !paymentElement()) {
          setProblem(NOT_READY);
          return null;
        }
        const refuse = (message: string | undefined) => {
          setProblem(message || UNREADABLE);
          paymentElement()?.focus();
          return null;
        };
        // submit() checks the fields and says what to fix inside them, at the field (as Stripe's does):
        // not said a second time here, only the focus goes there.
        const submitted = await elements.submit();
        if (submitted.error?.type === 'validation_error') {
          paymentElement()?.focus();
          return null;
        }
        if (submitted.error) return refuse(submitted.error.message);
        const made = await stripe.createConfirmationToken({ elements });
        if (made.error || !made.confirmationToken) return refuse(made.error?.message);
        return made.confirmationToken.id;
      },
      focus: () => paymentElement()?.focus(),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- paymentElement reads refs and `elements`
    [stripe, elements],
  );

  const message = problem ?? declined ?? null;
  const options = useMemo(() => ({ ...FIELD_OPTIONS, readOnly: !!disabled }), [disabled]);
  return (
    <Box>
      <Box ref={frame} sx={{ position: 'relative', minHeight: drawn ? undefined : CARD_FIELDS_HEIGHT }}>
        <PaymentElement
          options={options}
          onReady={(el) => {
            element.current = el;
            setReady(true);
          }}
          onLoadError={() => {
            setReady(true);
            setDrawn(true); // no fields to wait for: the message says so
            setProblem(LOAD_FAILED);
          }}
          onChange={() => {
            setProblem(null);
            onEdit?.();
          }}
        />
        {drawn ? null : (
          <Box sx={{ position: 'absolute', inset: 0 }}>
            <CardFieldsSkeleton />
          </Box>
        )}
      </Box>
      {message ? (
        <FormHelperText id={messageId} error role="alert" sx={{ mt: 1, mx: 0, fontSize: '0.875rem' }}>
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

/**
 * The card fields inside their own Elements group. Pays `use.amountCents` with manual capture (the
 * server authorizes while the purchase is held), or sets the card up for later (`mode: 'setup'`).
 */
export function ProcessorCardFields({ config, use, saveCard, ...fields }: ProcessorCardFieldsProps) {
  const theme = useTheme();
  const [attempt, setAttempt] = useState(0);
  const [unavailable, setUnavailable] = useState(false);
  const { publishableKey, scriptUrl } = config;
  // Never a rejected promise for <Elements>: a failed load says so here and can be tried again.
  const stripe = useMemo(
    () =>
      loadProcessor({ publishableKey, scriptUrl }).catch(() => {
        setUnavailable(true);
        return null;
      }),
    // attempt: Try again loads it afresh (a failed load is not kept).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [publishableKey, scriptUrl, attempt],
  );
  const appearance = useMemo(() => cardFieldsAppearance(theme), [theme]);
  const amountCents = use.mode === 'payment' ? use.amountCents : 0;
  const group = `${use.mode}-${attempt}`;
  // Saving for later is set while "save this card" is ticked and unset (null) once it is unticked; a group
  // is never created with null, only told to drop what it was given.
  const savingGroup = useRef<string | null>(null);
  if (saveCard) savingGroup.current = group;
  const unsetSaving = !saveCard && savingGroup.current === group;
  const options = useMemo<StripeElementsOptions>(
    () =>
      use.mode === 'payment'
        ? {
            mode: 'payment',
            amount: amountCents,
            currency: 'usd',
            captureMethod: 'manual',
            allowedPaymentMethodTypes: ['card'],
            // Must match the server's intent: it sets the card up for later only when it is kept.
            ...(saveCard ? { setupFutureUsage: 'off_session' as const } : unsetSaving ? { setupFutureUsage: null } : {}),
            appearance,
            loader: 'never', // the skeleton in Fields stands in until the fields are ready
          }
        : {
            mode: 'setup',
            currency: 'usd',
            setupFutureUsage: 'off_session',
            allowedPaymentMethodTypes: ['card'],
            appearance,
            loader: 'never',
          },
    [use.mode, amountCents, saveCard, unsetSaving, appearance],
  );

  if (unavailable) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setUnavailable(false);
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        }
      >
        {LOAD_FAILED}
      </Alert>
    );
  }
  // A new group when the kind of intent changes (a code now covers everything): Elements can't switch it in place.
  return (
    <Elements key={group} stripe={stripe} options={options}>
      <Fields {...fields} />
    </Elements>
  );
}
