import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SystemReleaseExpiredHoldsDocument } from '../../../../gql/graphql';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { formatTimeWithZone } from '../../../../lib/venueTime';
import { releasedMessage } from '../utils/health';
import { AdminSection } from '../../components/AdminSection';
import { useVenueZones } from '../../api/useVenueZones';

/** Frees every expired hold now, instead of waiting for the sweeper (it runs every minute). */
export function ReleaseHoldsCard() {
  const notify = useNotify();
  // Releasing is for every location at once: the time is told in the zone they share.
  const { zone } = useVenueZones();
  const [release, { loading }] = useMutation(SystemReleaseExpiredHoldsDocument, { refetchQueries: ['SystemAuditLog'] });
  const [result, setResult] = useState<{ text: string; at: Date } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setError(null);
    try {
      const { data } = await release();
      const released = data?.adminReleaseExpiredHolds ?? 0;
      const text = releasedMessage(released);
      setResult({ text, at: new Date() });
      notify({ title: released > 0 ? 'Expired holds released' : 'Nothing to release', description: text });
    } catch (err) {
      const { message } = readGraphQLError(err);
      setError(message);
      notify({ title: "Couldn't release the holds", description: message, variant: 'destructive' });
    }
  };

  return (
    <AdminSection
      title="Release expired holds"
      intro="A hold keeps a slot for 10 minutes while someone checks out, and expired ones are freed every minute on their own. Run this if a slot still looks taken: holds inside their 10 minutes are never touched."
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="contained"
          color="secondary"
          onClick={run}
          disabled={loading}
          startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockOpenRoundedIcon />}
        >
          {loading ? 'Releasing…' : 'Release expired holds now'}
        </Button>
        <div role="status">
          {result && !error ? (
            <Typography variant="body2">
              <strong>{result.text}</strong> Last run at {formatTimeWithZone(result.at, zone().timeZone)}.
            </Typography>
          ) : null}
        </div>
        {error ? (
          <Alert severity="error" variant="outlined" sx={{ width: '100%' }}>
            {error}
          </Alert>
        ) : null}
      </Stack>
    </AdminSection>
  );
}
