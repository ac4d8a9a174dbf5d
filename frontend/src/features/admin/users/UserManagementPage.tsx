import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { AdminUserGridLocationsDocument, AdminUserGridUsersDocument } from '../../../gql/graphql';
import { useCurrentUser } from '../../../lib/session';
import { AdminPage } from '../components/AdminPage';
import { DebouncedSearchField } from '../components/DebouncedSearchField';
import { GridPanel } from '../components/ServerDataGrid';
import { UserEditDrawer } from './components/UserEditDrawer';
import { UsersGrid } from './components/UsersGrid';
import { accountCountLabel, toUserQueryVariables, userViewFromSearchParams, userViewToSearchParams, type UserView } from './utils/userView';

/**
 * `/admin/user-management` (admins): every account in a server-side grid with search (kept in the
 * URL); a row opens the edit drawer: admin flag, plan, preferred location, disable/enable.
 */
export function UserManagementPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => userViewFromSearchParams(searchParams), [searchParams]);
  const setView = useCallback((next: UserView) => setSearchParams(userViewToSearchParams(next), { replace: true }), [setSearchParams]);
  const { user: me } = useCurrentUser();

  const locationsQuery = useQuery(AdminUserGridLocationsDocument);
  const locations = useMemo(() => locationsQuery.data?.locations ?? [], [locationsQuery.data]);
  const locationName = useCallback((slug: string) => locations.find((l) => l.slug === slug)?.name ?? slug, [locations]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminUserGridUsersDocument, {
    variables: toUserQueryVariables(view),
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.adminUsers;

  // The drawer follows the row in the latest page, so a saved change shows at once.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [lastSelected, setLastSelected] = useState<NonNullable<typeof page>['rows'][number] | null>(null);
  const selected = selectedId ? (page?.rows.find((r) => r.id === selectedId) ?? lastSelected) : null;

  return (
    <AdminPage title="User management" intro="Find an account, then change its plan, admin rights or preferred location, or disable it.">
      <Box sx={{ mb: 2, maxWidth: { md: 420 } }}>
        <DebouncedSearchField
          size="small"
          fullWidth
          label="Search accounts"
          placeholder="Name or e-mail"
          value={view.search}
          onCommit={(search) => setView({ ...view, search, page: 0 })}
        />
      </Box>

      <GridPanel error={error} onRetry={() => void refetch()} status={page ? accountCountLabel(page.total, view.search.trim() !== '') : ''}>
        <UsersGrid
          rows={page?.rows ?? []}
          total={page?.total ?? 0}
          loading={loading}
          view={view}
          locationName={locationName}
          currentUserId={me?.id ?? null}
          onViewChange={setView}
          onOpen={(row) => {
            setSelectedId(row.id);
            setLastSelected(row);
          }}
        />
      </GridPanel>

      <UserEditDrawer
        user={selected}
        locations={locations}
        currentUserId={me?.id ?? null}
        onClose={() => setSelectedId(null)}
        onChanged={() => refetch()}
      />
    </AdminPage>
  );
}
