import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdminCoachesDocument, AdminCoachScheduleDocument } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/graphqlError';
import { AdminPage } from '../components/AdminPage';
import { CoachTotals } from './components/CoachTotals';
import { TimeOffEditor } from './components/TimeOffEditor';
import { WeekEditor } from './components/WeekEditor';

/**
 * `/admin/coach-hours` (admins): pick a coach, edit their weekly hours at each location they teach
 * at and their time off (venue-local times; a change that would strand a booked lesson is refused
 * by the server, naming it), then the lessons and hours each coach taught per week or month.
 */
export function CoachHoursPage() {
  const coaches = useQuery(AdminCoachesDocument);
  const list = useMemo(() => coaches.data?.adminCoaches ?? [], [coaches.data]);
  const [coachId, setCoachId] = useState('');
  useEffect(() => {
    if (!coachId && list.length > 0) setCoachId((list.find((c) => c.active) ?? list[0]!).id);
  }, [coachId, list]);
  const coach = list.find((c) => c.id === coachId) ?? null;
  const schedule = useQuery(AdminCoachScheduleDocument, { variables: { coachId }, skip: !coachId });
  const hours = schedule.data?.adminCoachSchedule.hours ?? [];

  return (
    <AdminPage
      title="Coach hours"
      intro="When each coach teaches at each venue, their time off, and what they have taught. Times are venue time."
    >
      {coaches.error ? <Alert severity="error">{readGraphQLError(coaches.error).message}</Alert> : null}
      <Stack spacing={3}>
        <TextField
          select
          label="Coach"
          value={coach ? coachId : ''}
          onChange={(e) => setCoachId(e.target.value)}
          sx={{ width: { xs: '100%', sm: 320 } }}
        >
          {list.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
              {c.active ? '' : ' (inactive)'}
            </MenuItem>
          ))}
        </TextField>
        {schedule.error ? <Alert severity="error">{readGraphQLError(schedule.error).message}</Alert> : null}
        {coach && schedule.data
          ? coach.locations.map((l) => (
              <WeekEditor
                key={`${coach.id}:${l.id}`}
                coachId={coach.id}
                coachName={coach.name}
                location={l}
                stretches={hours.filter((h) => h.locationId === l.id)}
              />
            ))
          : null}
        {coach && schedule.data ? (
          <TimeOffEditor key={coach.id} coachId={coach.id} locations={coach.locations} timeOff={schedule.data.adminCoachSchedule.timeOff} />
        ) : null}
        <CoachTotals />
      </Stack>
    </AdminPage>
  );
}
