import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BANK_DECLINED_CARD, readPaymentError } from '../../../components/payment/bankStep';
import { cardLabel } from '../../../components/payment/cardLabels';
import { CardFieldsSkeleton } from '../../../components/payment/CardFieldsSkeleton';
import { NewCardFields } from '../../../components/payment/NewCardFields';
import type { CardEntry } from '../../../components/payment/ProcessorCardFields';
import { TestCardsNotice } from '../../../components/payment/TestCardsNotice';
import { useBankStep, usePaymentsSetup } from '../../../components/payment/usePayments';
import { AccountAddPaymentMethodDocument, AccountPaymentMethodsDocument } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/graphqlError';
import { useNotify } from '../../../lib/notify';
import { randomUuid } from '../../../lib/random';
import { withAddedCard } from '../utils/cards';

interface AddCardDialogProps {
  open: boolean;
  /** The first card is the default whatever the box says (the server makes it so). */
  firstCard: boolean;
  onClose: () => void;
}

/**
 * A card typed into the processor's own fields and set up for later (a SetupIntent the server
 * confirms from the fields' confirmation token); "make this my default". The bank may want the card
 * holder first (3-D Secure): its step opens over the dialog, then the card is saved.
 */
export function AddCardDialog({ open, firstCard, onClose }: AddCardDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const notify = useNotify();
  const setup = usePaymentsSetup();
  const runWithBank = useBankStep(setup.config, BANK_DECLINED_CARD);
  const entry = useRef<CardEntry | null>(null);
  // One key per card being added, kept across a retry and the bank's step; a refused card's next try is a new one.
  const key = useRef<string | null>(null);
  const [makeDefault, setMakeDefault] = useState(false);
  const [saving, setSaving] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [add] = useMutation(AccountAddPaymentMethodDocument, {
    // Put the new card in the page's list as the server orders it, without a second round trip.
    update: (cache, { data }) => {
      const added = data?.addPaymentMethod;
      if (added)
        cache.updateQuery(
          { query: AccountPaymentMethodsDocument },
          (prev) => prev && { ...prev, paymentMethods: withAddedCard(prev.paymentMethods, added) },
        );
    },
  });

  // The fields' code loads with the page, so the dialog opens with them ready.
  useEffect(() => void NewCardFields.preload(), []);
  // A refusal: focus to the card fields (which say why), once they are enabled again.
  useEffect(() => {
    if (declined && !saving) entry.current?.focus();
  }, [declined, saving]);

  const close = () => {
    if (saving) return;
    key.current = null;
    setMakeDefault(false);
    setDeclined(null);
    setError(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || !entry.current) return;
    setError(null);
    setDeclined(null);
    setSaving(true);
    try {
      const confirmationToken = await entry.current.confirmationToken();
      if (!confirmationToken) return; // the fields say what to fix
      const idempotencyKey = (key.current ??= randomUuid());
      const variables = { confirmationToken, idempotencyKey, makeDefault: firstCard || makeDefault };
      const { data } = await runWithBank(() => add({ variables }));
      const saved = data?.addPaymentMethod;
      notify({
        title: 'Card saved',
        description: saved ? `${cardLabel(saved)} is ready for checkout${saved.isDefault ? ' and is your default card' : ''}.` : undefined,
      });
      key.current = null;
      setMakeDefault(false);
      onClose();
    } catch (err) {
      const { code, message } = readPaymentError(err);
      if (code === 'PAYMENT_FAILED' || code === 'VALIDATION' || code === 'CONFLICT') key.current = null; // the next card is a new attempt
      if (code === 'PAYMENT_FAILED') setDeclined(`${message} Nothing was saved.`);
      else setError(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    // The bank's step (3-D Secure) opens over the page, outside the dialog: the dialog lets focus go there meanwhile.
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth disableEnforceFocus={saving}>
      {/* minHeight 0: on a short screen the fields scroll inside the dialog and its buttons stay in view. */}
      <Stack component="form" noValidate onSubmit={submit} aria-labelledby={titleId} sx={{ minHeight: 0 }}>
        <DialogTitle id={titleId} sx={{ pb: 1 }}>
          Add a card
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error" variant="outlined" role="alert">
                {error}
              </Alert>
            ) : null}
            {setup.config ? (
              <NewCardFields
                config={setup.config}
                use={{ mode: 'setup' }}
                saveCard
                entryRef={entry}
                declined={declined}
                disabled={saving}
                onEdit={() => setDeclined(null)}
                messageId={messageId}
              />
            ) : setup.loading ? (
              <CardFieldsSkeleton />
            ) : (
              <Alert severity="error" role="alert">
                We couldn't load the card fields. {setup.error ? readGraphQLError(setup.error).message : ''} Reload the page to try again.
              </Alert>
            )}
            <FormControlLabel
              control={
                <Checkbox
                  checked={firstCard || makeDefault}
                  onChange={(e) => setMakeDefault(e.target.checked)}
                  disabled={firstCard || saving}
                />
              }
              label="Make this my default card"
            />
            {firstCard ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: -2 }}>
                Your first card is your default.
              </Typography>
            ) : null}
            {setup.testMode ? <TestCardsNotice /> : null}
            <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <LockRoundedIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
              Your card number goes straight to our payment processor. Back Nine keeps only the brand, the last four digits and the expiry
              date.
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions
          sx={{
            px: 3,
            pb: 3,
            gap: 1,
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
          }}
        >
          <Button onClick={close} disabled={saving} variant="outlined" sx={{ width: { xs: '100%', sm: 'auto' } }}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving || !setup.config}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
            startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {saving ? 'Saving…' : 'Save card'}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
