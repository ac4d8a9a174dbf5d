import { Fragment, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import AddCardRoundedIcon from '@mui/icons-material/AddCardRounded';
import AutorenewRoundedIcon from '@mui/icons-material/AutorenewRounded';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cardLabel, expiryState } from '../../../components/payment/cardLabels';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import {
  AccountPaymentMethodsDocument,
  AccountRemovePaymentMethodDocument,
  AccountRenewalDocument,
  AccountSetDefaultPaymentMethodDocument,
  type AccountSavedCardFragment,
} from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/graphqlError';
import { useNotify } from '../../../lib/notify';
import { AccountHero } from '../components/AccountHero';
import { AddCardDialog } from '../components/AddCardDialog';
import { PaymentHistory } from '../components/PaymentHistory';
import { EmptyState } from '../components/EmptyState';
import { RemoveCardDialog } from '../components/RemoveCardDialog';
import { SavedCardItem } from '../components/SavedCardItem';
import { renewalCharge, renewalNote } from '../utils/cards';
import { ListLoadError, ListSkeleton } from '../components/ListStates';

/** `/payment-methods` (signed in): saved cards, the default one, adding and removing cards. */
export function PaymentMethodsPage() {
  // Checkout can save a card too: read the cache, then refresh it.
  const { data, error, refetch } = useQuery(AccountPaymentMethodsDocument, { fetchPolicy: 'cache-and-network' });
  const renewalQuery = useQuery(AccountRenewalDocument, { fetchPolicy: 'cache-and-network' });
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AccountSavedCardFragment | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  // Both mutations answer the whole list: write it over the page's query, no second round trip.
  const [setDefault] = useMutation(AccountSetDefaultPaymentMethodDocument, {
    update: (cache, { data: d }) => {
      if (d)
        cache.writeQuery({
          query: AccountPaymentMethodsDocument,
          data: { __typename: 'Query', paymentMethods: d.setDefaultPaymentMethod },
        });
    },
  });
  const [remove, removeState] = useMutation(AccountRemovePaymentMethodDocument, {
    update: (cache, { data: d }) => {
      if (d)
        cache.writeQuery({ query: AccountPaymentMethodsDocument, data: { __typename: 'Query', paymentMethods: d.removePaymentMethod } });
    },
  });

  const cards = data?.paymentMethods ?? [];
  const now = new Date();
  const renewal = renewalCharge(renewalQuery.data?.myMembership, renewalQuery.data?.membershipTimeZone);
  const note = renewalNote(renewal);

  const makeDefault = async (card: AccountSavedCardFragment) => {
    setBusyId(card.id);
    try {
      await setDefault({ variables: { id: card.id } });
      notify({ title: 'Default card updated', description: `${cardLabel(card)} is now your default card.` });
    } catch (err) {
      notify({ title: "Couldn't change your default card", description: readGraphQLError(err).message, variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveError(null);
    try {
      const { data: d } = await remove({ variables: { id: removing.id } });
      const next = d?.removePaymentMethod.find((c) => c.isDefault);
      notify({
        title: 'Card removed',
        description:
          removing.isDefault && next ? `${cardLabel(next)} is now your default card.` : `${cardLabel(removing)} is no longer saved.`,
      });
      setRemoving(null);
    } catch (err) {
      setRemoveError(readGraphQLError(err).message);
    }
  };

  // Sand is for filled buttons: as an outline on a light surface it fails text contrast.
  const addButton = (variant: 'contained' | 'outlined' = 'contained') => (
    <Button
      variant={variant}
      color={variant === 'outlined' ? 'primary' : 'accent'}
      size="large"
      startIcon={<AddCardRoundedIcon />}
      onClick={() => setAdding(true)}
    >
      Add a card
    </Button>
  );

  let list;
  if (!data && error) {
    list = <ListLoadError what="cards" error={error} onRetry={refetch} />;
  } else if (!data) {
    list = <ListSkeleton label="Loading your cards" count={2} height={88} radius={4} />;
  } else if (cards.length === 0) {
    list = (
      <EmptyState
        icon={<CreditCardRoundedIcon />}
        title="No saved cards yet"
        text="Save a card here, or tick “save this card” at checkout, and paying for your next bay takes one tap."
        action={addButton('outlined')}
      />
    );
  } else {
    list = (
      <Card component="section" aria-labelledby="saved-cards-heading">
        <Stack direction="row" sx={{ px: { xs: 2.5, sm: 3 }, pt: 2.5, pb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="saved-cards-heading" variant="h4" component="h2">
            Saved cards
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {cards.length === 1 ? '1 card' : `${cards.length} cards`}
          </Typography>
        </Stack>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {cards.map((card, i) => (
            <Fragment key={card.id}>
              {i > 0 ? <Divider component="li" aria-hidden /> : null}
              <li>
                <SavedCardItem
                  card={card}
                  expiry={expiryState(card.expMonth, card.expYear, now)}
                  busy={busyId !== null}
                  onMakeDefault={() => makeDefault(card)}
                  onRemove={() => {
                    setRemoveError(null);
                    setRemoving(card);
                  }}
                />
              </li>
            </Fragment>
          ))}
        </Box>
      </Card>
    );
  }

  return (
    <>
      <title>{pageTitle('Payment methods')}</title>
      <AccountHero
        id="payment-methods-heading"
        title="Payment methods"
        lead="The cards you pay with at checkout, and every payment with its receipt. Your default card is picked first, and Birdie renewals charge it."
        action={addButton()}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, flex: 1 }}>
        {data && error ? (
          <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
            This list may be out of date: {readGraphQLError(error).message}
          </Alert>
        ) : null}
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={{ xs: 4, md: 5 }}>
              {list}
              <PaymentHistory />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              {note ? (
                <Alert
                  severity={renewal?.kind === 'renews' ? 'info' : 'warning'}
                  icon={<AutorenewRoundedIcon />}
                  action={
                    renewal?.kind === 'confirm' ? (
                      <Button component={TransitionLink} to={`${paths.manageMembership}?confirm=renewal`} color="inherit" size="small">
                        Confirm payment
                      </Button>
                    ) : undefined
                  }
                >
                  {note}
                </Alert>
              ) : null}
              <Card component="aside" aria-labelledby="card-safety-heading" sx={{ p: 3 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                  <LockRoundedIcon aria-hidden sx={{ color: 'secondary.main' }} />
                  <Typography id="card-safety-heading" variant="h5" component="h2">
                    Your card stays safe
                  </Typography>
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Back Nine never stores your card number. It goes straight to our payment processor; we keep only the brand, the last four
                  digits and the expiry date, so we can show you which card is which.
                </Typography>
              </Card>
            </Stack>
          </Grid>
        </Grid>
      </Container>
      <AddCardDialog open={adding} firstCard={!!data && cards.length === 0} onClose={() => setAdding(false)} />
      {removing ? (
        <RemoveCardDialog
          card={removing}
          cards={cards}
          renewal={renewal}
          removing={removeState.loading}
          error={removeError}
          onClose={() => setRemoving(null)}
          onConfirm={confirmRemove}
        />
      ) : null}
    </>
  );
}
