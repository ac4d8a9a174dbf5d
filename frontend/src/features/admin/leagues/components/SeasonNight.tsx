import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminLeagueBookingPreviewQuery } from '../../../../gql/graphql';
import { SKIP, type Swaps } from '../utils/seasonBookings';

export type PreviewNight = AdminLeagueBookingPreviewQuery['adminLeagueBookingPreview'][number];

interface NightProps {
  night: PreviewNight;
  swaps: Swaps;
  onSwap: (key: string, value: string) => void;
}

/** A night's bays: a played night's own reservations (history), a coming night's plan with conflicts and a bay to use instead. */
export function NightBays({ night: n, swaps, onSwap }: NightProps) {
  if (n.state === 'played') {
    return n.bays.length === 0 ? (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Played without bays reserved here.
      </Typography>
    ) : (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {n.bays.map((b) => (
          <Chip key={b.bayNumber} size="small" variant="outlined" label={`${b.bayName}: played (${b.reference})`} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      {n.bays.map((b) => {
        const key = `${n.nightId}:${b.bayNumber}`;
        return (
          <Stack
            key={b.bayNumber}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <Chip
              size="small"
              label={`${b.bayName}: ${b.state === 'booked' ? `booked (${b.reference})` : b.state}`}
              // A conflict says so with an icon and a border in the warning colour; its words stay in the text
              // colour (MUI's warning orange on white is 3:1, under WCAG's 4.5 for small text: axe at 390 px).
              color={b.state === 'booked' ? 'success' : 'default'}
              variant="outlined"
              icon={b.conflict ? <ReportProblemOutlinedIcon sx={{ '&&': { color: 'warning.dark' } }} /> : undefined}
              sx={b.conflict ? { borderColor: 'warning.main' } : undefined}
            />
            {b.conflict ? <Typography variant="body2">{b.conflict}</Typography> : null}
            {b.conflict ? (
              <FormControl size="small" sx={{ minWidth: 150 }}>
                <InputLabel id={`swap-${key}`}>Use instead</InputLabel>
                <Select
                  labelId={`swap-${key}`}
                  label="Use instead"
                  value={swaps[key] ?? ''}
                  onChange={(e) => onSwap(key, String(e.target.value))}
                >
                  {n.freeBayNumbers
                    .filter((f) => !n.bays.some((x) => x.bayNumber === f))
                    .map((f) => (
                      <MenuItem key={f} value={String(f)}>
                        Bay {f}
                      </MenuItem>
                    ))}
                </Select>
              </FormControl>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}

/** Played, Booked, or the Skip night toggle. */
export function NightAction({ night: n, swaps, onSwap }: NightProps) {
  if (n.state === 'played') return <>Played</>;
  if (n.state === 'booked') return <>Booked</>;
  const skipped = swaps[n.nightId] === SKIP;
  return (
    <Button
      size="small"
      variant={skipped ? 'contained' : 'outlined'}
      aria-pressed={skipped}
      onClick={() => onSwap(n.nightId, skipped ? '' : SKIP)}
    >
      Skip night {n.week}
    </Button>
  );
}

/** A coming night's notes (public holiday, events that evening), to accept before it is booked. */
export function NightNotes({
  night: n,
  toBook,
  accepted,
  onAccept,
}: {
  night: PreviewNight;
  toBook: boolean;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
}) {
  if (n.notes.length === 0) return null;
  return (
    <Alert severity="info" variant="outlined" role="note" sx={{ py: 0, '& .MuiAlert-message': { minWidth: 0 } }}>
      <ul style={{ margin: 0, paddingLeft: 18 }} aria-label={`Notes for night ${n.week}`}>
        {n.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      {toBook ? (
        <FormControlLabel
          control={<Checkbox size="small" checked={accepted} onChange={(e) => onAccept(e.target.checked)} />}
          label={`Accept the notes of night ${n.week}`}
        />
      ) : null}
    </Alert>
  );
}
