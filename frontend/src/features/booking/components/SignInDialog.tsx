import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../components/TransitionLink';
import { authPathFor } from '../../../lib/redirect';

interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
  /** This page with the chosen slot in its query string: where signing in brings the person back. */
  returnTo: string;
  /** "Bay 2, Monday, Nov 23, 2026, 3:00 PM - 5:00 PM". */
  summary: string;
}

/** Holding a bay needs an account: sign in (or create one) and come straight back to the same slot. */
export function SignInDialog({ open, onClose, returnTo, summary }: SignInDialogProps) {
  const signIn = authPathFor(returnTo);
  const register = `${signIn}${signIn.includes('?') ? '&' : '?'}mode=register`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="sign-in-to-book-title"
      aria-describedby="sign-in-to-book-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="sign-in-to-book-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
        <LockOpenRoundedIcon aria-hidden sx={{ color: 'secondary.main' }} />
        Sign in to hold your bay
      </DialogTitle>
      <DialogContent>
        <Typography id="sign-in-to-book-text" variant="body2" sx={{ color: 'text.secondary' }}>
          We'll keep your pick ({summary}) and bring you straight back here. Then we hold the bay for 10 minutes while you pay.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose} color="inherit">
            Not now
          </Button>
          <Button component={TransitionLink} to={register} variant="outlined">
            Create an account
          </Button>
          <Button component={TransitionLink} to={signIn} variant="contained" color="secondary" autoFocus>
            Sign in
          </Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
