import { useRef, useState } from 'react';

export interface Request<I, O> {
  /** Runs the call: resolves with its answer, or rejects with its error (kept in `error` too). */
  run: (input: I) => Promise<O>;
  /** The latest run has not finished. */
  isPending: boolean;
  /** The latest run's failure; cleared when the next one starts. */
  error: Error | null;
}

/**
 * A REST call with the state a screen shows while it runs (the spec's /api calls are not GraphQL, so
 * Apollo's useMutation does not fit them). `call` does everything the pending state should cover,
 * refreshing the user included; what the caller chains on `run()` happens once it is no longer pending.
 * Only the latest run sets the state, so an earlier one finishing late cannot clear it.
 */
export function useRequest<I = void, O = void>(call: (input: I) => Promise<O>): Request<I, O> {
  const [state, setState] = useState<{ isPending: boolean; error: Error | null }>({ isPending: false, error: null });
  const latest = useRef(0);

  const run = async (input: I) => {
    const id = ++latest.current;
    setState({ isPending: true, error: null });
    try {
      const out = await call(input);
      if (id === latest.current) setState({ isPending: false, error: null });
      return out;
    } catch (err) {
      if (id === latest.current) setState({ isPending: false, error: err instanceof Error ? err : new Error(String(err)) });
      throw err;
    }
  };

  return { run, ...state };
}
