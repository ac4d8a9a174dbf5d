import { NavBar } from '../components/nav/NavBar';
import type { NavAccount } from '../components/nav/nav-links';
import { useCurrentUser } from '../lib/session';
import { useSignOut } from '../lib/signOut';
import { preloadMembershipDialog, useMembershipDialog } from './MembershipDialogHost';

/** The navigation bar wired to the current user, sign-out and the membership dialog. */
export function ShellNavBar() {
  const { user, isLoading } = useCurrentUser();
  const { signOut } = useSignOut();
  const { openMembershipDialog } = useMembershipDialog();

  const account: NavAccount = isLoading
    ? { status: 'loading' }
    : user
      ? { status: 'signed-in', firstName: user.firstName || user.name.split(' ')[0] || 'Account', isAdmin: user.isAdmin }
      : { status: 'signed-out' };

  return (
    <NavBar account={account} onSignOut={signOut} onManageMembership={openMembershipDialog} onAccountMenuOpen={preloadMembershipDialog} />
  );
}
