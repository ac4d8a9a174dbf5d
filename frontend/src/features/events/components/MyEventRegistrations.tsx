import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../components/TransitionLink';
import { MyEventRegistrationsDocument } from '../../../gql/graphql';
import { formatCents } from '../../../lib/format';
import { whenLabel } from '../utils/eventLabels';

/** The signed-in user's event registrations, shown beside their booking history (nothing when they have none). */
export function MyEventRegistrations() {
  const { data } = useQuery(MyEventRegistrationsDocument, { fetchPolicy: 'cache-and-network' });
  const rows = data?.myEventRegistrations ?? [];
  if (rows.length === 0) return null;
  return (
    <Container maxWidth="lg" sx={{ pb: { xs: 5, md: 8 } }}>
      <Box component="section" aria-labelledby="my-events-heading">
        <Typography id="my-events-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
          Your events
        </Typography>
        <Stack spacing={1.5}>
          {rows.map((r) => (
            <Card key={r.id} sx={{ p: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Box>
                  <Link component={TransitionLink} to={`/events/${r.event.id}`} variant="h5">
                    {r.event.title}
                  </Link>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {whenLabel(r.event.startsAt, r.event.endsAt, r.event.location.timeZone)} · Back Nine {r.event.location.name}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2">{r.totalCents > 0 ? formatCents(r.totalCents) : 'Free'}</Typography>
                  {r.refundedCents > 0 ? <Typography variant="body2">refunded {formatCents(r.refundedCents)}</Typography> : null}
                  <Chip
                    size="small"
                    label={r.status === 'confirmed' ? 'Registered' : 'Cancelled'}
                    color={r.status === 'confirmed' ? 'success' : 'default'}
                  />
                </Stack>
              </Stack>
            </Card>
          ))}
        </Stack>
      </Box>
    </Container>
  );
}
