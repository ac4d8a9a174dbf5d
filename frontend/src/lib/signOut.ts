import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useNotify } from './notify';
import { useLogout } from './session';

/**
 * Sign Out as spec sections 2 and 8 have it, for every place that offers it (the site's account
 * menu, the admin header): sign out, go to /, then 'Logged out'; or 'Logout failed'.
 */
export function useSignOut(): { signOut: () => void; pending: boolean } {
  const logout = useLogout();
  const notify = useNotify();
  const navigate = useNavigate();
  const signOut = () => {
    if (logout.isPending) return;
    logout.mutate(undefined, {
      onSuccess: () => {
        // Committed at once, before the cleared user re-renders a guarded page (which would send
        // the person to /auth instead of home).
        navigate(paths.home, { flushSync: true });
        notify({ title: 'Logged out', description: 'You have been successfully logged out.' });
      },
      onError: () => notify({ title: 'Logout failed', variant: 'destructive' }),
    });
  };
  return { signOut, pending: logout.isPending };
}
