import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import EventSeatOutlinedIcon from '@mui/icons-material/EventSeatOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ScoreboardOutlinedIcon from '@mui/icons-material/ScoreboardOutlined';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { AdminCloseLeagueDocument, AdminLeagueEntriesDocument, type LeagueEntryStatus } from '../../../../gql/graphql';
import { formatCents } from '../../../../lib/format';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { feeLabel, formatLabel, nightLabel, placesLabel, seasonLabel, TIE_BREAKER_LABELS, unbookedLabel } from '../utils/leagueView';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RecordActions, RecordDrawer, RecordError, RecordList, RecordPanel, TermList } from '../../components/RecordDrawer';
import { LeagueStatusChip, type LeagueRow } from './leagueColumns';

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
    <RecordDrawer open={row !== null} onClose={onClose} width={460}>
      {row ? <DrawerBody key={row.id} row={row} onClose={onClose} onEdit={onEdit} onChanged={onChanged} /> : null}
    </RecordDrawer>
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
    ['Bays booked', unbookedLabel(row.unbookedNights) ?? (closed ? 'Closed: no nights to come' : 'Every coming night is booked')],
    ['Tie-breakers', l.tieBreakers.map((t) => TIE_BREAKER_LABELS[t.toLowerCase() as keyof typeof TIE_BREAKER_LABELS]).join(', then ')],
  ];

  return (
    <RecordPanel
      titleId="league-drawer-title"
      title={l.name}
      description={l.description}
      status={<LeagueStatusChip status={l.status} closed={closed} />}
      onClose={onClose}
    >
      <TermList terms={terms} />

      <RecordActions sx={{ py: 0, pt: 2 }}>
        <Button component={RouterLink} to={paths.adminLeagueBookings(row.id)} variant="outlined" startIcon={<EventSeatOutlinedIcon />}>
          Season bookings
        </Button>
        <Button component={RouterLink} to={paths.adminLeagueResults(row.id)} variant="outlined" startIcon={<ScoreboardOutlinedIcon />}>
          Results
        </Button>
      </RecordActions>
      {closed ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 3, py: 2 }}>
          Closed by the venue. It stays on record with its entries, payments and rounds.
        </Typography>
      ) : (
        <RecordActions>
          <Button variant="contained" startIcon={<EditRoundedIcon />} onClick={() => onEdit(row)}>
            Edit
          </Button>
          <Button variant="outlined" color="error" startIcon={<LockOutlinedIcon />} onClick={() => setConfirming(true)} disabled={closing}>
            Close league
          </Button>
        </RecordActions>
      )}
      <RecordError message={error} />
      <Divider />

      <RecordList
        heading={`Entries${entries ? ` (${entries.length})` : ''}`}
        error={sheet.error}
        loaded={!!entries}
        empty={entries?.length === 0 ? 'Nobody has signed up yet.' : null}
      >
        <List dense aria-label={`Entries of ${l.name}`}>
          {entries?.map((e) => {
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
      </RecordList>

      <ConfirmDialog
        open={confirming}
        title={`Close ${l.name}?`}
        cancelLabel="Keep it open"
        onCancel={() => setConfirming(false)}
        confirmLabel="Close league"
        onConfirm={() => void close()}
        busy={closing}
      >
        Sign-ups end and the league shows as done. It is never deleted: its entries, payments and rounds stay on record.{' '}
        {beforeFirstNight
          ? `The season has not started, so every paid entry (${row.paidEntries}) is refunded in full.`
          : 'The season has started, so nothing is refunded.'}{' '}
        This cannot be undone.
      </ConfirmDialog>
    </RecordPanel>
  );
}
