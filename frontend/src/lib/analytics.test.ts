import { describe, expect, it } from 'vitest';
import { VISITOR_ID_KEY, pageViewReferrer, visitorId } from './analytics';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('visitorId', () => {
  it('makes a UUID once and keeps it in session storage', () => {
    const storage = memoryStorage();
    const id = visitorId(storage);
    expect(id).toMatch(UUID_V4);
    expect(storage.data.get(VISITOR_ID_KEY)).toBe(id);
    expect(visitorId(storage)).toBe(id);
  });

  it('replaces a stored value that is not a UUID, and works without storage', () => {
    const storage = memoryStorage({ [VISITOR_ID_KEY]: 'nope' });
    expect(visitorId(storage)).toMatch(UUID_V4);
    expect(visitorId(null)).toMatch(UUID_V4);
  });
});

describe('pageViewReferrer', () => {
  it('is the previous in-app page, else the document referrer, else null', () => {
    expect(pageViewReferrer('/events', 'https://backnine.golf', 'https://google.com/')).toBe('https://backnine.golf/events');
    expect(pageViewReferrer(null, 'https://backnine.golf', 'https://google.com/')).toBe('https://google.com/');
    expect(pageViewReferrer(null, 'https://backnine.golf', '')).toBeNull();
  });
});
