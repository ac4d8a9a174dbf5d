import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { cardLabel } from '../../../components/payment/cardLabels';
import { removalConsequence, type Renewal, type SavedCardFacts } from '../utils/cards';

interface RemoveCardDialogProps {
  card: SavedCardFacts;
  cards: readonly SavedCardFacts[];
  renewal: Renewal;
  removing: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}

/** Says what removing the card changes (the default, a Birdie renewal) before it happens. */
export function RemoveCardDialog({ card, cards, renewal, removing, error, onClose, onConfirm }: RemoveCardDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={removing ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        Remove {cardLabel(card)}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{removalConsequence(cards, card, renewal)}</DialogContentText>
        {error ? (
          <Alert severity="error" variant="outlined" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions
        sx={{
          px: 3,
          pb: 3,
          gap: 1,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
        }}
      >
        <Button onClick={onClose} disabled={removing} variant="outlined" autoFocus sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Keep card
        </Button>
        <Button
          onClick={onConfirm}
          disabled={removing}
          variant="contained"
          color="error"
          sx={{ width: { xs: '100%', sm: 'auto' } }}
          startIcon={removing ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {removing ? 'Removing…' : 'Remove card'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
