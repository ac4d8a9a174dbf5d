import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Controller, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { REMINDER_AUDIENCES, REMINDER_AUDIENCE_LABELS, REMINDER_PLACEHOLDERS, weeklyReminderInput } from '@fairway/shared';
import { FormAlert } from '../../../../components/form/FormAlert';
import { FormTextField } from '../../../../components/form/FormTextField';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import {
  AdminCreateReminderDocument,
  AdminUpdateReminderDocument,
  ReminderLeaguesDocument,
  type ReminderFieldsFragment,
} from '../../../../gql/graphql';
import { WEEKDAY_NAMES } from '../../../../lib/format';
import { showServerError, useSchemaForm } from '../../../../lib/forms';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { formValues } from '../utils/reminderView';
import { ReminderPreview } from './ReminderPreview';

const FIELDS = ['name', 'audience', 'leagueId', 'locationId', 'weekday', 'time', 'subject', 'body'] as const;

interface ReminderEditorDialogProps {
  /** The reminder to edit, or null for a new one. */
  reminder: ReminderFieldsFragment | null;
  locations: readonly { id: string; name: string; timeZone: string }[];
  onClose: () => void;
}

/** Write or edit a reminder, with a live preview of the e-mail for a chosen person. */
export function ReminderEditorDialog({ reminder, locations, onClose }: ReminderEditorDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const notify = useNotify();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, getValues, formState } = useSchemaForm(
    weeklyReminderInput,
    formValues(reminder, locations[0]?.id ?? ''),
  );
  const [create] = useMutation(AdminCreateReminderDocument, { refetchQueries: ['AdminReminders', 'AdminReminderRuns'] });
  const [update] = useMutation(AdminUpdateReminderDocument, { refetchQueries: ['AdminReminders', 'AdminReminderRuns'] });
  const [subject, body, locationId, audience] = useWatch({ control, name: ['subject', 'body', 'locationId', 'audience'] });
  const leagues = useQuery(ReminderLeaguesDocument, { skip: audience !== 'league_players' }).data?.leagues ?? [];

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    const input = { ...v, leagueId: v.leagueId ?? null };
    try {
      if (reminder) await update({ variables: { id: reminder.id, input } });
      else await create({ variables: { input } });
      notify({
        title: reminder ? 'Reminder saved' : 'Reminder created',
        description: v.active ? `“${v.name}” is scheduled.` : `“${v.name}” is paused.`,
      });
      onClose();
    } catch (err) {
      const { message, field } = readGraphQLError(err);
      if (!showServerError(setError, FIELDS, field, message)) setFormError(message);
    }
  });

  const insert = (name: string) => {
    const current = String(getValues('body') ?? '');
    setValue('body', `${current}${current && !/\s$/.test(current) ? ' ' : ''}{${name}}`, { shouldValidate: true, shouldDirty: true });
  };

  const title = reminder ? `Edit “${reminder.name}”` : 'New weekly reminder';
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="lg" fullWidth aria-labelledby="reminder-editor-title">
      <DialogTitle id="reminder-editor-title">{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="reminder-editor-title" sx={{ display: 'contents' }}>
        <DialogContent dividers>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack spacing={2}>
                <FormAlert message={formError} />
                <FormTextField control={control} name="name" label="Name" required fullWidth hint="Only admins see it." />
                <FormTextField
                  control={control}
                  name="audience"
                  label="Send to"
                  select
                  required
                  fullWidth
                  hint={
                    audience === 'league_players'
                      ? "The league's active players in paid entries. Opted-out and disabled accounts never get reminders."
                      : 'Opted-out and disabled accounts never get reminders.'
                  }
                >
                  {REMINDER_AUDIENCES.map((a) => (
                    <MenuItem key={a} value={a}>
                      {REMINDER_AUDIENCE_LABELS[a]}
                    </MenuItem>
                  ))}
                </FormTextField>
                {audience === 'league_players' ? (
                  <FormTextField
                    control={control}
                    name="leagueId"
                    label="League"
                    select
                    required
                    fullWidth
                    show={(v) => (leagues.some((l) => l.id === v) ? v : '')}
                  >
                    {leagues.map((l) => (
                      <MenuItem key={l.id} value={l.id}>
                        {l.name} ({l.location.name})
                      </MenuItem>
                    ))}
                  </FormTextField>
                ) : null}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField control={control} name="weekday" label="Every" select required fullWidth>
                    {WEEKDAY_NAMES.map((d, i) => (
                      <MenuItem key={d} value={i + 1}>
                        {d}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <FormTextField
                    control={control}
                    name="time"
                    label="At (24-hour)"
                    required
                    fullWidth
                    hint="Like 09:00 or 18:30"
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                  />
                </Stack>
                <FormTextField
                  control={control}
                  name="locationId"
                  label="Venue clock"
                  select
                  required
                  fullWidth
                  hint="The reminder goes out at that time in this venue's time zone, daylight saving included."
                >
                  {locations.map((l) => (
                    <MenuItem key={l.id} value={l.id}>
                      {l.name} ({l.timeZone})
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField control={control} name="subject" label="Subject" required fullWidth />
                <FormTextField control={control} name="body" label="Message" required fullWidth multiline minRows={6} />
                <Box>
                  <Typography variant="body2" component="p" id="placeholder-help" sx={{ color: 'text.secondary', mb: 1 }}>
                    Placeholders, filled in for each person:
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-labelledby="placeholder-help">
                    {REMINDER_PLACEHOLDERS.map((p) => (
                      <Chip
                        key={p}
                        label={`{${p}}`}
                        onClick={() => insert(p)}
                        variant="outlined"
                        aria-label={`Insert {${p}} into the message`}
                      />
                    ))}
                  </Stack>
                </Box>
                <Controller
                  control={control}
                  name="active"
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                      label={field.value ? 'Active: sends every week' : 'Paused: sends nothing until resumed'}
                    />
                  )}
                />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ReminderPreview subject={String(subject ?? '')} body={String(body ?? '')} locationId={String(locationId ?? '')} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton
            pending={formState.isSubmitting}
            pendingLabel="Saving…"
            label={reminder ? 'Save reminder' : 'Create reminder'}
            size="medium"
          />
        </DialogActions>
      </Box>
    </Dialog>
  );
}
