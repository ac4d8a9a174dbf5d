import { describe, expect, it } from 'vitest';
import { normalizePageView } from './analytics.rules.js';

const visitorId = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';

describe('normalizePageView', () => {
  it('keeps the path but never its query or fragment', () => {
    expect(normalizePageView({ path: '/reset-password?token=secret#x', visitorId }).path).toBe('/reset-password');
    expect(normalizePageView({ path: '/booking/tulsa', visitorId }).path).toBe('/booking/tulsa');
  });

  it('reduces the referrer to origin and path, dropping non-web ones', () => {
    expect(normalizePageView({ path: '/', visitorId, referrer: 'https://www.google.com/search?q=golf' }).referrer).toBe(
      'https://www.google.com/search',
    );
    expect(normalizePageView({ path: '/', visitorId, referrer: 'javascript:alert(1)' }).referrer).toBeNull();
    expect(normalizePageView({ path: '/', visitorId, referrer: 'not a url' }).referrer).toBeNull();
    expect(normalizePageView({ path: '/', visitorId }).referrer).toBeNull();
  });

  it('refuses what is not a page view', () => {
    expect(() => normalizePageView({ path: 'https://evil.example', visitorId })).toThrow(/starts with/);
    expect(() => normalizePageView({ path: '/', visitorId: 'me' })).toThrow(/UUID/);
    expect(() => normalizePageView({ path: `/${'a'.repeat(3000)}`, visitorId })).toThrow();
  });
});
