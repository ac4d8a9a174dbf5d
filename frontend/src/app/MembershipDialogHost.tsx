import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../lib/session';

const loadDialog = () => import('../features/memberships/components/MembershipDialog');
const MembershipDialog = lazy(() => loadDialog().then((m) => ({ default: m.MembershipDialog })));

/** Starts loading the dialog's code (e.g. when the account menu opens), so it opens at once. */
export function preloadMembershipDialog(): void {
  void loadDialog().catch(() => {
    // Loaded again (and reported) when it is opened.
  });
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
