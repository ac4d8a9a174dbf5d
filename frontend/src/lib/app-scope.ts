import { createContext, useContext } from 'react';

/**
 * What one app instance keeps beside its components: the signed-in user (lib/session) and the locations
 * (features/locations). The browser runs one app, the default scope; a server rendering pages for several
 * visitors at once gives each render its own (entry-server.tsx), and so does a test. A plain object: each
 * module keeps its own state for it in a WeakMap, so none of them needs Apollo (issue 33: the landing page's
 * first load leaves the GraphQL client out).
 */
export type AppScope = object;

/** The browser's one app. */
export const browserScope: AppScope = {};

export const AppScopeContext = createContext<AppScope>(browserScope);

export const useAppScope = (): AppScope => useContext(AppScopeContext);

/** A value that notifies when it changes: read with React's useSyncExternalStore. */
export interface Store<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One value of `T` per scope, made on first use. */
export function perScope<T>(make: () => T): (scope: AppScope) => T {
  const values = new WeakMap<AppScope, T>();
  return (scope) => {
    let value = values.get(scope);
    if (value === undefined) values.set(scope, (value = make()));
    return value;
  };
}
