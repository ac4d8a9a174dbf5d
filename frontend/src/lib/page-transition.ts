// The page transition of spec sections 2, 4 and 9, as a small state machine with no React in it.
//
//   idle ──start(path)──► transitioning{targetPath, animation, navigated: false}
//        ◄──clear──────── transitioning{…, navigated: true} ◄──navigated── (700 ms after the click)
//                         (2500 ms after the route change)
//
// An internal link click starts it; the route changes TRANSITION_NAVIGATE_MS later; the state
// returns to idle TRANSITION_CLEAR_MS after that. The animation depends on the target path.

/** The route changes this long after the click (spec: about 700 ms). */
export const TRANSITION_NAVIGATE_MS = 700;
/** The overlay state clears this long after the route change (spec: 2500 ms). */
export const TRANSITION_CLEAR_MS = 2500;
/** Any page change: a fade with a spinning golf ball labelled Loading (spec: about 800 ms). */
export const PAGE_FADE_MS = 800;

export type GolfAnimation = 'golf-swing' | 'golf-flag' | 'golf-card' | 'golf-trophy' | 'golf-building' | 'golf-ball';

const ANIMATION_BY_PATH: Readonly<Record<string, GolfAnimation>> = {
  '/': 'golf-swing',
  '/events': 'golf-flag',
  '/memberships': 'golf-card',
  '/leagues': 'golf-trophy',
  '/franchise': 'golf-building',
};

/** The path part of an in-app target: no query, no fragment, no trailing slash (except "/"). */
export function pathOf(target: string): string {
  const path = target.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Spec section 2: / golf-swing, /events golf-flag, /memberships golf-card, /leagues golf-trophy, /franchise golf-building, any other path golf-ball. */
export function animationForPath(target: string): GolfAnimation {
  return ANIMATION_BY_PATH[pathOf(target)] ?? 'golf-ball';
}

export type TransitionState =
  | { status: 'idle' }
  | {
      status: 'transitioning';
      /** Where the click goes (path, and query or fragment when the link has them). */
      targetPath: string;
      animation: GolfAnimation;
      /** False until the route has changed. */
      navigated: boolean;
    };

export type TransitionEvent = { type: 'start'; targetPath: string } | { type: 'navigated' } | { type: 'clear' };

export const IDLE: TransitionState = { status: 'idle' };

/** The pure transition function. Unknown or out-of-order events leave the state as it is. */
export function transitionReducer(state: TransitionState, event: TransitionEvent): TransitionState {
  switch (event.type) {
    case 'start':
      return { status: 'transitioning', targetPath: event.targetPath, animation: animationForPath(event.targetPath), navigated: false };
    case 'navigated':
      return state.status === 'transitioning' && !state.navigated ? { ...state, navigated: true } : state;
    case 'clear':
      return state.status === 'idle' ? state : IDLE;
  }
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

export interface TransitionControllerOptions {
  /** Changes the route (react-router's navigate in the app). */
  navigate: (targetPath: string) => void;
  /** Told about every state change. */
  onChange?: (state: TransitionState) => void;
  /** For tests; defaults to the global timers (which vitest's fake timers replace). */
  timers?: Timers;
}

export interface TransitionController {
  getState(): TransitionState;
  /** A click on an internal link. A second click on the same target while it is pending changes nothing. */
  start(targetPath: string): void;
  /** Forget any pending route change and go back to idle (the route changed some other way). */
  cancel(): void;
  dispose(): void;
}

/** Runs the machine with real (or fake) timers: start → 700 ms → navigate → 2500 ms → idle. */
export function createTransitionController({ navigate, onChange, timers }: TransitionControllerOptions): TransitionController {
  const t: Timers = timers ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h),
  };
  let state: TransitionState = IDLE;
  let pending: unknown = null;

  const set = (next: TransitionState) => {
    if (next === state) return;
    state = next;
    onChange?.(state);
  };
  const stopTimer = () => {
    if (pending !== null) t.clearTimeout(pending as never);
    pending = null;
  };

  return {
    getState: () => state,
    start(targetPath) {
      if (state.status === 'transitioning' && !state.navigated && state.targetPath === targetPath) return;
      stopTimer();
      set(transitionReducer(state, { type: 'start', targetPath }));
      pending = t.setTimeout(() => {
        set(transitionReducer(state, { type: 'navigated' }));
        navigate(targetPath);
        pending = t.setTimeout(() => {
          pending = null;
          set(transitionReducer(state, { type: 'clear' }));
        }, TRANSITION_CLEAR_MS);
      }, TRANSITION_NAVIGATE_MS);
    },
    cancel() {
      stopTimer();
      set(transitionReducer(state, { type: 'clear' }));
    },
    dispose() {
      stopTimer();
    },
  };
}
