import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import EventSeatOutlinedIcon from '@mui/icons-material/EventSeatOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ScoreboardOutlinedIcon from '@mui/icons-material/ScoreboardOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { AdminCloseLeagueDocument, AdminLeagueEntriesDocument, type LeagueEntryStatus } from '../../../../gql/graphql';
import { formatCents } from '../../../../lib/format';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { feeLabel, formatLabel, nightLabel, placesLabel, seasonLabel, TIE_BREAKER_LABELS } from '../utils/leagueView';
import { LeagueStatusChip, type LeagueRow } from './LeaguesGrid';

const ENTRY_LOOK: Record<LeagueEntryStatus, { label: string; color: ChipProps['color']; variant: ChipProps['variant'] }> = {
  PAID: { label: 'Paid', color: 'success', variant: 'filled' },
  HELD: { label: 'Paying now', color: 'primary', variant: 'outlined' },
  CANCELLED: { label: 'Not paid', color: 'default', variant: 'outlined' },
  WITHDRAWN: { label: 'Withdrawn', color: 'default', variant: 'outlined' },
};

interface LeagueDrawerProps {
  row: LeagueRow | null;
  onClose: () => void;
  onEdit: (row: LeagueRow) => void;
  onChanged: () => void;
}

/** One league: its terms, its pages, its entries with their payment state; edit or close it. */
export function LeagueDrawer({ row, onClose, onEdit, onChanged }: LeagueDrawerProps) {
  return (
    <Drawer anchor="right" open={row !== null} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 } } } }}>
      {row ? <DrawerBody key={row.id} row={row} onClose={onClose} onEdit={onEdit} onChanged={onChanged} /> : null}
    </Drawer>
  );
}

function DrawerBody({ row, onClose, onEdit, onChanged }: LeagueDrawerProps & { row: LeagueRow }) {
  const notify = useNotify();
  const l = row.league;
  const closed = row.closedAt !== null;
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const sheet = useQuery(AdminLeagueEntriesDocument, { variables: { leagueId: row.id }, fetchPolicy: 'cache-and-network' });
  const [closeLeague, { loading: closing }] = useMutation(AdminCloseLeagueDocument);
  const entries = sheet.data?.adminLeagueSheet.entries;
  const beforeFirstNight = l.status === 'OPEN' || l.status === 'FULL';

  const close = async () => {
    setError(null);
    try {
      await closeLeague({ variables: { id: row.id } });
      setConfirming(false);
      notify({ title: `${l.name} closed` });
      void sheet.refetch();
      onChanged();
    } catch (e) {
      setConfirming(false);
      setError(readGraphQLError(e).message);
    }
  };

  const terms: [string, string][] = [
    ['Location', l.location.name],
    ['Nights', nightLabel(l)],
    ['Season', seasonLabel(l)],
    ['Format', formatLabel(l)],
    ['Places', placesLabel(row.paidEntries, l)],
    ['Entry fee', feeLabel(l.entryFeeCents)],
    ['Bays a night', String(l.baysPerNight)],
    ['Tie-breakers', l.tieBreakers.map((t) => TIE_BREAKER_LABELS[t.toLowerCase() as keyof typeof TIE_BREAKER_LABELS]).join(', then ')],
  ];

  return (
    <Box role="region" aria-labelledby="league-drawer-title" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', px: 3, pt: 2.5, pb: 1.5, gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="league-drawer-title" variant="h5" component="h2">
            {l.name}
          </Typography>
          {l.description ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {l.description}
            </Typography>
          ) : null}
          <Box sx={{ mt: 1 }}>
            <LeagueStatusChip status={l.status} closed={closed} />
          </Box>
        </Box>
        <IconButton onClick={onClose} aria-label="Close">
          <CloseRoundedIcon />
        </IconButton>
      </Stack>

      <Box component="dl" sx={{ px: 3, m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}>
        {terms.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {k}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {v}
            </Typography>
          </Box>
        ))}
      </Box>

      <Stack direction="row" spacing={1} useFlexGap sx={{ px: 3, pt: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.adminLeagueBookings(row.id)} variant="outlined" startIcon={<EventSeatOutlinedIcon />}>
          Season bookings
        </Button>
        <Button component={RouterLink} to={paths.adminLeagueResults(row.id)} variant="outlined" startIcon={<ScoreboardOutlinedIcon />}>
          Results
        </Button>
      </Stack>
      {closed ? null : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ px: 3, py: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<EditRoundedIcon />} onClick={() => onEdit(row)}>
            Edit
          </Button>
          <Button variant="outlined" color="error" startIcon={<LockOutlinedIcon />} onClick={() => setConfirming(true)} disabled={closing}>
            Close league
          </Button>
        </Stack>
      )}
      {closed ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 3, py: 2 }}>
          Closed by the venue. It stays on record with its entries, payments and rounds.
        </Typography>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mx: 3, mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Divider />

      <Typography variant="h6" component="h3" sx={{ px: 3, pt: 2, pb: 1 }}>
        Entries{entries ? ` (${entries.length})` : ''}
      </Typography>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 1, pb: 2 }}>
        {sheet.error ? (
          <Alert severity="error" sx={{ mx: 2 }}>
            {readGraphQLError(sheet.error).message}
          </Alert>
        ) : !entries ? (
          <Stack spacing={1} sx={{ px: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Stack>
        ) : entries.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', px: 2 }}>
            Nobody has signed up yet.
          </Typography>
        ) : (
          <List dense aria-label={`Entries of ${l.name}`}>
            {entries.map((e) => {
              const look = ENTRY_LOOK[e.status];
              return (
                <ListItem key={e.id} secondaryAction={<Chip size="small" label={look.label} color={look.color} variant={look.variant} />}>
                  <ListItemText
                    primary={e.name}
                    secondary={[e.email, formatCents(e.totalCents), e.refundedCents > 0 ? `refunded ${formatCents(e.refundedCents)}` : null]
                      .filter(Boolean)
                      .join(' · ')}
                    slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </Box>

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="close-league-title">
        <DialogTitle id="close-league-title">Close {l.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Sign-ups end and the league shows as done. It is never deleted: its entries, payments and rounds stay on record.{' '}
            {beforeFirstNight
              ? `The season has not started, so every paid entry (${row.paidEntries}) is refunded in full.`
              : 'The season has started, so nothing is refunded.'}{' '}
            This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)}>Keep it open</Button>
          <Button color="error" variant="contained" onClick={() => void close()} disabled={closing}>
            Close league
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
