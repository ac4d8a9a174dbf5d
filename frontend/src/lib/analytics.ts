// First-party page views (issue 4: path, referrer, time and an anonymous session id, stored on our
// own server through the recordPageView mutation). The visit id is a random UUID kept in
// sessionStorage: one per tab session, nothing personal, no cookie.
import { randomUuid } from './random';

export const VISITOR_ID_KEY = 'bn.visitorId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** This tab's visit id: read from sessionStorage, or made and stored there. Works without storage too. */
export function visitorId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage()): string {
  const stored = storage?.getItem(VISITOR_ID_KEY);
  if (stored && UUID.test(stored)) return stored;
  const id = randomUuid();
  try {
    storage?.setItem(VISITOR_ID_KEY, id);
  } catch {
    // Storage full or blocked: the id lives for this page load only.
  }
  return id;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The referrer of a page view: the page before it in the app, else the document's referrer. */
export function pageViewReferrer(previousPath: string | null, origin: string, documentReferrer: string): string | null {
  if (previousPath) return `${origin}${previousPath}`;
  return documentReferrer || null;
}
