import { describe, expect, it } from 'vitest';
import {
  GOOGLE_FALLBACK_MESSAGE,
  GOOGLE_MISSING_INFO_MESSAGE,
  GOOGLE_NO_USER_MESSAGE,
  GOOGLE_NOT_CONFIGURED_MESSAGE,
  GOOGLE_POPUP_BLOCKED_MESSAGE,
  GOOGLE_POPUP_CLOSED_MESSAGE,
  GoogleSignInError,
  decodeJwtPayload,
  googleErrorMessage,
  googlePayloadFromCredential,
} from './google';

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function jwt(claims: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.c2lnbmF0dXJl`;
}

describe('the spec catalogue, word for word', () => {
  it('has the exact texts of sections 5 and 8', () => {
    expect(GOOGLE_NO_USER_MESSAGE).toBe('No user information returned from Google');
    expect(GOOGLE_MISSING_INFO_MESSAGE).toBe('Google did not provide all required user information');
    expect(GOOGLE_POPUP_CLOSED_MESSAGE).toBe('Sign-in cancelled. Please try again.');
    expect(GOOGLE_POPUP_BLOCKED_MESSAGE).toBe('Pop-up was blocked by your browser. Please allow pop-ups for this site.');
    expect(GOOGLE_FALLBACK_MESSAGE).toBe('Unable to sign in with Google');
    expect(GOOGLE_NOT_CONFIGURED_MESSAGE).toMatch(/identity service is not properly configured/);
    expect(GOOGLE_NOT_CONFIGURED_MESSAGE).toMatch(/required API keys/);
  });
});

describe('googleErrorMessage', () => {
  it.each([
    ['not_configured', GOOGLE_NOT_CONFIGURED_MESSAGE],
    ['no_user', GOOGLE_NO_USER_MESSAGE],
    ['missing_info', GOOGLE_MISSING_INFO_MESSAGE],
    ['popup_closed', GOOGLE_POPUP_CLOSED_MESSAGE],
    ['popup_blocked', GOOGLE_POPUP_BLOCKED_MESSAGE],
    ['unavailable', GOOGLE_FALLBACK_MESSAGE],
  ] as const)('maps our own %s failure', (failure, message) => {
    expect(googleErrorMessage(new GoogleSignInError(failure))).toBe(message);
  });

  it.each([
    [{ type: 'popup_closed' }, GOOGLE_POPUP_CLOSED_MESSAGE],
    [{ type: 'popup_failed_to_open' }, GOOGLE_POPUP_BLOCKED_MESSAGE],
    [{ code: 'auth/popup-closed-by-user' }, GOOGLE_POPUP_CLOSED_MESSAGE],
    [{ code: 'auth/cancelled-popup-request' }, GOOGLE_POPUP_CLOSED_MESSAGE],
    [{ code: 'auth/popup-blocked' }, GOOGLE_POPUP_BLOCKED_MESSAGE],
    ['user_cancel', GOOGLE_POPUP_CLOSED_MESSAGE],
    ['tap_outside', GOOGLE_POPUP_CLOSED_MESSAGE],
  ])('maps the provider error %o', (error, message) => {
    expect(googleErrorMessage(error)).toBe(message);
  });

  it('shows the body of a server refusal ("status: body")', () => {
    expect(googleErrorMessage(new Error('401: Google sign-in could not be verified. Please try again.'))).toBe(
      'Google sign-in could not be verified. Please try again.',
    );
  });

  it('falls back to "Unable to sign in with Google"', () => {
    expect(googleErrorMessage(undefined)).toBe(GOOGLE_FALLBACK_MESSAGE);
    expect(googleErrorMessage(null)).toBe(GOOGLE_FALLBACK_MESSAGE);
    expect(googleErrorMessage({ type: 'unknown' })).toBe(GOOGLE_FALLBACK_MESSAGE);
    expect(googleErrorMessage('something_else')).toBe(GOOGLE_FALLBACK_MESSAGE);
    expect(googleErrorMessage(new Error(''))).toBe(GOOGLE_FALLBACK_MESSAGE);
  });
});

describe('decodeJwtPayload', () => {
  it('reads the claims, UTF-8 included', () => {
    expect(decodeJwtPayload(jwt({ sub: '1', name: 'Zoë Ångström' }))).toEqual({ sub: '1', name: 'Zoë Ångström' });
  });

  it('is null for anything that is not a JWT with a JSON object payload', () => {
    expect(decodeJwtPayload('')).toBeNull();
    expect(decodeJwtPayload('abc')).toBeNull();
    expect(decodeJwtPayload('a.b')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(decodeJwtPayload(`a.${base64url('[1,2]')}.c`)).toBeNull();
    expect(decodeJwtPayload(`a.${base64url('not json')}.c`)).toBeNull();
  });
});

describe('googlePayloadFromCredential', () => {
  it("fills the spec's payload {googleId: sub, name, email} and keeps the token", () => {
    const token = jwt({ sub: '1098', name: 'Casey Birdwell', email: 'casey@example.com', email_verified: true });
    expect(googlePayloadFromCredential(token)).toEqual({
      googleId: '1098',
      name: 'Casey Birdwell',
      email: 'casey@example.com',
      idToken: token,
    });
  });

  it('builds the name from given and family names when there is no display name', () => {
    expect(googlePayloadFromCredential(jwt({ sub: '1', given_name: 'Casey', family_name: 'Birdwell', email: 'c@example.com' })).name).toBe(
      'Casey Birdwell',
    );
  });

  it('no credential, or no subject: no user information', () => {
    for (const credential of [undefined, null, '', 'garbage', jwt({ name: 'A', email: 'a@example.com' })]) {
      expect(() => googlePayloadFromCredential(credential)).toThrowError(expect.objectContaining({ failure: 'no_user' }));
    }
  });

  it('a user without a display name or an email: not all required information', () => {
    for (const claims of [
      { sub: '1', email: 'a@example.com' },
      { sub: '1', name: 'A' },
      { sub: '1', name: ' ', email: ' ' },
    ]) {
      expect(() => googlePayloadFromCredential(jwt(claims))).toThrowError(expect.objectContaining({ failure: 'missing_info' }));
    }
  });
});
