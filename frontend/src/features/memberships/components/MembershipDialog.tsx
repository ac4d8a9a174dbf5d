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
import { useTransitionNavigate } from '../../../components/transition/TransitionProvider';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api';
import { formatCurrency } from '../../../lib/format';
import { useNotify } from '../../../lib/notify';
import { dollars, featuredPlan, planByCode, usePlans, type PlanTerms } from '../../../lib/plans';
import { useRequest } from '../../../lib/request';
import { useRefreshCurrentUser } from '../../../lib/session';

/** A plan as the dialog lists it: its name, monthly price and what it includes, from its row. */
interface DialogPlan {
  code: string;
  name: string;
  /** Dollars per month. */
  monthlyPrice: number;
  summary: string;
  includes: string[];
}

/** What a plan row includes, in the dialog's words (spec sections 3 and 9 for the seeded rows). */
export function dialogPlan(plan: PlanTerms): DialogPlan {
  const free = plan.freeHoursPerMonth;
  const window = `Book up to ${plan.bookingWindowDays} days ahead`;
  return {
    code: plan.code,
    name: plan.name,
    monthlyPrice: plan.priceCents / 100,
    ...(plan.priceCents === 0
      ? { summary: 'Pay as you play.', includes: [`${dollars(plan.hourlyRateCents)} per hour, standard rate`, window] }
      : {
          summary: 'For regulars. Renews automatically each month.',
          includes: [
            ...(free > 0 ? [`${free} free ${free === 1 ? 'hour' : 'hours'} every month`] : []),
            `${dollars(plan.hourlyRateCents)} per hour${free > 0 ? ' beyond the included hours' : ''}`,
            window,
            ...(plan.memberEvents ? ['Member-only events'] : []),
          ],
        }),
  };
}

/** What pressing Update does (spec section 4). */
type MembershipChange =
  | { kind: 'unchanged' }
  /** None → Birdie (or another paid plan): off to payment; no call. */
  | { kind: 'subscribe' }
  /** Birdie → None: POST /api/cancel-subscription. */
  | { kind: 'cancel' }
  /** Any other change: POST /api/update-membership { membershipType }. */
  | { kind: 'update'; membershipType: string };

export function decideMembershipChange(current: string, selected: string): MembershipChange {
  if (selected === current) return { kind: 'unchanged' };
  if (current === 'None' && selected !== 'None') return { kind: 'subscribe' };
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
  /** The signed-in user's plan now (its code). */
  currentPlan: string;
}

/** The membership dialog of spec sections 2 and 4: choose a plan and press Update. */
export function MembershipDialog({ open, onClose, currentPlan }: MembershipDialogProps) {
  const [selected, setSelected] = useState<string>(currentPlan);
  const [failed, setFailed] = useState(false);
  const refreshUser = useRefreshCurrentUser();
  const notify = useNotify();
  const go = useTransitionNavigate();
  const fullScreen = useMediaQuery((t) => t.breakpoints.down('sm'));
  const titleId = useId();
  const descriptionId = useId();
  const { plans: rows, error: plansError } = usePlans();
  const plans = (rows ?? []).map(dialogPlan);
  const featured = featuredPlan(rows);
  const currentName = planByCode(rows, currentPlan)?.name ?? currentPlan;

  // Each time it opens, it starts from the current plan.
  useEffect(() => {
    if (open) {
      setSelected(currentPlan);
      setFailed(false);
    }
  }, [open, currentPlan]);

  // Saving lasts until the refreshed user is in: the dialog closes on the new plan.
  const change = useRequest(async (c: Exclude<MembershipChange, { kind: 'unchanged' } | { kind: 'subscribe' }>) => {
    if (c.kind === 'cancel') await apiRequest('POST', '/api/cancel-subscription');
    else await apiRequest('POST', '/api/update-membership', { membershipType: c.membershipType });
    notify(c.kind === 'cancel' ? MEMBERSHIP_TOASTS.canceled : MEMBERSHIP_TOASTS.updated);
    await refreshUser();
  });
  const saving = change.isPending;

  const update = () => {
    const decision = decideMembershipChange(currentPlan, selected);
    if (decision.kind === 'unchanged' || saving) return;
    if (decision.kind === 'subscribe') {
      onClose();
      // Spec: None → Birdie goes to /subscribe; another paid plan goes to its own checkout.
      go(selected === featured?.code ? paths.subscribe : paths.checkout(selected));
      return;
    }
    setFailed(false);
    change.run(decision).then(onClose, () => {
      setFailed(true);
      notify({ ...MEMBERSHIP_TOASTS.failed, variant: 'destructive' });
    });
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
          Your plan now: <strong>{currentName}</strong>. Choose a plan and press Update.
        </Typography>
        {rows === null ? (
          plansError ? (
            <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
              The plans could not be loaded. Please close this and try again.
            </Alert>
          ) : (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label="Loading the plans" />
            </Box>
          )
        ) : null}
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
            {plans.map((plan) => {
              const checked = selected === plan.code;
              const isCurrent = currentPlan === plan.code;
              return (
                <Box
                  key={plan.code}
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
                    value={plan.code}
                    disabled={saving}
                    color="secondary"
                    slotProps={{ input: { 'aria-describedby': `${descriptionId}-${plan.code}` } }}
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
                    <Box id={`${descriptionId}-${plan.code}`}>
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
