import { useCallback, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminUserGridLocationsDocument, AdminUserGridUsersDocument } from '../../../gql/graphql';
import { usePlans } from '../../../lib/plans';
import { useCurrentUser } from '../../../lib/session';
import { ManagementPage } from '../components/ManagementPage';
import { useOpenRow, useUrlView } from '../hooks/useManagedView';
import { UserEditDrawer } from './components/UserEditDrawer';
import { USER_HIDE_ORDER, userColumns } from './components/userColumns';
import { accountCountLabel, toUserQueryVariables, USER_GRID, userViewFromSearchParams, userViewToSearchParams } from './utils/userView';

/**
 * `/admin/user-management` (admins): every account in a server-side grid with search (kept in the
 * URL); a row opens the edit drawer: admin flag, plan, preferred location, disable/enable.
 */
export function UserManagementPage() {
  const [view, setView] = useUrlView(userViewFromSearchParams, userViewToSearchParams);
  const { user: me } = useCurrentUser();
  const { plans } = usePlans();

  const locationsQuery = useQuery(AdminUserGridLocationsDocument);
  const locations = useMemo(() => locationsQuery.data?.locations ?? [], [locationsQuery.data]);
  const locationName = useCallback((slug: string) => locations.find((l) => l.slug === slug)?.name ?? slug, [locations]);
  const columns = useMemo(() => userColumns(locationName, me?.id ?? null, plans), [locationName, me?.id, plans]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminUserGridUsersDocument, {
    variables: toUserQueryVariables(view),
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.adminUsers;
  const searching = view.search.trim() !== '';
  // The drawer follows the row in the latest page, so a saved change shows at once.
  const drawer = useOpenRow(page?.rows);

  return (
    <ManagementPage
      title="User management"
      intro="Find an account, then change its plan, admin rights or preferred location, or disable it."
      search={{ label: 'Search accounts', placeholder: 'Name or e-mail' }}
      error={error}
      onRetry={() => void refetch()}
      status={page ? accountCountLabel(page.total, searching) : ''}
      label="Accounts"
      columns={columns}
      hideOrder={USER_HIDE_ORDER}
      localeText={searching ? NO_MATCHES : NO_ACCOUNTS}
      rows={page?.rows ?? []}
      total={page?.total ?? 0}
      loading={loading}
      view={view}
      onViewChange={setView}
      sorting={USER_GRID}
      onOpen={drawer.openRow}
    >
      <UserEditDrawer
        user={drawer.open}
        locations={locations}
        currentUserId={me?.id ?? null}
        onClose={drawer.close}
        onChanged={() => refetch()}
      />
    </ManagementPage>
  );
}

const NO_MATCHES = { noRowsLabel: 'No accounts match that search.' };
const NO_ACCOUNTS = { noRowsLabel: 'No accounts yet.' };
