import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { apiRequest } from './api';
import { useAppScope } from './app-scope';
import { useNotify } from './notify';
import { useRequest } from './request';
import { setCurrentUser } from './session';

/**
 * Sign Out as spec sections 2 and 8 have it, for every place that offers it (the site's account
 * menu, the admin header): sign out, go to /, then 'Logged out'; or 'Logout failed'.
 * Sign-out clears the cached user (section 4).
 */
export function useSignOut(): { signOut: () => void; pending: boolean } {
  const scope = useAppScope();
  const notify = useNotify();
  const navigate = useNavigate();
  const logout = useRequest(async () => {
    await apiRequest('POST', '/api/logout');
    // Home first, committed at once: a guarded page re-rendered for no user sends the person to /auth.
    navigate(paths.home, { flushSync: true });
    setCurrentUser(scope, null);
  });
  const signOut = () => {
    if (logout.isPending) return;
    logout.run().then(
      () => notify({ title: 'Logged out', description: 'You have been successfully logged out.' }),
      () => notify({ title: 'Logout failed', variant: 'destructive' }),
    );
  };
  return { signOut, pending: logout.isPending };
}
