import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

/**
 * Stands in for Google's key endpoint: serves a JWKS over HTTP and signs ID tokens with its key,
 * so the server's verification (signature, issuer, audience, expiry) runs for real.
 */
export async function startFakeGoogle(clientId: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256'); // a key Google never published
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function token(
    claims: JWTPayload,
    opts: { audience?: string; issuer?: string; expiresIn?: string | number; signWith?: 'google' | 'stranger' } = {},
  ) {
    const jwt = new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(opts.issuer ?? 'https://accounts.google.com')
      .setAudience(opts.audience ?? clientId)
      .setIssuedAt(typeof opts.expiresIn === 'number' && opts.expiresIn < Date.now() / 1000 ? opts.expiresIn - 3600 : undefined)
      .setExpirationTime(opts.expiresIn ?? '1h');
    return jwt.sign(opts.signWith === 'stranger' ? other.privateKey : privateKey);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    token,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
