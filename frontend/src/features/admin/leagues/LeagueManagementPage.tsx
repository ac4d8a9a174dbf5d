import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdminLeagueGridDocument, AdminLeagueLocationsDocument, type AdminLeagueFieldsFragment } from '../../../gql/graphql';
import { AdminPage } from '../components/AdminPage';
import { DebouncedSearchField } from '../components/DebouncedSearchField';
import { GridPanel } from '../components/ServerDataGrid';
import { LeagueDialog } from './components/LeagueDialog';
import { LeagueDrawer } from './components/LeagueDrawer';
import { LeaguesGrid, type LeagueRow } from './components/LeaguesGrid';
import {
  hasLeagueFilters,
  LEAGUE_STATUSES,
  leagueCountLabel,
  leagueCsvUrl,
  leagueViewFromSearchParams,
  leagueViewToSearchParams,
  STATUS_LABELS,
  toLeagueQueryVariables,
  type LeagueView,
} from './utils/leagueView';

/**
 * `/admin/league-management` (admins): every league in a server-side grid (search, filters, sort and
 * page in the URL), CSV export, a dialog to create or edit, and a league's entries, pages and closing.
 */
export function LeagueManagementPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => leagueViewFromSearchParams(searchParams), [searchParams]);
  const setView = useCallback((next: LeagueView) => setSearchParams(leagueViewToSearchParams(next), { replace: true }), [setSearchParams]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminLeagueGridDocument, {
    variables: toLeagueQueryVariables(view),
    notifyOnNetworkStatusChange: true,
  });
  const locations = useQuery(AdminLeagueLocationsDocument).data?.locations ?? [];
  const page = (data ?? previousData)?.adminLeagues;
  const filtered = hasLeagueFilters(view);

  const [openId, setOpenId] = useState<string | null>(null);
  const [lastOpen, setLastOpen] = useState<LeagueRow | null>(null);
  // The row as the grid has it now; the last one seen while a refetch (or another page) has it not.
  const open = openId ? (page?.rows.find((r) => r.id === openId) ?? (lastOpen?.id === openId ? lastOpen : null)) : null;
  const [dialog, setDialog] = useState<{ league: AdminLeagueFieldsFragment | null } | null>(null);

  return (
    <AdminPage
      title="League management"
      intro={
        'Every league: create and edit seasons, see who has paid, close a league. ' +
        "Each league's bay bookings and results have their own pages."
      }
      actions={
        <>
          <Button variant="outlined" component="a" href={leagueCsvUrl(view)} download startIcon={<FileDownloadRoundedIcon />}>
            Export CSV
          </Button>
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setDialog({ league: null })}>
            New league
          </Button>
        </>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <DebouncedSearchField
          size="small"
          label="Search leagues"
          placeholder="Name or description"
          value={view.search}
          onCommit={(search) => setView({ ...view, search, page: 0 })}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
        <TextField
          select
          size="small"
          label="Location"
          value={locations.length ? view.location : ''}
          onChange={(e) => setView({ ...view, location: e.target.value, page: 0 })}
          sx={{ width: { xs: '100%', sm: 180 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Every location</MenuItem>
          {locations.map((l) => (
            <MenuItem key={l.slug} value={l.slug}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={view.status}
          onChange={(e) => setView({ ...view, status: e.target.value as LeagueView['status'], page: 0 })}
          sx={{ width: { xs: '100%', sm: 160 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Any status</MenuItem>
          {LEAGUE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <GridPanel error={error} onRetry={() => void refetch()} status={page ? leagueCountLabel(page.total, filtered) : ''}>
        <LeaguesGrid
          rows={page?.rows ?? []}
          total={page?.total ?? 0}
          loading={loading}
          view={view}
          filtered={filtered}
          onViewChange={setView}
          onOpen={(row) => {
            setOpenId(row.id);
            setLastOpen(row);
          }}
        />
      </GridPanel>

      <LeagueDrawer
        row={open}
        onClose={() => setOpenId(null)}
        onEdit={(row) => setDialog({ league: row.league })}
        onChanged={() => void refetch()}
      />
      <LeagueDialog
        open={dialog !== null}
        league={dialog?.league ?? null}
        onClose={() => setDialog(null)}
        onSaved={(saved) => {
          setDialog(null);
          setOpenId(saved.id);
          void refetch();
        }}
      />
    </AdminPage>
  );
}
