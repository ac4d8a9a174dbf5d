import { useMutation, useQuery } from '@apollo/client/react';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SystemFailedJobsDocument, SystemRetryJobDocument } from '../../../../gql/graphql';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { attemptsLabel, jobLabel } from '../utils/jobs';
import { AdminSection } from '../../components/AdminSection';
import { useVenueZones } from '../../api/useVenueZones';
import { formatInZone } from '../../utils/venueZone';

/** Background work that failed after all its retries (a refund, an e-mail), each with a retry. */
export function FailedJobsCard() {
  const notify = useNotify();
  const zones = useVenueZones();
  const { data, loading, error } = useQuery(SystemFailedJobsDocument, { fetchPolicy: 'cache-and-network' });
  const [retry, { loading: retrying }] = useMutation(SystemRetryJobDocument, {
    refetchQueries: ['SystemFailedJobs', 'SystemHealthStatus', 'SystemAuditLog'],
  });
  const jobs = data?.adminFailedJobs ?? [];

  const run = async (jobId: string, label: string) => {
    try {
      await retry({ variables: { jobId } });
      notify({ title: 'Job queued again', description: `${label} will run again in a moment.` });
    } catch (err) {
      notify({ title: "Couldn't retry the job", description: readGraphQLError(err).message, variant: 'destructive' });
    }
  };

  return (
    <AdminSection
      title="Failed background jobs"
      intro={
        'Work the site does after the fact (refunds, e-mails, renewals) is retried on its own for a while. ' +
        'What still failed after that is listed here for the last 7 days: fix the cause, then run it again.'
      }
    >
      {error ? (
        <Alert severity="error" variant="outlined">
          {readGraphQLError(error).message}
        </Alert>
      ) : loading && !data ? (
        <Skeleton variant="rounded" height={56} />
      ) : jobs.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Nothing has failed. Every background job finished or is still being retried.
        </Typography>
      ) : (
        <List aria-label="Failed background jobs" disablePadding>
          {jobs.map((j) => {
            const label = jobLabel(j.queue);
            return (
              <ListItem key={j.id} divider disableGutters sx={{ alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
                <Stack sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Failed {formatInZone(j.failedAt, zones.zone())} after {attemptsLabel(j.attempts)}
                    {j.bookingId ? ` · booking ${j.bookingId}` : ''}
                  </Typography>
                  {j.error ? (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {j.error}
                    </Typography>
                  ) : null}
                </Stack>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<ReplayRoundedIcon />}
                  disabled={retrying}
                  onClick={() => void run(j.id, label)}
                  aria-label={`Retry: ${label}`}
                >
                  Retry
                </Button>
              </ListItem>
            );
          })}
        </List>
      )}
    </AdminSection>
  );
}
