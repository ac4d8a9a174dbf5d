import { useEffect, useId, useState } from 'react';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTransitionNavigate } from '../../../components/transition/TransitionProvider';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api';
import { formatCurrency } from '../../../lib/format';
import { useNotify } from '../../../lib/notify';
import { CURRENT_USER_KEY } from '../../../lib/query-keys';

/** The spec's membership types (section 3). */
type MembershipType = 'None' | 'Birdie';

export interface MembershipPlan {
  type: MembershipType;
  name: string;
  /** Dollars per month. */
  monthlyPrice: number;
  summary: string;
  /** What the price includes (spec section 9). */
  includes: string[];
}

/** The plans and what each includes (spec sections 3 and 9). */
const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    type: 'None',
    name: 'None',
    monthlyPrice: 0,
    summary: 'Pay as you play.',
    includes: ['$60 per hour, standard rate', 'Book up to 2 days ahead'],
  },
  {
    type: 'Birdie',
    name: 'Birdie',
    monthlyPrice: 89,
    summary: 'For regulars. Renews automatically each month.',
    includes: ['2 free hours every month', '$40 per hour beyond the included hours', 'Book up to 5 days ahead', 'Member-only events'],
  },
];

/** What pressing Update does (spec section 4). */
type MembershipChange =
  | { kind: 'unchanged' }
  /** None → Birdie: off to /subscribe for payment; no call. */
  | { kind: 'subscribe' }
  /** Birdie → None: POST /api/cancel-subscription. */
  | { kind: 'cancel' }
  /** Any other change: POST /api/update-membership { membershipType }. */
  | { kind: 'update'; membershipType: string };

export function decideMembershipChange(current: string, selected: string): MembershipChange {
  if (selected === current) return { kind: 'unchanged' };
  if (current === 'None' && selected === 'Birdie') return { kind: 'subscribe' };
  if (current === 'Birdie' && selected === 'None') return { kind: 'cancel' };
  return { kind: 'update', membershipType: selected };
}

/** Update is disabled while saving, or when the selection equals the current plan. */
export function canUpdate(current: string, selected: string, saving: boolean): boolean {
  return !saving && selected !== current;
}

/** 'Cancel Membership' shows when both the selected and the current plan are not None. */
export function showCancelMembership(current: string, selected: string): boolean {
  return current !== 'None' && selected !== 'None';
}

export const MEMBERSHIP_TOASTS = {
  canceled: { title: 'Subscription Canceled', description: 'Your Birdie membership subscription has been canceled.' },
  updated: { title: 'Membership Updated', description: 'Your membership has been updated to the selected plan.' },
  failed: { title: 'Error', description: 'Failed to update membership. Please try again.' },
} as const;

interface MembershipDialogProps {
  open: boolean;
  onClose: () => void;
  /** The signed-in user's plan now. */
  currentPlan: MembershipType;
}

/** The membership dialog of spec sections 2 and 4: choose a plan and press Update. */
export function MembershipDialog({ open, onClose, currentPlan }: MembershipDialogProps) {
  const [selected, setSelected] = useState<string>(currentPlan);
  const [failed, setFailed] = useState(false);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const go = useTransitionNavigate();
  const fullScreen = useMediaQuery((t) => t.breakpoints.down('sm'));
  const titleId = useId();
  const descriptionId = useId();

  // Each time it opens, it starts from the current plan.
  useEffect(() => {
    if (open) {
      setSelected(currentPlan);
      setFailed(false);
    }
  }, [open, currentPlan]);

  const change = useMutation<void, Error, Exclude<MembershipChange, { kind: 'unchanged' } | { kind: 'subscribe' }>>({
    mutationFn: async (c) => {
      if (c.kind === 'cancel') await apiRequest('POST', '/api/cancel-subscription');
      else await apiRequest('POST', '/api/update-membership', { membershipType: c.membershipType });
    },
    onSuccess: async (_data, c) => {
      notify(c.kind === 'cancel' ? MEMBERSHIP_TOASTS.canceled : MEMBERSHIP_TOASTS.updated);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      onClose();
    },
    onError: () => {
      setFailed(true);
      notify({ ...MEMBERSHIP_TOASTS.failed, variant: 'destructive' });
    },
  });
  const saving = change.isPending;

  const update = () => {
    const decision = decideMembershipChange(currentPlan, selected);
    if (decision.kind === 'unchanged' || saving) return;
    if (decision.kind === 'subscribe') {
      onClose();
      go(paths.subscribe);
      return;
    }
    setFailed(false);
    change.mutate(decision);
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={{ paper: { sx: { borderRadius: fullScreen ? 0 : '24px' } } }}
    >
      <DialogTitle id={titleId} component="h2" variant="h3" sx={{ pt: 3, px: { xs: 2.5, sm: 3.5 } }}>
        Manage membership
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 2.5, sm: 3.5 } }}>
        <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
          Your plan now: <strong>{currentPlan}</strong>. Choose a plan and press Update.
        </Typography>
        <RadioGroup
          aria-labelledby={titleId}
          name="membership-plan"
          value={selected}
          onChange={(e) => {
            setSelected(e.target.value);
            setFailed(false);
          }}
        >
          <Stack spacing={1.5}>
            {MEMBERSHIP_PLANS.map((plan) => {
              const checked = selected === plan.type;
              const isCurrent = currentPlan === plan.type;
              return (
                <Box
                  key={plan.type}
                  component="label"
                  sx={(t) => ({
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'flex-start',
                    p: 2,
                    pl: 1,
                    borderRadius: '16px',
                    border: 2,
                    cursor: saving ? 'default' : 'pointer',
                    borderColor: checked ? 'secondary.main' : 'divider',
                    bgcolor: checked ? t.alpha(t.vars.palette.secondary.main, 0.06) : 'background.paper',
                    transition: 'border-color 120ms, background-color 120ms',
                    '&:has(input:focus-visible)': { outline: `3px solid ${t.vars.palette.accent.main}`, outlineOffset: 2 },
                  })}
                >
                  <Radio
                    value={plan.type}
                    disabled={saving}
                    color="secondary"
                    slotProps={{ input: { 'aria-describedby': `${descriptionId}-${plan.type}` } }}
                  />
                  <Box sx={{ flex: 1, minWidth: 0, pt: 0.75 }}>
                    <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography variant="h5" component="span">
                          {plan.name}
                        </Typography>
                        {isCurrent ? <Chip label="Current plan" size="small" color="accent" /> : null}
                      </Stack>
                      <Typography component="span" sx={{ fontWeight: 750, fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums' }}>
                        {formatCurrency(plan.monthlyPrice)}
                        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                          {' '}
                          per month
                        </Typography>
                      </Typography>
                    </Stack>
                    <Box id={`${descriptionId}-${plan.type}`}>
                      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 1 }}>
                        {plan.summary}
                      </Typography>
                      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
                        {plan.includes.map((item) => (
                          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', typography: 'body2' }}>
                            <CheckRoundedIcon aria-hidden sx={{ fontSize: 18, mt: '2px', color: 'secondary.main' }} />
                            {item}
                          </Box>
                        ))}
                      </Box>
                    </Box>
                  </Box>
                </Box>
              );
            })}
          </Stack>
        </RadioGroup>
        {failed ? (
          <Alert severity="error" variant="outlined" sx={{ mt: 2.5 }}>
            {MEMBERSHIP_TOASTS.failed.description}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions
        sx={{
          px: { xs: 2.5, sm: 3.5 },
          pb: 3,
          pt: 1,
          gap: 1,
          justifyContent: 'flex-end',
          '& > :not(style) ~ :not(style)': { ml: 0 },
          // Phones: full-width buttons, Update nearest the thumb.
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
        }}
      >
        {showCancelMembership(currentPlan, selected) ? (
          <Button color="error" onClick={() => setSelected('None')} disabled={saving} sx={{ mr: { sm: 'auto' } }}>
            Cancel Membership
          </Button>
        ) : null}
        <Button color="primary" onClick={onClose} disabled={saving}>
          Close
        </Button>
        <Button
          variant="contained"
          color="primary"
          onClick={update}
          disabled={!canUpdate(currentPlan, selected, saving)}
          startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ minWidth: 120 }}
        >
          Update
        </Button>
      </DialogActions>
    </Dialog>
  );
}
