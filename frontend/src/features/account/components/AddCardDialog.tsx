import { useId, useState, type FormEvent } from 'react';
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
import { CardFields, useCardForm } from '../../../components/payment/CardFields';
import { AccountAddPaymentMethodDocument, AccountPaymentMethodsDocument } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/graphqlError';
import { useNotify } from '../../../lib/notify';
import { cardLabel } from '../../../components/payment/cardInput';
import { withAddedCard } from '../utils/cards';

interface AddCardDialogProps {
  open: boolean;
  /** The first card is the default whatever the box says (the server makes it so). */
  firstCard: boolean;
  onClose: () => void;
}

/** Card number, expiry and security code, straight to the gateway's tokeniser; "make this my default". */
export function AddCardDialog({ open, firstCard, onClose }: AddCardDialogProps) {
  const titleId = useId();
  const form = useCardForm();
  const notify = useNotify();
  const [makeDefault, setMakeDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AccountAddPaymentMethodDocument, {
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

  const close = () => {
    if (loading) return;
    form.reset();
    setMakeDefault(false);
    setError(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const card = form.toCard();
    if (!card) return;
    try {
      const { data } = await add({ variables: { card, makeDefault: firstCard || makeDefault } });
      const saved = data?.addPaymentMethod;
      notify({
        title: 'Card saved',
        description: saved ? `${cardLabel(saved)} is ready for checkout${saved.isDefault ? ' and is your default card' : ''}.` : undefined,
      });
      close();
    } catch (err) {
      setError(readGraphQLError(err).message);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Stack component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
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
            <CardFields form={form} disabled={loading} idPrefix="new-card" />
            <FormControlLabel
              control={
                <Checkbox
                  checked={firstCard || makeDefault}
                  onChange={(e) => setMakeDefault(e.target.checked)}
                  disabled={firstCard || loading}
                />
              }
              label="Make this my default card"
            />
            {firstCard ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: -2 }}>
                Your first card is your default.
              </Typography>
            ) : null}
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
          <Button onClick={close} disabled={loading} variant="outlined" sx={{ width: { xs: '100%', sm: 'auto' } }}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={loading}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
            startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {loading ? 'Saving…' : 'Save card'}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
