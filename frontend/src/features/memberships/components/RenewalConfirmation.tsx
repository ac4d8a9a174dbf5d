import { useEffect, useId, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { readPaymentError } from '../../../components/payment/bankStep';
import { useBankStep, usePaymentsSetup } from '../../../components/payment/usePayments';
import { ConfirmMembershipRenewalDocument, ManageMembershipDocument } from '../../../gql/graphql';
import { formatCents } from '../../../lib/format';
import { useNotify } from '../../../lib/notify';
import { useRefreshCurrentUser } from '../../../lib/session';
import { useMembershipTimeZone } from '../api/useMembershipTimeZone';
import { venueDate } from '../utils/membership';

interface RenewalConfirmationProps {
  planName: string;
  /** The plan's monthly price: what the renewal charges. Null for a plan no longer on offer. */
  priceCents: number | null;
  /** When the grace period ends (the membership's endsAt): the benefits last until then. */
  graceEndsAt: string | null;
  /** Arrived from the e-mail's link (`?confirm=renewal`): the alert is where the member is taken. */
  focusOnArrival: boolean;
}

/**
 * A renewal the bank held (membershipStatus action_required): the member confirms it here, with the
 * card holder present. The server answers with the bank's step (3-D Secure), and the same mutation
 * again pays the renewal; the user is then read again (spec: after an update the user is refreshed).
 */
export function RenewalConfirmation({ planName, priceCents, graceEndsAt, focusOnArrival }: RenewalConfirmationProps) {
  const titleId = useId();
  const timeZone = useMembershipTimeZone();
  const setup = usePaymentsSetup();
  const runWithBank = useBankStep(setup.config);
  const [confirm] = useMutation(ConfirmMembershipRenewalDocument, {
    refetchQueries: [ManageMembershipDocument],
    awaitRefetchQueries: true,
  });
  const refreshUser = useRefreshCurrentUser();
  const apollo = useApolloClient();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusOnArrival) return;
    box.current?.scrollIntoView({ block: 'center' });
    box.current?.focus({ preventScroll: true });
  }, [focusOnArrival]);

  const graceEnd = venueDate(graceEndsAt, timeZone);
  const amount = priceCents === null ? 'renewal' : `${formatCents(priceCents)} renewal`;

  const [, setParams] = useSearchParams();
  const confirmed = (renewsAt: string | null | undefined) => {
    // The e-mail's ?confirm=renewal has done its job: the page no longer needs to look for a waiting renewal.
    setParams(
      (params) => {
        params.delete('confirm');
        return params;
      },
      { replace: true },
    );
    const renewsOn = venueDate(renewsAt, timeZone);
    notify({
      title: 'Renewal confirmed',
      description: renewsOn
        ? `Your ${planName} membership is paid up. It next renews on ${renewsOn}.`
        : `Your ${planName} membership is paid up.`,
    });
  };

  const onConfirm = async () => {
    setConfirming(true);
    setProblem(null);
    try {
      const { data } = await runWithBank(() => confirm());
      await refreshUser();
      confirmed(data?.confirmMembershipRenewal.renewsAt);
    } catch (err) {
      // The bank's yes may have renewed it already (the processor told the server first): then it is done.
      const now = await apollo
        .query({ query: ManageMembershipDocument, fetchPolicy: 'network-only' })
        .then(({ data }) => data?.myMembership ?? null)
        .catch(() => null);
      await refreshUser();
      if (now?.membershipStatus === 'active') {
        confirmed(now.renewsAt);
        return;
      }
      setProblem(readPaymentError(err).message);
      box.current?.focus(); // the reason is read out with the alert
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Alert
      ref={box}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      severity="warning"
      icon={<LockRoundedIcon />}
      sx={{ mb: 2.5, alignItems: 'flex-start', scrollMarginTop: 96 }}
    >
      <AlertTitle id={titleId}>Your bank wants you to confirm your renewal</AlertTitle>
      Your bank needs you to confirm the {amount} of your {planName} membership before it is paid.
      {graceEnd ? ` Your benefits continue until ${graceEnd}; confirm it by then to keep them.` : ' Your benefits continue meanwhile.'}
      {problem ? (
        <Typography role="alert" variant="body2" sx={{ mt: 1, fontWeight: 600, color: 'error.main' }}>
          {problem}
        </Typography>
      ) : null}
      <Box sx={{ mt: 1.5 }}>
        <Button
          variant="contained"
          color="primary"
          onClick={() => void onConfirm()}
          disabled={confirming || setup.loading}
          startIcon={confirming ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {confirming ? 'Confirming…' : 'Confirm payment'}
        </Button>
      </Box>
    </Alert>
  );
}
