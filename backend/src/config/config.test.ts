import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives working defaults for a bare machine', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.EMBEDDED_PG_DIR).toMatch(/\.data[/\\]postgres$/);
    expect(c.SEED_DEMO_DATA).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT must be a whole number/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA must be true or false/);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '0', LOG_LEVEL: 'loud' })).toThrow(/PORT .*; LOG_LEVEL /);
  });

  it('requires a session secret in production only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).NODE_ENV).toBe('production');
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET must be at least 32/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('reads the API and WebSocket settings, and names a bad one', () => {
    const c = loadConfig({ WS_ALLOWED_ORIGINS: 'https://screens.example/, https://league.example' });
    expect(c.WS_ALLOWED_ORIGINS).toEqual(['https://screens.example', 'https://league.example']);
    expect(c.GRAPHQL_TRUSTED_DOCUMENTS).toBe('enforce');
    expect(c.GRAPHQL_INTROSPECTION).toBe('on');
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'no' })).toThrow(/GRAPHQL_INTROSPECTION must be on or off/);
    expect(() => loadConfig({ WS_ALLOWED_ORIGINS: 'screens.example' })).toThrow(/WS_ALLOWED_ORIGINS.* must list http\(s\) origins/);
    expect(() => loadConfig({ GRAPHQL_TRUSTED_DOCUMENTS: 'maybe' })).toThrow(/GRAPHQL_TRUSTED_DOCUMENTS must be enforce or off/);
    expect(() => loadConfig({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_ADDRESS_PER_HOUR/);
    expect(() => loadConfig({ WS_MAX_SOCKETS_PER_ADDRESS: 'many' })).toThrow(/WS_MAX_SOCKETS_PER_ADDRESS/);
  });

  it('takes the three Stripe keys together, in one mode, or none for the sandbox', () => {
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(loadConfig(stripe).STRIPE_API_URL).toBe('https://api.stripe.com');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY is required.*STRIPE_WEBHOOK_SECRET is required/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY must be of the same mode/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: '4242424242424242' })).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(() => loadConfig({ PAYMENTS_SANDBOX_ORIGIN: 'sandbox.local' })).toThrow(/PAYMENTS_SANDBOX_ORIGIN must be an http/);
  });
});
