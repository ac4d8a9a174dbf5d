import { useNavigate } from 'react-router-dom';
import { NavBar } from '../components/nav/NavBar';
import type { NavAccount } from '../components/nav/nav-links';
import { paths } from '../config/paths';
import { useCurrentUser, useLogout } from '../lib/session';
import { useNotify } from '../lib/notify';
import { preloadMembershipDialog, useMembershipDialog } from './MembershipDialogHost';

/** The navigation bar wired to the current user, sign-out and the membership dialog. */
export function ShellNavBar() {
  const { user, isLoading } = useCurrentUser();
  const logout = useLogout();
  const notify = useNotify();
  const navigate = useNavigate();
  const { openMembershipDialog } = useMembershipDialog();

  const account: NavAccount = isLoading
    ? { status: 'loading' }
    : user
      ? { status: 'signed-in', firstName: user.firstName || user.name.split(' ')[0] || 'Account', isAdmin: user.isAdmin }
      : { status: 'signed-out' };

  // Spec sections 2 and 8: Sign Out, then home; 'Logged out' or 'Logout failed'.
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

  return (
    <NavBar account={account} onSignOut={signOut} onManageMembership={openMembershipDialog} onAccountMenuOpen={preloadMembershipDialog} />
  );
}
