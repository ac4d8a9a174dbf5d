import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { LEAGUE_TIE_BREAKERS, leagueInput, type LeagueTieBreakerValue } from '@fairway/shared';
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
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Controller, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../../components/form/FormAlert';
import { FormSelectField } from '../../../../components/form/FormSelectField';
import { FormTextField } from '../../../../components/form/FormTextField';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import {
  AdminCreateLeagueDocument,
  AdminLeagueLocationsDocument,
  AdminUpdateLeagueDocument,
  type AdminLeagueFieldsFragment,
} from '../../../../gql/graphql';
import { showServerError, useSchemaForm } from '../../../../lib/forms';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { leagueFormDefaults, TIE_BREAKER_LABELS, toLeagueInput } from '../utils/leagueView';

type League = AdminLeagueFieldsFragment;

const FIELDS = Object.keys(leagueInput.shape);

/** Dollars typed → the form's cents (text that is not a number stays, so the schema says what is wrong). */
function dollarsToCents(text: string): number | string {
  const t = text.trim().replace(/^\$/, '');
  if (t === '') return '';
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : t;
}

interface LeagueDialogProps {
  /** The league being edited; null for a new one. */
  league: League | null;
  open: boolean;
  onClose: () => void;
  onSaved: (league: League) => void;
}

/** Create or edit a league: the shared schema checks it here and again on the server, in the same words. */
export function LeagueDialog({ league, open, onClose, onSaved }: LeagueDialogProps) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="league-dialog-title">
      {open ? <LeagueForm key={league?.id ?? 'new'} league={league} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function LeagueForm({ league, onClose, onSaved }: Omit<LeagueDialogProps, 'open'>) {
  const notify = useNotify();
  const locations = useQuery(AdminLeagueLocationsDocument).data?.locations ?? [];
  const { control, handleSubmit, setError, formState } = useSchemaForm(leagueInput, leagueFormDefaults(league, ''));
  const format = useWatch({ control, name: 'format' });
  const [formError, setFormError] = useState<string | null>(null);
  const [create] = useMutation(AdminCreateLeagueDocument);
  const [update] = useMutation(AdminUpdateLeagueDocument);
  const [dollars, setDollars] = useState(league ? (league.entryFeeCents / 100).toFixed(2) : '0.00');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const input = toLeagueInput(values);
    try {
      const saved = league
        ? (await update({ variables: { id: league.id, input } })).data?.adminUpdateLeague
        : (await create({ variables: { input } })).data?.adminCreateLeague;
      if (!saved) return;
      notify({ title: league ? `${saved.name} saved` : `${saved.name} created` });
      onSaved(saved);
    } catch (e) {
      const err = readGraphQLError(e);
      if (!showServerError(setError, FIELDS, err.field, err.message)) setFormError(err.message);
    }
  });

  const numeric = { htmlInput: { inputMode: 'numeric' as const } };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogTitle id="league-dialog-title">{league ? `Edit ${league.name}` : 'New league'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormAlert message={formError} />
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

          <Controller
            control={control}
            name="format"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="league-format-label">Format</FormLabel>
                <RadioGroup row aria-labelledby="league-format-label" {...field}>
                  <FormControlLabel value="individual" control={<Radio />} label="Individual" />
                  <FormControlLabel value="teams" control={<Radio />} label="Teams" />
                </RadioGroup>
              </FormControl>
            )}
          />
          {format === 'teams' ? (
            <FormTextField control={control} name="teamSize" label="Players per team" required hint="2 to 6." slotProps={numeric} />
          ) : null}

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={control}
              name="firstNight"
              render={({ field, fieldState }) => (
                <TextField
                  type="date"
                  fullWidth
                  required
                  label="First night"
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? 'Its weekday is every night’s.'}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              )}
            />
            <Controller
              control={control}
              name="startTime"
              render={({ field, fieldState }) => (
                <TextField
                  type="time"
                  fullWidth
                  required
                  label="Start time"
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? 'The location’s local time.'}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              )}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="hoursPerNight"
              label="Hours a night"
              required
              fullWidth
              hint="1 to 4."
              slotProps={numeric}
            />
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
          <Controller
            control={control}
            name="entryFeeCents"
            render={({ field, fieldState }) => (
              <TextField
                label={format === 'teams' ? 'Entry fee per team' : 'Entry fee'}
                required
                name={field.name}
                inputRef={field.ref}
                value={dollars}
                onChange={(e) => {
                  setDollars(e.target.value);
                  field.onChange(dollarsToCents(e.target.value));
                }}
                onBlur={field.onBlur}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? 'In dollars; 0 for a free league. A new fee applies to new sign-ups.'}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
            )}
          />

          <Controller
            control={control}
            name="tieBreakers"
            render={({ field, fieldState }) => {
              const chosen = (field.value ?? []) as LeagueTieBreakerValue[];
              return (
                <FormControl error={!!fieldState.error} component="fieldset" variant="standard">
                  <FormLabel component="legend">Tie-breakers</FormLabel>
                  <FormGroup row>
                    {LEAGUE_TIE_BREAKERS.map((k, i) => (
                      <FormControlLabel
                        key={k}
                        label={chosen.includes(k) ? `${TIE_BREAKER_LABELS[k]} (${chosen.indexOf(k) + 1})` : TIE_BREAKER_LABELS[k]}
                        control={
                          <Checkbox
                            slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                            checked={chosen.includes(k)}
                            onBlur={field.onBlur}
                            onChange={(e) => field.onChange(e.target.checked ? [...chosen, k] : chosen.filter((c) => c !== k))}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>
                    {fieldState.error?.message ?? 'Applied in the order you tick them, only among those tied.'}
                  </FormHelperText>
                </FormControl>
              );
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <SubmitButton
          pending={formState.isSubmitting}
          label={league ? 'Save league' : 'Create league'}
          pendingLabel="Saving…"
          size="medium"
        />
      </DialogActions>
    </form>
  );
}
