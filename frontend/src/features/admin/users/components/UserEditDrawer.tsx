import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import EventNoteRoundedIcon from '@mui/icons-material/EventNoteRounded';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../../components/TransitionLink';
import { AdminUserGridSetDisabledDocument, AdminUserGridUpdateDocument, type AdminUserGridUsersQuery } from '../../../../gql/graphql';
import { formatDate } from '../../../../lib/format';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { usePlans } from '../../../../lib/plans';
import { customerBookingsPath, draftFromUser, planHelp, userUpdateInput, type PlanChoice, type UserDraft } from '../utils/userEdit';

export type UserRow = AdminUserGridUsersQuery['adminUsers']['rows'][number];

interface UserEditDrawerProps {
  /** The account being edited; null keeps the drawer closed. */
  user: UserRow | null;
  locations: readonly { slug: string; name: string }[];
  /** The signed-in admin (marks "This is you"). */
  currentUserId: string | null;
  onClose: () => void;
  /** The grid refetches after every change; resolves once the fresh rows are in. */
  onChanged: () => Promise<unknown>;
}

/** The edit form, keyed by the account so a newly opened account starts from its own values. */
function UserEditForm({
  user,
  locations,
  isSelf,
  onClose,
  onChanged,
}: Omit<UserEditDrawerProps, 'user' | 'currentUserId'> & { user: UserRow; isSelf: boolean }) {
  const notify = useNotify();
  const original = draftFromUser(user);
  const { plans } = usePlans();
  const [draft, setDraft] = useState<UserDraft>(original);
  const [error, setError] = useState<string | null>(null);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [update, { loading: saving }] = useMutation(AdminUserGridUpdateDocument);
  const [setDisabled, { loading: switching }] = useMutation(AdminUserGridSetDisabledDocument);
  const changes = userUpdateInput(original, draft);
  const busy = saving || switching;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!changes) return;
    setError(null);
    try {
      await update({ variables: { userId: user.id, input: changes } });
      await onChanged();
      notify({ title: 'User updated', description: `${user.name}'s changes are saved.` });
    } catch (err) {
      setError(readGraphQLError(err).message);
    }
  };

  const toggleDisabled = async (disabled: boolean) => {
    setConfirmDisable(false);
    setError(null);
    try {
      await setDisabled({ variables: { userId: user.id, disabled } });
      await onChanged();
      notify(
        disabled
          ? { title: 'Account disabled', description: `${user.name} is signed out everywhere and can't sign in.` }
          : { title: 'Account enabled', description: `${user.name} can sign in again.` },
      );
    } catch (err) {
      setError(readGraphQLError(err).message);
    }
  };

  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pb: 4 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', py: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="user-edit-title" variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            {isSelf ? <Chip size="small" color="accent" label="This is you" /> : null}
            {user.disabled ? <Chip size="small" color="error" icon={<BlockRoundedIcon aria-hidden />} label="Disabled" /> : null}
          </Stack>
        </Box>
        <IconButton onClick={onClose} aria-label="Close" edge="end">
          <CloseRoundedIcon />
        </IconButton>
      </Stack>

      <Box
        component="dl"
        sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, typography: 'body2' }}
      >
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          Joined
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {formatDate(user.createdAt)}
        </Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          Phone
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {user.phone ?? 'Not given'}
        </Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          Bookings
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {user.bookingCount}
        </Box>
      </Box>
      <Button
        component={TransitionLink}
        to={customerBookingsPath(user.email)}
        variant="outlined"
        size="small"
        startIcon={<EventNoteRoundedIcon />}
      >
        See bookings
      </Button>

      <Divider sx={{ my: 2.5 }} />

      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}

      <Box component="form" noValidate onSubmit={save} aria-labelledby="user-edit-account-heading">
        <Typography id="user-edit-account-heading" variant="h6" component="h3" sx={{ mb: 1.5 }}>
          Account
        </Typography>
        <Stack spacing={2.5}>
          <Box>
            <FormControlLabel
              control={<Switch checked={draft.isAdmin} onChange={(e) => setDraft({ ...draft, isAdmin: e.target.checked })} />}
              label="Venue admin"
            />
            <FormHelperText sx={{ mt: 0 }}>Admins see every admin tool, every booking and every account.</FormHelperText>
          </Box>
          <TextField
            select
            label="Plan"
            value={draft.plan}
            onChange={(e) => setDraft({ ...draft, plan: e.target.value as PlanChoice })}
            helperText={planHelp(original.plan, draft.plan, plans)}
          >
            {(plans ?? []).map((p) => (
              <MenuItem key={p.code} value={p.code}>
                {p.priceCents === 0 || original.plan === p.code ? p.name : `${p.name} (complimentary)`}
              </MenuItem>
            ))}
            {/* A plan no longer offered stays choosable as it is. */}
            {plans && !plans.some((p) => p.code === original.plan) ? <MenuItem value={original.plan}>{original.plan}</MenuItem> : null}
          </TextField>
          <TextField
            select
            label="Preferred location"
            value={draft.preferredLocation}
            onChange={(e) => setDraft({ ...draft, preferredLocation: e.target.value })}
            helperText="Where Book Now takes them first."
          >
            <MenuItem value="">No preference</MenuItem>
            {locations.map((l) => (
              <MenuItem key={l.slug} value={l.slug}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={!changes || busy}>
              {saving ? 'Saving…' : 'Save changes'}
            </Button>
            <Button type="button" disabled={!changes || busy} onClick={() => setDraft(original)}>
              Undo changes
            </Button>
          </Stack>
        </Stack>
      </Box>

      <Divider sx={{ my: 2.5 }} />

      <Box component="section" aria-labelledby="user-edit-access-heading">
        <Typography id="user-edit-access-heading" variant="h6" component="h3" sx={{ mb: 0.5 }}>
          Access
        </Typography>
        {user.disabled ? (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              This account is disabled: they can't sign in.
            </Typography>
            <Button variant="outlined" startIcon={<LockOpenRoundedIcon />} disabled={busy} onClick={() => void toggleDisabled(false)}>
              Enable account
            </Button>
          </>
        ) : (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              Disabling signs them out everywhere and stops them signing in. Their bookings stay.
            </Typography>
            <Button
              variant="outlined"
              color="error"
              startIcon={<BlockRoundedIcon />}
              disabled={busy}
              onClick={() => setConfirmDisable(true)}
            >
              Disable account
            </Button>
          </>
        )}
      </Box>

      <Dialog
        open={confirmDisable}
        onClose={() => setConfirmDisable(false)}
        aria-labelledby="disable-title"
        aria-describedby="disable-text"
      >
        <DialogTitle id="disable-title">Disable {user.name}'s account?</DialogTitle>
        <DialogContent>
          <DialogContentText id="disable-text">
            Disabling signs them out everywhere. They can't sign in again until you enable the account.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirmDisable(false)} autoFocus>
            Keep it active
          </Button>
          <Button variant="contained" color="error" onClick={() => void toggleDisabled(true)}>
            Disable account
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** Edit one account: admin flag, plan, preferred location, and disabling it. Errors from the server show as they are. */
export function UserEditDrawer({ user, currentUserId, ...rest }: UserEditDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={user !== null}
      onClose={rest.onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'user-edit-title', sx: { width: { xs: '100%', sm: 440 } } },
      }}
    >
      {user ? <UserEditForm key={user.id} user={user} isSelf={user.id === currentUserId} {...rest} /> : null}
    </Drawer>
  );
}
