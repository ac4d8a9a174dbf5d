import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminLeagueGridDocument, AdminLeagueLocationsDocument, type AdminLeagueFieldsFragment } from '../../../gql/graphql';
import { FilterSelect, ManagementPage, viewFilter } from '../components/ManagementPage';
import { useOpenRow, useUrlView } from '../hooks/useManagedView';
import { LEAGUE_TABLE } from './components/leagueColumns';
import { LeagueDialog } from './components/LeagueDialog';
import { LeagueDrawer } from './components/LeagueDrawer';
import {
  hasLeagueFilters,
  LEAGUE_STATUSES,
  leagueCountLabel,
  leagueCsvUrl,
  leagueViewFromSearchParams,
  leagueViewToSearchParams,
  STATUS_LABELS,
  toLeagueQueryVariables,
} from './utils/leagueView';

const STATUSES = LEAGUE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/**
 * `/admin/league-management` (admins): every league in a server-side grid (search, filters, sort and
 * page in the URL), CSV export, a dialog to create or edit, and a league's entries, pages and closing.
 */
export function LeagueManagementPage() {
  const [view, setView] = useUrlView(leagueViewFromSearchParams, leagueViewToSearchParams);
  const { data, previousData, loading, error, refetch } = useQuery(AdminLeagueGridDocument, {
    variables: toLeagueQueryVariables(view),
    notifyOnNetworkStatusChange: true,
  });
  const locations = useQuery(AdminLeagueLocationsDocument).data?.locations ?? [];
  const page = (data ?? previousData)?.adminLeagues;
  const filtered = hasLeagueFilters(view);
  const drawer = useOpenRow(page?.rows);
  const [dialog, setDialog] = useState<{ league: AdminLeagueFieldsFragment | null } | null>(null);

  return (
    <ManagementPage
      title="League management"
      intro={
        'Every league: create and edit seasons, see who has paid, close a league. ' +
        "Each league's bay bookings and results have their own pages."
      }
      exportHref={leagueCsvUrl(view)}
      create={{ label: 'New league', onClick: () => setDialog({ league: null }) }}
      search={{ label: 'Search leagues', placeholder: 'Name or description' }}
      filters={
        <>
          <FilterSelect
            label="Location"
            anyLabel="Every location"
            options={locations.map((l) => ({ value: l.slug, label: l.name }))}
            // Until the locations load, a location in the URL has no option to show.
            {...viewFilter(view, setView, 'location')}
            value={locations.length ? view.location : ''}
            width={180}
          />
          <FilterSelect label="Status" anyLabel="Any status" options={STATUSES} width={160} {...viewFilter(view, setView, 'status')} />
        </>
      }
      status={page ? leagueCountLabel(page.total, filtered) : ''}
      localeText={filtered ? NO_MATCHES : NO_LEAGUES}
      table={LEAGUE_TABLE}
      result={{ page, loading, error, refetch }}
      view={view}
      onViewChange={setView}
      onOpen={drawer.openRow}
    >
      <LeagueDrawer
        row={drawer.open}
        onClose={drawer.close}
        onEdit={(row) => setDialog({ league: row.league })}
        onChanged={() => void refetch()}
      />
      <LeagueDialog
        open={dialog !== null}
        league={dialog?.league ?? null}
        onClose={() => setDialog(null)}
        onSaved={(saved) => {
          setDialog(null);
          drawer.openId(saved.id);
          void refetch();
        }}
      />
    </ManagementPage>
  );
}

const NO_MATCHES = { noRowsLabel: 'No leagues match these filters.' };
const NO_LEAGUES = { noRowsLabel: 'No leagues yet. Create the first one.' };
