import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from '../../shared/app-error.js';

interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
}

export interface GoogleVerifier {
  readonly configured: boolean;
  verify(idToken: string): Promise<GoogleIdentity>;
}

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export const GOOGLE_NOT_CONFIGURED =
  'Google sign-in is not available: the identity service is not properly configured. Please ask the site administrator to add the required API keys (GOOGLE_CLIENT_ID).';

/**
 * Verifies a Google ID token: signature against Google's published keys (the key-set URL is
 * configurable so tests serve their own), issuer, audience = our client id, expiry.
 */
export function createGoogleVerifier(clientId: string | undefined, jwksUrl: string): GoogleVerifier {
  if (!clientId) {
    return {
      configured: false,
      verify: async () => {
        throw new AppError('SERVICE_UNAVAILABLE', GOOGLE_NOT_CONFIGURED);
      },
    };
  }
  const keys = createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 30_000, timeoutDuration: 5_000 });
  return {
    configured: true,
    verify: async (idToken) => {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, { issuer: ISSUERS, audience: clientId, algorithms: ['RS256'], clockTolerance: 30 }));
      } catch {
        throw new AppError('UNAUTHENTICATED', 'Google sign-in could not be verified. Please try again.');
      }
      if (!payload.sub) throw new AppError('UNAUTHENTICATED', 'Google sign-in could not be verified. Please try again.');
      const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
      return {
        subject: payload.sub,
        email: str(payload.email),
        emailVerified: payload.email_verified === true,
        name: str(payload.name),
        givenName: str(payload.given_name),
        familyName: str(payload.family_name),
      };
    },
  };
}
