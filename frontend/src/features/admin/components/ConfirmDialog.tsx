import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  open: boolean;
  /** The question: 'Close Thursday League?'. */
  title: string;
  /** What happens, in full, before anyone says yes. */
  children: ReactNode;
  /** The safe answer ('Keep it open'): closes the dialog. */
  cancelLabel: string;
  onCancel: () => void;
  /** The destructive answer, in red. */
  confirmLabel: string;
  onConfirm: () => void;
  /** While the action runs. */
  busy?: boolean;
}

/** "Are you sure?" before an admin does what cannot be undone; the safe answer has the focus. */
export function ConfirmDialog({ open, title, children, cancelLabel, onCancel, confirmLabel, onConfirm, busy = false }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
