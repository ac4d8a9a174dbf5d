import { describe, expect, it } from 'vitest';
import { authPathFor, hasSignInTarget, safeInternalPath, signInTarget } from './redirect';

describe('authPathFor', () => {
  it('carries the requested page, query and fragment in ?next=', () => {
    expect(authPathFor('/profile')).toBe('/auth?next=%2Fprofile');
    expect(authPathFor('/admin/leagues/7/results?week=2#top')).toBe('/auth?next=%2Fadmin%2Fleagues%2F7%2Fresults%3Fweek%3D2%23top');
  });
  it('is plain /auth for home or anything unsafe', () => {
    expect(authPathFor('/')).toBe('/auth');
    expect(authPathFor('https://evil.example/')).toBe('/auth');
  });
});

describe('signInTarget', () => {
  it('reads ?next=', () => {
    expect(signInTarget({ search: '?next=%2Fprofile' })).toBe('/profile');
    expect(signInTarget({ search: '?next=/booking-history?page=2' })).toBe('/booking-history?page=2');
    expect(signInTarget({ search: `?${new URLSearchParams({ next: '/booking-history?page=2' })}` })).toBe('/booking-history?page=2');
  });
  it('falls back to router state `from`, then home', () => {
    expect(signInTarget({ search: '', state: { from: '/subscribe' } })).toBe('/subscribe');
    expect(signInTarget({ search: '', state: null })).toBe('/');
    expect(signInTarget({ search: '' })).toBe('/');
  });
  it('never leaves the site and never loops back to /auth', () => {
    for (const next of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/auth',
      '/auth?next=/x',
      'profile',
      '',
    ]) {
      expect(signInTarget({ search: `?${new URLSearchParams({ next })}` })).toBe('/');
    }
  });
  it('hasSignInTarget tells whether there is somewhere to go back to', () => {
    expect(hasSignInTarget({ search: '?next=%2Fprofile' })).toBe(true);
    expect(hasSignInTarget({ search: '' })).toBe(false);
  });
});

describe('safeInternalPath', () => {
  it('keeps in-app paths', () => {
    expect(safeInternalPath('/admin')).toBe('/admin');
    expect(safeInternalPath('/authors')).toBe('/authors');
    expect(safeInternalPath(42)).toBeNull();
  });
});
