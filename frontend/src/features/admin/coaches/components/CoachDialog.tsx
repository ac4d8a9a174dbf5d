import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { COACH_PHOTO_MAX_BYTES, COACH_PHOTO_TYPES, coachInput, coachMessages } from '@fairway/shared';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Controller } from 'react-hook-form';
import { FormAlert } from '../../../../components/form/FormAlert';
import { FormTextField } from '../../../../components/form/FormTextField';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { AdminCoachCreateDocument, AdminCoachUpdateDocument, type AdminCoachFieldsFragment } from '../../../../gql/graphql';
import { showServerError, useSchemaForm } from '../../../../lib/forms';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { dollarsToCents, uploadCoachPhoto } from '../utils/coachForm';

type Coach = AdminCoachFieldsFragment;
type LocationOption = { id: string; name: string };

const FIELDS = Object.keys(coachInput.shape);

function defaults(coach: Coach | null, locations: readonly LocationOption[]) {
  return {
    name: coach?.name ?? '',
    email: coach?.email ?? '',
    bio: coach?.bio ?? '',
    locationIds: coach ? coach.locations.map((l) => l.id) : locations.length === 1 ? [locations[0]!.id] : [],
    hourlyRateCents: coach?.hourlyRateCents ?? 7500,
    bufferMinutes: coach?.bufferMinutes ?? 0,
    active: coach?.active ?? true,
  };
}

interface CoachDialogProps {
  coach: Coach | null;
  locations: readonly LocationOption[];
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  /** A new photo was stored (the dialog stays open). */
  onPhoto: () => void;
}

/** Create or edit a coach (and, once they exist, their photo): the shared schema checks it here and on the server. */
export function CoachDialog({ coach, locations, open, onClose, onSaved, onPhoto }: CoachDialogProps) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="coach-dialog-title">
      {open ? (
        <CoachForm key={coach?.id ?? 'new'} coach={coach} locations={locations} onClose={onClose} onSaved={onSaved} onPhoto={onPhoto} />
      ) : null}
    </Dialog>
  );
}

function CoachForm({ coach, locations, onClose, onSaved, onPhoto }: Omit<CoachDialogProps, 'open'>) {
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useSchemaForm(coachInput, defaults(coach, locations));
  const [formError, setFormError] = useState<string | null>(null);
  const [create] = useMutation(AdminCoachCreateDocument);
  const [update] = useMutation(AdminCoachUpdateDocument);
  const [dollars, setDollars] = useState(((coach?.hourlyRateCents ?? 7500) / 100).toFixed(2));
  const [photo, setPhoto] = useState<{ url: string | null; error: string | null; busy: boolean }>({
    url: coach?.photoUrl ?? null,
    error: null,
    busy: false,
  });

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = coach
        ? (await update({ variables: { id: coach.id, input } })).data?.adminUpdateCoach
        : (await create({ variables: { input } })).data?.adminCreateCoach;
      if (!saved) return;
      notify({
        title: coach ? `${saved.name} saved` : `${saved.name} added`,
        description: coach ? undefined : 'Add a photo and their hours next.',
      });
      onSaved();
    } catch (e) {
      const err = readGraphQLError(e);
      if (!showServerError(setError, FIELDS, err.field, err.message)) setFormError(err.message);
    }
  });

  const pickPhoto = async (file: File | undefined) => {
    if (!file || !coach) return;
    // A first check here for a quick answer; the server checks the bytes themselves.
    if (file.size > COACH_PHOTO_MAX_BYTES) return setPhoto((p) => ({ ...p, error: coachMessages.photoSize }));
    if (!(COACH_PHOTO_TYPES as readonly string[]).includes(file.type)) return setPhoto((p) => ({ ...p, error: coachMessages.photoType }));
    setPhoto((p) => ({ ...p, busy: true, error: null }));
    const result = await uploadCoachPhoto(coach.id, file);
    setPhoto((p) => ({ url: result.photoUrl ?? p.url, error: result.error, busy: false }));
    if (result.photoUrl) {
      notify({ title: 'Photo saved' });
      onPhoto();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogTitle id="coach-dialog-title">{coach ? `Edit ${coach.name}` : 'New coach'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormAlert message={formError} />
          {coach ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar src={photo.url ?? undefined} alt={`${coach.name}'s photo`} sx={{ width: 64, height: 64 }}>
                {coach.name.slice(0, 1)}
              </Avatar>
              <Stack spacing={0.5}>
                <Button component="label" variant="outlined" size="small" disabled={photo.busy}>
                  {photo.busy ? 'Uploading…' : photo.url ? 'Replace photo' : 'Upload photo'}
                  <input
                    hidden
                    type="file"
                    accept={COACH_PHOTO_TYPES.join(',')}
                    aria-label="Coach photo"
                    onChange={(e) => void pickPhoto(e.target.files?.[0])}
                  />
                </Button>
                <Typography
                  variant="caption"
                  role={photo.error ? 'alert' : undefined}
                  sx={{ color: photo.error ? 'error.main' : 'text.secondary' }}
                >
                  {photo.error ?? 'JPEG, PNG or WebP, at most 2 MB. Saved at once.'}
                </Typography>
              </Stack>
            </Stack>
          ) : null}
          <FormTextField control={control} name="name" label="Name" required autoFocus={!coach} />
          <FormTextField
            control={control}
            name="email"
            label="E-mail"
            type="email"
            required
            hint="Where the coach hears of each lesson. Never shown to customers."
          />
          <FormTextField control={control} name="bio" label="Bio" multiline minRows={2} hint="Shown on the lessons page." />
          <Controller
            control={control}
            name="locationIds"
            render={({ field, fieldState }) => {
              const chosen = (field.value ?? []) as string[];
              return (
                <FormControl error={!!fieldState.error} component="fieldset" variant="standard">
                  <FormLabel component="legend">Teaches at</FormLabel>
                  <FormGroup row>
                    {locations.map((l, i) => (
                      <FormControlLabel
                        key={l.id}
                        label={l.name}
                        control={
                          <Checkbox
                            slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                            checked={chosen.includes(l.id)}
                            onBlur={field.onBlur}
                            onChange={(e) => field.onChange(e.target.checked ? [...chosen, l.id] : chosen.filter((c) => c !== l.id))}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>{fieldState.error?.message ?? 'Their weekly hours are set per location on Coach hours.'}</FormHelperText>
                </FormControl>
              );
            }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={control}
              name="hourlyRateCents"
              render={({ field, fieldState }) => (
                <TextField
                  label="Hourly rate"
                  required
                  fullWidth
                  name={field.name}
                  inputRef={field.ref}
                  value={dollars}
                  onChange={(e) => {
                    setDollars(e.target.value);
                    field.onChange(dollarsToCents(e.target.value));
                  }}
                  onBlur={field.onBlur}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? 'A one-hour lesson, bay included.'}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                />
              )}
            />
            <FormTextField
              control={control}
              name="bufferMinutes"
              label="Buffer minutes"
              fullWidth
              hint="Kept free before and after each lesson (0–60)."
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Stack>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Active: customers can book lessons with this coach"
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <SubmitButton pending={formState.isSubmitting} label={coach ? 'Save coach' : 'Create coach'} pendingLabel="Saving…" size="medium" />
      </DialogActions>
    </form>
  );
}
