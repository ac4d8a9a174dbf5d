import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { keptBenefits, payAsYouPlayTerms, type PlanTerms } from '../utils/plans';

interface CancelMembershipDialogProps {
  open: boolean;
  planName: string;
  /** The member's plan as the server prices it; null when it is no longer on offer (its benefits go unlisted). */
  plan: PlanTerms | null;
  /** The plan without a membership: what the member is on afterwards. */
  base: PlanTerms | null;
  /** 'Dec 22, 2026': when the benefits stop. Null when cancelling ends it at once (payment overdue). */
  endsOn: string | null;
  cancelling: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before cancelling: what stops, and until when the benefits last. */
export function CancelMembershipDialog({
  open,
  planName,
  plan,
  base,
  endsOn,
  cancelling,
  error,
  onConfirm,
  onClose,
}: CancelMembershipDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const afterwards = base ? `After that you're on no plan: ${payAsYouPlayTerms(base)}.` : "After that you're on no plan.";
  return (
    <Dialog
      open={open}
      onClose={cancelling ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: '24px', mx: 2 } } }}
    >
      <DialogTitle id={titleId} component="h2" variant="h4" sx={{ pt: 3 }}>
        Cancel your {planName} membership?
      </DialogTitle>
      <DialogContent>
        <div id={descriptionId}>
          {endsOn ? (
            <>
              <Typography sx={{ mb: 1.5 }}>
                Your membership won't renew, and nothing more will be charged. You keep every {planName} benefit until{' '}
                <strong>{endsOn}</strong>
                {plan ? `: ${keptBenefits(plan)}` : ''}.
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {afterwards} Changed your mind? You can resume any time before {endsOn}.
              </Typography>
            </>
          ) : (
            <Typography>
              Your renewal payment is overdue, so cancelling ends your {planName} membership now and we stop retrying your card.{' '}
              {afterwards}
            </Typography>
          )}
        </div>
        {error ? (
          <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
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
          alignItems: { xs: 'stretch', sm: 'center' },
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        <Button onClick={onClose} disabled={cancelling} color="primary">
          Keep {planName}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={cancelling}
          variant="contained"
          color="error"
          startIcon={cancelling ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          Cancel membership
        </Button>
      </DialogActions>
    </Dialog>
  );
}
