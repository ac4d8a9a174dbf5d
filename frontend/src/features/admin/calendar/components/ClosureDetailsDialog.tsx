import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CalendarRemoveClosureDocument } from '../../../../gql/graphql';
import { formatDate, formatHourRange } from '../../../../lib/format';
import { useCalendarAction } from '../hooks/useCalendarAction';
import type { CalendarClosure } from '../utils/layout';

interface ClosureDetailsDialogProps {
  closure: CalendarClosure;
  /** "Bay 3", or "All of Richardson". */
  where: string;
  date: string;
  onClose: () => void;
  onChanged: () => void;
}

/** One closure: what, where and why, and the way to lift it. */
export function ClosureDetailsDialog({ closure, where, date, onClose, onChanged }: ClosureDetailsDialogProps) {
  const run = useCalendarAction({ onChanged, onClose });
  const [remove, { loading }] = useMutation(CalendarRemoveClosureDocument);
  const [error, setError] = useState<string | null>(null);
  const range = formatHourRange(closure.startHour, closure.endHour);

  const onRemove = async () => {
    if (!closure.id) return;
    setError(null);
    const id = closure.id;
    await run(
      async () => {
        await remove({ variables: { id } });
        return { title: 'Closure removed', description: `${where} · ${formatDate(date)}, ${range} is open for booking again.` };
      },
      ({ message }) => setError(message),
    );
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="closure-details-title">
      <DialogTitle id="closure-details-title">{closure.reason ? `Closed: ${closure.reason}` : 'Closed'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">
            {where} · {formatDate(date)}, {range}
          </Typography>
          {error ? (
            <Alert severity="error" variant="outlined" role="alert">
              {error}
            </Alert>
          ) : null}
          {closure.id ? null : (
            <Alert severity="info" variant="outlined">
              The calendar couldn't read this closure's details just now, so it can't be removed from here. Close this and try again in a
              moment.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={loading}>
          {closure.id ? 'Keep closed' : 'Close'}
        </Button>
        {closure.id ? (
          <Button variant="contained" color="error" onClick={() => void onRemove()} disabled={loading}>
            {loading ? 'Removing…' : 'Remove closure'}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
