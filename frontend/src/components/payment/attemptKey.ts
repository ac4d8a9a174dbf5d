import { useCallback, useMemo, useState } from 'react';
import { randomUuid } from '../../lib/random';

/**
 * The key that makes a checkout attempt idempotent: made once per attempt at paying for a held
 * purchase and kept (in the tab's session storage) across retries, reloads and the bank's step, so a
 * retried Pay can never charge twice. `fresh` starts a new attempt (another card after a decline,
 * which the old key would replay as the same decline).
 */
export function attemptKey(
  scope: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  makeId: () => string,
  fresh = false,
): string {
  const slot = `bn.checkout.${scope}`;
  try {
    const existing = fresh ? null : storage?.getItem(slot);
    if (existing && /^[A-Za-z0-9_-]{8,80}$/.test(existing)) return existing;
  } catch {
    // Storage can be unavailable (private mode): the key then lives for this page only.
  }
  const key = makeId();
  try {
    storage?.setItem(slot, key);
  } catch {
    // As above.
  }
  return key;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The idempotency key of the current attempt at paying for `scope` (a held booking's id, a league
 * entry's), and `renew` for the next attempt after a decline. '' until there is a scope.
 */
export function useAttemptKey(scope: string | null | undefined): { key: string; renew: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = useMemo(() => (scope ? attemptKey(scope, sessionStore(), () => randomUuid(), attempt > 0) : ''), [scope, attempt]);
  const renew = useCallback(() => setAttempt((n) => n + 1), []);
  return { key, renew };
}
