// Google sign-in, the pure part: reading the ID token Google gives the browser, and the spec's
// error catalogue (sections 5 and 8) word for word. The browser only decodes the token to fill
// the spec's payload; the server verifies its signature, issuer, audience and expiry.
import { errorMessage } from '../../../lib/api';

export const GOOGLE_FAILED_TITLE = 'Google login failed';
export const GOOGLE_FALLBACK_MESSAGE = 'Unable to sign in with Google';
export const GOOGLE_NO_USER_MESSAGE = 'No user information returned from Google';
export const GOOGLE_MISSING_INFO_MESSAGE = 'Google did not provide all required user information';
export const GOOGLE_POPUP_CLOSED_MESSAGE = 'Sign-in cancelled. Please try again.';
export const GOOGLE_POPUP_BLOCKED_MESSAGE = 'Pop-up was blocked by your browser. Please allow pop-ups for this site.';
/** Section 5: the identity service is not properly configured; ask for the API keys (the server says the same). */
export const GOOGLE_NOT_CONFIGURED_MESSAGE =
  'Google sign-in is not available: the identity service is not properly configured. Please ask the site administrator to add the required API keys (GOOGLE_CLIENT_ID).';

export type GoogleFailure = 'not_configured' | 'no_user' | 'missing_info' | 'popup_closed' | 'popup_blocked' | 'unavailable';

/** A failure on the way to a Google credential, before the server is asked. */
export class GoogleSignInError extends Error {
  override readonly name = 'GoogleSignInError';
  constructor(readonly failure: GoogleFailure) {
    super(failure);
  }
}

const FAILURE_MESSAGES: Record<GoogleFailure, string> = {
  not_configured: GOOGLE_NOT_CONFIGURED_MESSAGE,
  no_user: GOOGLE_NO_USER_MESSAGE,
  missing_info: GOOGLE_MISSING_INFO_MESSAGE,
  popup_closed: GOOGLE_POPUP_CLOSED_MESSAGE,
  popup_blocked: GOOGLE_POPUP_BLOCKED_MESSAGE,
  unavailable: GOOGLE_FALLBACK_MESSAGE,
};

/**
 * Provider codes, as Google Identity Services names them (the OAuth popup's `type`, the prompt's
 * skipped and dismissed reasons) and as Firebase-style providers name them (`auth/...` codes).
 */
const PROVIDER_CODES: Record<string, GoogleFailure> = {
  popup_closed: 'popup_closed',
  user_cancel: 'popup_closed',
  tap_outside: 'popup_closed',
  cancel_called: 'popup_closed',
  'auth/popup-closed-by-user': 'popup_closed',
  'auth/cancelled-popup-request': 'popup_closed',
  'auth/user-cancelled': 'popup_closed',
  popup_failed_to_open: 'popup_blocked',
  popup_blocked: 'popup_blocked',
  'auth/popup-blocked': 'popup_blocked',
};

/** The failure a provider code stands for, if the catalogue names it. */
export function failureForProviderCode(code: unknown): GoogleFailure | undefined {
  return typeof code === 'string' ? PROVIDER_CODES[code] : undefined;
}

/**
 * The message of the 'Google login failed' notification for any error on the Google path:
 * catalogue entries word for word, the server's own message for a refused token ("status: body"),
 * else 'Unable to sign in with Google'.
 */
export function googleErrorMessage(error: unknown): string {
  if (error instanceof GoogleSignInError) return FAILURE_MESSAGES[error.failure];
  if (error && typeof error === 'object') {
    const { type, code } = error as { type?: unknown; code?: unknown };
    const failure = failureForProviderCode(type) ?? failureForProviderCode(code);
    if (failure) return FAILURE_MESSAGES[failure];
  }
  if (typeof error === 'string') {
    const failure = failureForProviderCode(error);
    return failure ? FAILURE_MESSAGES[failure] : GOOGLE_FALLBACK_MESSAGE;
  }
  return errorMessage(error) ?? GOOGLE_FALLBACK_MESSAGE;
}

/** The claims of a JWT's payload, unverified (the server verifies). Null when it is not a JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface GooglePayload {
  googleId: string;
  name: string;
  email: string;
  idToken: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The spec's payload {googleId: sub, name, email} plus the token itself. No credential, or one
 * without a subject, is "no user"; a user without a display name or an e-mail is "missing info".
 */
export function googlePayloadFromCredential(credential: string | null | undefined): GooglePayload {
  if (!credential) throw new GoogleSignInError('no_user');
  const claims = decodeJwtPayload(credential);
  const googleId = text(claims?.sub);
  if (!claims || !googleId) throw new GoogleSignInError('no_user');
  const name = text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  const email = text(claims.email);
  if (!name || !email) throw new GoogleSignInError('missing_info');
  return { googleId, name, email, idToken: credential };
}
