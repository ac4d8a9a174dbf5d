import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { IDLE, createTransitionController, type TransitionController, type TransitionState } from '../../lib/page-transition';

interface TransitionContextValue {
  state: TransitionState;
  /** Plays the transition to an in-app path: the route changes 700 ms later (spec section 2). */
  go: (to: string) => void;
}

const TransitionContext = createContext<TransitionContextValue | null>(null);

/**
 * The page-transition state machine (lib/page-transition) wired to the router. Inside the router.
 * `preload` starts fetching the target page's code at the click, so it is there when the route changes.
 */
export function TransitionProvider({ children, preload }: { children: ReactNode; preload?: (to: string) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [state, setState] = useState<TransitionState>(IDLE);
  const controllerRef = useRef<TransitionController | null>(null);

  useEffect(() => {
    const controller = createTransitionController({ navigate: (to) => navigateRef.current(to), onChange: setState });
    controllerRef.current = controller;
    return () => {
      controller.dispose();
      controllerRef.current = null;
    };
  }, []);

  // The back or forward button while a click is still pending: the person changed their mind.
  useEffect(() => {
    const onPopState = () => {
      const s = controllerRef.current?.getState();
      if (s?.status === 'transitioning' && !s.navigated) controllerRef.current?.cancel();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const here = `${location.pathname}${location.search}${location.hash}`;

  const go = useCallback(
    (to: string) => {
      if (to === here) {
        window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
        return;
      }
      preload?.(to);
      if (controllerRef.current) controllerRef.current.start(to);
      else navigateRef.current(to);
    },
    [here, preload],
  );

  const value = useMemo(() => ({ state, go }), [state, go]);
  return <TransitionContext.Provider value={value}>{children}</TransitionContext.Provider>;
}

/** The transition state: idle, or transitioning with a target path and an animation. */
export function usePageTransition(): TransitionState {
  return useContext(TransitionContext)?.state ?? IDLE;
}

/**
 * Navigate to an in-app path with the spec's transition. Outside the provider (unit tests with a
 * bare router) it navigates at once.
 */
export function useTransitionNavigate(): (to: string) => void {
  const context = useContext(TransitionContext);
  const navigate = useNavigate();
  return context?.go ?? navigate;
}
