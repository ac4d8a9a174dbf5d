import { useCallback, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminUserGridLocationsDocument, AdminUserGridUsersDocument } from '../../../gql/graphql';
import { usePlans } from '../../../lib/plans';
import { useCurrentUser } from '../../../lib/session';
import { ManagementPage } from '../components/ManagementPage';
import { useOpenRow, useUrlView } from '../hooks/useManagedView';
import { UserEditDrawer } from './components/UserEditDrawer';
import { userTable } from './components/userColumns';
import { accountCountLabel, toUserQueryVariables, userViewFromSearchParams, userViewToSearchParams } from './utils/userView';

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
  const table = useMemo(() => userTable(locationName, me?.id ?? null, plans), [locationName, me?.id, plans]);

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
      status={page ? accountCountLabel(page.total, searching) : ''}
      localeText={searching ? NO_MATCHES : NO_ACCOUNTS}
      table={table}
      result={{ page, loading, error, refetch }}
      view={view}
      onViewChange={setView}
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
