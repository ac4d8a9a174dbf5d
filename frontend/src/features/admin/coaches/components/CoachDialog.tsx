import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { COACH_PHOTO_MAX_BYTES, COACH_PHOTO_TYPES, coachInput, coachMessages } from '@fairway/shared';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormCheckboxGroup } from '../../../../components/form/FormCheckboxGroup';
import { FormSwitchField } from '../../../../components/form/FormChoiceFields';
import { FormMoneyField } from '../../../../components/form/FormMoneyField';
import { FormTextField } from '../../../../components/form/FormTextField';
import { AdminCoachCreateDocument, AdminCoachUpdateDocument, type AdminCoachFieldsFragment } from '../../../../gql/graphql';
import { useSchemaForm } from '../../../../lib/forms';
import { useNotify } from '../../../../lib/notify';
import { DialogForm, FormDialog, useDialogSave } from '../../components/FormDialog';
import { uploadCoachPhoto } from '../utils/coachForm';

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
  return (
    <FormDialog open={open} onClose={onClose} titleId="coach-dialog-title">
      <CoachForm key={coach?.id ?? 'new'} coach={coach} locations={locations} onClose={onClose} onSaved={onSaved} onPhoto={onPhoto} />
    </FormDialog>
  );
}

function CoachForm({ coach, locations, onClose, onSaved, onPhoto }: Omit<CoachDialogProps, 'open'>) {
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useSchemaForm(coachInput, defaults(coach, locations));
  const { formError, save } = useDialogSave(setError, FIELDS);
  const [create] = useMutation(AdminCoachCreateDocument);
  const [update] = useMutation(AdminCoachUpdateDocument);
  const [photo, setPhoto] = useState<{ url: string | null; error: string | null; busy: boolean }>({
    url: coach?.photoUrl ?? null,
    error: null,
    busy: false,
  });

  const submit = handleSubmit((input) =>
    save(async () => {
      const saved = coach
        ? (await update({ variables: { id: coach.id, input } })).data?.adminUpdateCoach
        : (await create({ variables: { input } })).data?.adminCreateCoach;
      if (!saved) return;
      notify({
        title: coach ? `${saved.name} saved` : `${saved.name} added`,
        description: coach ? undefined : 'Add a photo and their hours next.',
      });
      onSaved();
    }),
  );

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
    <DialogForm
      titleId="coach-dialog-title"
      title={coach ? `Edit ${coach.name}` : 'New coach'}
      onSubmit={submit}
      formError={formError}
      onCancel={onClose}
      submitLabel={coach ? 'Save coach' : 'Create coach'}
      pending={formState.isSubmitting}
    >
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
      <FormCheckboxGroup
        control={control}
        name="locationIds"
        label="Teaches at"
        options={locations.map((l) => ({ value: l.id, label: l.name }))}
        hint="Their weekly hours are set per location on Coach hours."
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormMoneyField
          control={control}
          name="hourlyRateCents"
          label="Hourly rate"
          required
          fullWidth
          hint="A one-hour lesson, bay included."
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
      <FormSwitchField control={control} name="active" label="Active: customers can book lessons with this coach" />
    </DialogForm>
  );
}
