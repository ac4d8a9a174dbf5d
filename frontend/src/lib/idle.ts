/**
 * Runs `task` once the browser is idle after the first paint (at the latest `timeoutMs` later), for
 * work the first screen does not need: preloading code used on a later interaction. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window === 'undefined') return () => {};
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

/** Resolves once the browser is idle (as `whenIdle`); at once where there is no browser (a server render). */
export function untilIdle(timeoutMs?: number): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => whenIdle(resolve, timeoutMs));
}
