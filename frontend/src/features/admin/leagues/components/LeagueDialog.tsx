import { useMutation, useQuery } from '@apollo/client/react';
import { LEAGUE_TIE_BREAKERS, leagueInput } from '@fairway/shared';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { FormCheckboxGroup } from '../../../../components/form/FormCheckboxGroup';
import { FormRadioField } from '../../../../components/form/FormChoiceFields';
import { FormMoneyField } from '../../../../components/form/FormMoneyField';
import { FormSelectField } from '../../../../components/form/FormSelectField';
import { FormTextField } from '../../../../components/form/FormTextField';
import {
  AdminCreateLeagueDocument,
  AdminLeagueLocationsDocument,
  AdminUpdateLeagueDocument,
  type AdminLeagueFieldsFragment,
} from '../../../../gql/graphql';
import { useSchemaForm } from '../../../../lib/forms';
import { useNotify } from '../../../../lib/notify';
import { DialogForm, FormDialog, useDialogSave } from '../../components/FormDialog';
import { leagueFormDefaults, TIE_BREAKER_LABELS, toLeagueInput } from '../utils/leagueView';

type League = AdminLeagueFieldsFragment;

const FIELDS = Object.keys(leagueInput.shape);

interface LeagueDialogProps {
  /** The league being edited; null for a new one. */
  league: League | null;
  open: boolean;
  onClose: () => void;
  onSaved: (league: League) => void;
}

/** Create or edit a league: the shared schema checks it here and again on the server, in the same words. */
export function LeagueDialog({ league, open, onClose, onSaved }: LeagueDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} titleId="league-dialog-title">
      <LeagueForm key={league?.id ?? 'new'} league={league} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

const FORMATS = [
  { value: 'individual', label: 'Individual' },
  { value: 'teams', label: 'Teams' },
];

/** The tie-breakers, each ticked one with its place in the order: 'Low round (1)'. */
const tieBreakerOptions = (chosen: readonly string[]) =>
  LEAGUE_TIE_BREAKERS.map((k) => ({
    value: k,
    label: chosen.includes(k) ? `${TIE_BREAKER_LABELS[k]} (${chosen.indexOf(k) + 1})` : TIE_BREAKER_LABELS[k],
  }));

function LeagueForm({ league, onClose, onSaved }: Omit<LeagueDialogProps, 'open'>) {
  const notify = useNotify();
  const locations = useQuery(AdminLeagueLocationsDocument).data?.locations ?? [];
  const { control, handleSubmit, setError, formState } = useSchemaForm(leagueInput, leagueFormDefaults(league, ''));
  const format = useWatch({ control, name: 'format' });
  const { formError, save } = useDialogSave(setError, FIELDS);
  const [create] = useMutation(AdminCreateLeagueDocument);
  const [update] = useMutation(AdminUpdateLeagueDocument);

  const submit = handleSubmit((values) =>
    save(async () => {
      const input = toLeagueInput(values);
      const saved = league
        ? (await update({ variables: { id: league.id, input } })).data?.adminUpdateLeague
        : (await create({ variables: { input } })).data?.adminCreateLeague;
      if (!saved) return;
      notify({ title: league ? `${saved.name} saved` : `${saved.name} created` });
      onSaved(saved);
    }),
  );

  const numeric = { htmlInput: { inputMode: 'numeric' as const } };

  return (
    <DialogForm
      titleId="league-dialog-title"
      title={league ? `Edit ${league.name}` : 'New league'}
      onSubmit={submit}
      formError={formError}
      onCancel={onClose}
      submitLabel={league ? 'Save league' : 'Create league'}
      pending={formState.isSubmitting}
    >
      <FormTextField control={control} name="name" label="Name" required autoFocus={!league} />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} hint="Shown on the leagues page." />
      <FormSelectField
        control={control}
        name="location"
        label="Location"
        required
        emptyLabel="Choose a location"
        options={locations.map((l) => ({ value: l.slug, label: `${l.name} (${l.bays.length} bays)` }))}
      />

      <FormRadioField control={control} name="format" label="Format" options={FORMATS} />
      {format === 'teams' ? (
        <FormTextField control={control} name="teamSize" label="Players per team" required hint="2 to 6." slotProps={numeric} />
      ) : null}

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="firstNight"
          type="date"
          fullWidth
          required
          label="First night"
          hint="Its weekday is every night’s."
        />
        <FormTextField
          control={control}
          name="startTime"
          type="time"
          fullWidth
          required
          label="Start time"
          hint="The location’s local time."
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="hoursPerNight" label="Hours a night" required fullWidth hint="1 to 4." slotProps={numeric} />
        <FormTextField control={control} name="weeks" label="Nights" required fullWidth hint="One a week." slotProps={numeric} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="capacity"
          label={format === 'teams' ? 'Teams' : 'Players'}
          required
          fullWidth
          hint="Places to sign up for."
          slotProps={numeric}
        />
        <FormTextField control={control} name="baysPerNight" label="Bays a night" required fullWidth slotProps={numeric} />
      </Stack>
      <FormMoneyField
        control={control}
        name="entryFeeCents"
        label={format === 'teams' ? 'Entry fee per team' : 'Entry fee'}
        required
        hint="In dollars; 0 for a free league. A new fee applies to new sign-ups."
      />

      <FormCheckboxGroup
        control={control}
        name="tieBreakers"
        label="Tie-breakers"
        options={tieBreakerOptions}
        hint="Applied in the order you tick them, only among those tied."
      />
    </DialogForm>
  );
}
