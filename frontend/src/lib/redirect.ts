// Where to go after signing in (spec section 2: a guarded route sends a signed-out visitor to
// /auth; after signing in they land on the page they asked for).
//
// The guard sends people to `/auth?next=<path, query and fragment of the page they asked for>`.
// The auth page, after a successful sign-in, registration or Google sign-in, does:
//     navigate(signInTarget(location), { replace: true })

const NEXT_PARAM = 'next';
const AUTH_PATH = '/auth';

/** The /auth URL that brings a person back to `target` after signing in. */
export function authPathFor(target: string): string {
  const next = safeInternalPath(target);
  return next && next !== '/' ? `${AUTH_PATH}?${new URLSearchParams({ [NEXT_PARAM]: next })}` : AUTH_PATH;
}

/**
 * An in-app path ("/profile?tab=1#x") or null: never another origin ("//evil.example",
 * "https://…", "/\\evil"), never the auth page itself (no loop).
 */
export function safeInternalPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  if (!v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\') || /[\u0000-\u001f]/.test(v)) return null;
  try {
    const url = new URL(v, 'http://in.app');
    if (url.origin !== 'http://in.app') return null;
    if (url.pathname === AUTH_PATH || url.pathname.startsWith(`${AUTH_PATH}/`)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where to go after a successful sign-in on the auth page: its `?next=` (or router state `from`), else home. */
export function signInTarget(location: { search: string; state?: unknown }): string {
  const fromQuery = safeInternalPath(new URLSearchParams(location.search).get(NEXT_PARAM));
  if (fromQuery) return fromQuery;
  const state = location.state as { from?: unknown } | null | undefined;
  return safeInternalPath(state?.from) ?? '/';
}

/** Whether the auth page was opened with a page to come back to. */
export function hasSignInTarget(location: { search: string; state?: unknown }): boolean {
  return signInTarget(location) !== '/' || new URLSearchParams(location.search).get(NEXT_PARAM) === '/';
}
