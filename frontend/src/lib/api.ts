/**
 * The spec's REST client (section 7): every call sends cookies; a JSON content type only when there
 * is a body; a non-success answer becomes an Error "status: body text" (the status text when the
 * body is empty). Generic data queries GET their path.
 */
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

export type On401 = 'returnNull' | 'throw';

/** GETs a path as JSON; a 401 may mean "no data" (the current user: signed out). */
export async function getJson<T>(path: string, { on401 }: { on401: On401 }): Promise<T | null> {
  const res = await fetch(path, { credentials: 'include' });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** The message part of an "status: body" error, for showing to a person. */
export function errorMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.message) return undefined;
  const m = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  return (m ? m[1] : error.message).trim() || undefined;
}
