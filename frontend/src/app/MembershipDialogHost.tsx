import { Suspense, createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { preloadable } from '../lib/preloadable';
import { withApollo } from '../lib/apollo-slot';
import { useCurrentUser } from '../lib/session';

const MembershipDialog = preloadable(
  async () => (await withApollo(() => import('../features/memberships/components/MembershipDialog'))).MembershipDialog,
);

/** Starts loading the dialog's code (e.g. when the account menu opens), so it opens at once. */
export function preloadMembershipDialog(): void {
  void MembershipDialog.preload(); // a failure shows when it is opened
}

interface MembershipDialogControls {
  /** Opens the membership dialog for the signed-in user. */
  openMembershipDialog: () => void;
}

const MembershipDialogContext = createContext<MembershipDialogControls>({ openMembershipDialog: () => {} });

/** Holds the one membership dialog (spec section 2) the navigation bar and pages open. */
export function MembershipDialogProvider({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  const openMembershipDialog = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  useEffect(() => {
    if (!user) setOpen(false);
  }, [user]);

  const value = useMemo(() => ({ openMembershipDialog }), [openMembershipDialog]);
  return (
    <MembershipDialogContext.Provider value={value}>
      {children}
      {mounted && user ? (
        <Suspense fallback={null}>
          <MembershipDialog open={open} onClose={() => setOpen(false)} currentPlan={user.membershipType} />
        </Suspense>
      ) : null}
    </MembershipDialogContext.Provider>
  );
}

export function useMembershipDialog(): MembershipDialogControls {
  return useContext(MembershipDialogContext);
}
