import { useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SystemHealthStatusDocument } from '../../../../gql/graphql';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { formatTimeWithZone } from '../../../../lib/venueTime';
import { healthChecks, overallHealth, type HealthCheck, type HealthState } from '../utils/health';
import { AdminSection } from '../../components/AdminSection';
import { useVenueZones } from '../../api/useVenueZones';

// Colour AND shape AND a word tell the states apart (colour-blind safe).
const LOOK: Record<HealthState, { icon: typeof CheckCircleRoundedIcon; color: 'success' | 'warning' | 'error'; word: string }> = {
  ok: { icon: CheckCircleRoundedIcon, color: 'success', word: 'OK' },
  warning: { icon: WarningAmberRoundedIcon, color: 'warning', word: 'Warning' },
  error: { icon: ErrorRoundedIcon, color: 'error', word: 'Error' },
};

function HealthCard({ check }: { check: HealthCheck }) {
  const look = LOOK[check.state];
  const Icon = look.icon;
  return (
    <Box
      role="group"
      aria-label={`${check.label}: ${look.word}, ${check.summary}`}
      sx={(t) => ({
        height: '100%',
        p: 2,
        borderRadius: '12px',
        border: `1px solid ${t.vars.palette.divider}`,
        borderLeft: `4px solid ${t.vars.palette[look.color].main}`,
        bgcolor: check.state === 'ok' ? 'transparent' : t.alpha(t.vars.palette[look.color].main, 0.06),
      })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {check.label}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: `${look.color}.main` }}>
          <Icon aria-hidden fontSize="small" />
          <Typography
            component="span"
            variant="body2"
            sx={{ fontWeight: 700, color: check.state === 'warning' ? 'warning.dark' : `${look.color}.main` }}
          >
            {look.word}
          </Typography>
        </Stack>
      </Stack>
      <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{check.summary}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
        {check.detail}
      </Typography>
      {check.figures ? (
        <Box component="dl" sx={{ display: 'flex', gap: 2.5, flexWrap: 'wrap', m: 0, mt: 1.5 }}>
          {check.figures.map((f) => (
            <div key={f.label}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {f.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {f.value}
              </Typography>
            </div>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** Database, mail and job queue, checked when the page opens and again on Refresh. */
export function HealthPanel() {
  const [checkedAt, setCheckedAt] = useState(() => new Date());
  // A check belongs to no location: the time is told in the zone they share.
  const { zone } = useVenueZones();
  const { data, error, networkStatus, refetch } = useQuery(SystemHealthStatusDocument, {
    fetchPolicy: 'network-only', // health is only worth anything when it is current
    notifyOnNetworkStatusChange: true,
  });
  const checking = networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.refetch;
  const checks = data ? healthChecks(data.adminSystemHealth) : null;
  const overall = checks ? overallHealth(checks) : null;

  const recheck = () => {
    void refetch().then(
      () => setCheckedAt(new Date()),
      () => undefined, // shown by `error`
    );
  };

  return (
    <AdminSection
      title="System health"
      intro={
        overall && !checking ? (
          <>
            <Box
              component="span"
              sx={{
                fontWeight: 700,
                color: overall.state === 'ok' ? 'success.main' : overall.state === 'warning' ? 'warning.dark' : 'error.main',
              }}
            >
              {overall.text}.
            </Box>{' '}
            Checked at {formatTimeWithZone(checkedAt, zone().timeZone)}.
          </>
        ) : (
          'Checking the database, the mail server and the job queue…'
        )
      }
      action={
        <Button
          variant="outlined"
          onClick={recheck}
          disabled={checking}
          startIcon={<RefreshRoundedIcon />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {checking ? 'Checking…' : 'Refresh'}
        </Button>
      }
    >
      {error && !checking ? (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
          {`We couldn't run the health checks. ${readGraphQLError(error).message}`}
        </Alert>
      ) : null}
      {checking || checks ? (
        <Grid container spacing={1.5} aria-busy={checking}>
          {checks && !checking
            ? checks.map((c) => (
                <Grid key={c.key} size={{ xs: 12, md: 4 }}>
                  <HealthCard check={c} />
                </Grid>
              ))
            : [0, 1, 2].map((i) => (
                <Grid key={i} size={{ xs: 12, md: 4 }}>
                  <Skeleton variant="rounded" height={132} sx={{ borderRadius: '12px' }} />
                </Grid>
              ))}
        </Grid>
      ) : null}
    </AdminSection>
  );
}
