import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getJson } from './api';
import { createStore, perScope, useAppScope, type AppScope, type Store } from './app-scope';

/** The user as GET /api/user returns it (spec section 3, plus a few useful fields). */
export interface CurrentUser {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  isAdmin: boolean;
  /** The plan's code (spec: None or Birdie; any membership_plans row). Its terms: lib/plans. */
  membershipType: string;
  preferredLocation: string | null;
  createdAt: string;
}

// Spec section 4: the user is cached 5 minutes, and its fetch is retried 2 times 1 s apart.
const FRESH_MS = 5 * 60_000;
const RETRIES = 2;
const RETRY_DELAY_MS = 1_000;

interface UserState {
  user: CurrentUser | null;
  /** Read or set at least once: until then (and with no error) the user is loading. */
  loaded: boolean;
  /** When it was read or set (Date.now()): fresh for FRESH_MS. */
  readAt: number;
  /** The last read's failure after its retries, until a read succeeds or the user is set. */
  error: Error | null;
}

interface Session {
  state: Store<UserState>;
  /** The read in flight, shared by every screen that asks meanwhile. */
  reading: Promise<CurrentUser | null> | null;
  /** Counts reads and sets: a read that a later one superseded (sign-out, a refresh) drops its answer. */
  generation: number;
}

// One per app scope rather than one per module: a server rendering pages for several visitors at once
// keeps each one's user with that render, and a test with its own scope starts empty.
const sessionOf = perScope<Session>(() => ({
  state: createStore<UserState>({ user: null, loaded: false, readAt: 0, error: null }),
  reading: null,
  generation: 0,
}));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The user is known: from the page's data, a sign-in or registration (the answer), or sign-out (null). */
export function setCurrentUser(scope: AppScope, user: CurrentUser | null): void {
  const session = sessionOf(scope);
  session.generation++;
  session.reading = null;
  session.state.set({ user, loaded: true, readAt: Date.now(), error: null });
}

/**
 * Reads GET /api/user now (401: signed out), trying twice more 1 s apart, in place of any read in
 * flight (it may have started before the change being refreshed). Never rejects: resolves with the user
 * known afterwards (the previous one when every try failed; the error is in the state).
 */
function readUser(session: Session): Promise<CurrentUser | null> {
  const generation = ++session.generation;
  const read = (async () => {
    let error: unknown = null;
    for (let attempt = 0; attempt <= RETRIES; attempt++) {
      if (attempt > 0) await wait(RETRY_DELAY_MS);
      if (generation !== session.generation) return session.reading ?? session.state.get().user;
      try {
        const user = await getJson<CurrentUser>('/api/user', { on401: 'returnNull' });
        if (generation !== session.generation) return session.reading ?? session.state.get().user;
        session.reading = null;
        session.state.set({ user, loaded: true, readAt: Date.now(), error: null });
        return user;
      } catch (err) {
        error = err;
      }
    }
    if (generation !== session.generation) return session.reading ?? session.state.get().user;
    session.reading = null;
    session.state.set({ ...session.state.get(), error: error instanceof Error ? error : new Error(String(error)) });
    return session.state.get().user;
  })();
  session.reading = read;
  return read;
}

/** A screen that shows the user appeared: read it unless it is fresh or already being read. */
function readIfStale(session: Session): void {
  const { loaded, readAt } = session.state.get();
  if (session.reading || (loaded && Date.now() - readAt < FRESH_MS)) return;
  void readUser(session);
}

/**
 * The signed-in user, shared by every feature (features never import each other). Read once from
 * GET /api/user and kept with the app's scope (spec section 4: fresh for 5 minutes, then read again
 * when a screen that shows it appears; 401 means no user).
 */
export function useCurrentUser() {
  const session = sessionOf(useAppScope());
  const { user, loaded, error } = useSyncExternalStore(session.state.subscribe, session.state.get, session.state.get);
  // An effect, so a server render reads nothing: it is given the user (setCurrentUser).
  useEffect(() => readIfStale(session), [session]);
  const refetch = useCallback(() => readUser(session), [session]);
  return { user, isLoading: !loaded && error === null, error, refetch };
}

/** Reads the user again after a change to it (spec section 4: after cancel or update); resolves with it. */
export function useRefreshCurrentUser(): () => Promise<CurrentUser | null> {
  const scope = useAppScope();
  return useCallback(() => readUser(sessionOf(scope)), [scope]);
}
