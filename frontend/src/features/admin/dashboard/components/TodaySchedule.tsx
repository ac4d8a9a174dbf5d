import { useId } from 'react';
import SportsGolfOutlinedIcon from '@mui/icons-material/SportsGolfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../../components/TransitionLink';
import { paths } from '../../../../config/paths';
import { pluralize } from '../utils/kpi';
import type { LocationSchedule, ScheduleEntry } from '../utils/schedule';
import { AdminSection } from '../../components/AdminSection';
import { EmptyPanel } from './EmptyPanel';

function EntryRow({ entry }: { entry: ScheduleEntry }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 2,
        rowGap: 0.25,
        alignItems: 'center',
        py: 1,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {entry.time}
      </Typography>
      <Box sx={{ minWidth: 0, gridColumn: '1 / 2', gridRow: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {entry.customer}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Bay {entry.bayNumber} · {pluralize(entry.partySize, 'player')}
        </Typography>
      </Box>
      <Chip
        label={entry.reference}
        size="small"
        variant="outlined"
        sx={{ fontVariantNumeric: 'tabular-nums', gridRow: '1 / 3', gridColumn: 2 }}
      />
    </Box>
  );
}

function LocationBlock({ group }: { group: LocationSchedule }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', pb: 0.5, borderBottom: 2, borderColor: 'divider' }}
      >
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {group.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {pluralize(group.entries.length, 'booking')}
        </Typography>
      </Stack>
      {group.entries.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
          No bays booked here today.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {group.entries.map((e) => (
            <EntryRow key={e.id} entry={e} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Today's bookings, location by location: time, customer, bay and reference. `capped` when the
 * day has more bookings than one page brings (the full list is in booking history).
 */
export function TodaySchedule({ groups, loading, capped }: { groups?: LocationSchedule[]; loading: boolean; capped: boolean }) {
  const total = groups?.reduce((sum, g) => sum + g.entries.length, 0) ?? 0;
  const calendar = (
    <Button component={TransitionLink} to={paths.adminBookingCalendar} size="small" variant="outlined" sx={{ flexShrink: 0 }}>
      Open calendar
    </Button>
  );
  return (
    <AdminSection title="Today's bookings" intro="Confirmed bays starting today, in venue time" action={calendar}>
      {loading && !groups ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading today's bookings">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : !groups ? (
        <EmptyPanel
          icon={<SportsGolfOutlinedIcon />}
          title="Today's bookings didn't load"
          text="Use Refresh at the top of the page to try again."
          minHeight={140}
        />
      ) : total === 0 ? (
        <EmptyPanel
          icon={<SportsGolfOutlinedIcon />}
          title="A quiet day so far"
          text="No bays are booked at any location today. New bookings show up here, grouped by location."
          minHeight={140}
        />
      ) : (
        <>
          <Grid container spacing={{ xs: 2, md: 3 }}>
            {groups.map((g) => (
              <Grid key={g.slug} size={{ xs: 12, md: 4 }}>
                <LocationBlock group={g} />
              </Grid>
            ))}
          </Grid>
          {capped ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
              Showing the first 100 bookings of the day. See every one in{' '}
              <Link component={TransitionLink} to={paths.adminBookingHistory}>
                booking history
              </Link>
              .
            </Typography>
          ) : null}
        </>
      )}
    </AdminSection>
  );
}
