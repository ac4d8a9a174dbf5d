import { useMutation, useQuery } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { ProfileRemindersDocument, SetWeeklyRemindersDocument } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/graphqlError';
import { useNotify } from '../../../lib/notify';

/** The same opt-out as the one-click link in every reminder; booking and account e-mails are not affected. */
export function WeeklyRemindersToggle() {
  const notify = useNotify();
  const { data, loading } = useQuery(ProfileRemindersDocument, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SetWeeklyRemindersDocument);
  const on = data?.me?.weeklyReminders;

  if (loading && on === undefined) return <Skeleton variant="rounded" height={48} aria-label="Loading your e-mail choices" />;

  const change = async (subscribed: boolean) => {
    try {
      await save({ variables: { subscribed } });
      notify({
        title: subscribed ? 'Weekly reminders on' : 'Weekly reminders off',
        description: subscribed ? "We'll send you our weekly reminder again." : "You won't get weekly reminders any more.",
      });
    } catch (err) {
      notify({ title: "Couldn't save your choice", description: readGraphQLError(err).message, variant: 'destructive' });
    }
  };

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={!!on}
            onChange={(e) => void change(e.target.checked)}
            disabled={saving.loading}
            slotProps={{ input: { 'aria-describedby': 'weekly-reminders-help' } }}
          />
        }
        label="Weekly reminders"
      />
      <FormHelperText id="weekly-reminders-help" sx={{ mx: 0 }}>
        Open bays, what's on and your next booking, once a week. Booking confirmations, receipts and password e-mails always reach you.
      </FormHelperText>
    </div>
  );
}
