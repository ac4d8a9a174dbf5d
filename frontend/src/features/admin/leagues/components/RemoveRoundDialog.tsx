import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface RoundToRemove {
  nightId: string;
  entryId: string;
  name: string;
  week: number;
  strokes: number;
}

interface Props {
  round: RoundToRemove | null;
  removing: boolean;
  problem: string | null;
  onCancel: () => void;
  onConfirm: (round: RoundToRemove) => void;
}

/** Taking a recorded round out: its own action, said in full and confirmed (a blank cell never removes one). */
export function RemoveRoundDialog({ round, removing, problem, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={round !== null} onClose={removing ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby="remove-round-title">
      {round ? (
        <>
          <DialogTitle id="remove-round-title">{`Remove ${round.name}'s night ${round.week} round?`}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {`The round of ${round.strokes} strokes comes out of the standings at once. It can be entered again later.`}
            </DialogContentText>
            {problem ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={removing}>
              Keep the round
            </Button>
            <Button color="error" variant="contained" onClick={() => onConfirm(round)} disabled={removing}>
              Remove round
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
