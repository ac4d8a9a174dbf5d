import type Stripe from 'stripe';
import { TEST_WEBHOOK_SECRET, type TestApp } from './test-app.js';

/**
 * `npm run test:stripe` runs the payment integration tests against Stripe's own test mode
 * (STRIPE_SECRET_KEY=sk_test_…) instead of the payments sandbox: the tests that need a browser at the
 * bank's page (3-D Secure) or the sandbox's webhook delivery skip there.
 */
export const realStripe = process.env.PAYMENTS_TEST_PROCESSOR === 'stripe';

/** The card holder at their bank's 3-D Secure page: the sandbox's test page, answered without a browser. */
export async function approve3ds(t: Pick<TestApp, 'sandbox'>, clientSecret: string, outcome: 'complete' | 'fail'): Promise<void> {
  if (!t.sandbox) throw new Error('3-D Secure can only be answered in the payments sandbox');
  const intentId = clientSecret.split('_secret_')[0]!;
  const res = await fetch(`${t.sandbox.origin}/sandbox/3ds/${intentId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${t.sandbox.publishableKey}` },
    body: new URLSearchParams({ client_secret: clientSecret, outcome }),
  });
  if (!res.ok) throw new Error(`3-D Secure ${outcome}: ${res.status} ${await res.text()}`);
}

/**
 * Delivers the processor's events since `since` to the app as its webhook endpoint would receive
 * them (signed with the endpoint's secret): Stripe cannot reach a test machine, and the sandbox's
 * own deliveries may race a test. A redelivery is applied once, so delivering twice is harmless.
 */
export async function deliverEvents(
  t: Pick<TestApp, 'stripe' | 'url'>,
  opts: { since: number; types?: string[] },
): Promise<Stripe.Event[]> {
  const events = await t.stripe.events
    .list({ created: { gte: Math.floor(opts.since / 1000) }, limit: 100 })
    .autoPagingToArray({ limit: 1000 });
  const chosen = events.filter((e) => !opts.types || opts.types.includes(e.type)).reverse(); // oldest first
  for (const event of chosen) {
    const payload = JSON.stringify(event);
    const res = await fetch(`${t.url}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': t.stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET }),
      },
      body: payload,
    });
    if (!res.ok) throw new Error(`webhook ${event.type}: ${res.status} ${await res.text()}`);
  }
  return chosen;
}

/** Polls until `check` holds (webhooks arrive on their own time), failing after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error('waitFor: the condition never held');
    await new Promise((r) => setTimeout(r, 100));
  }
}
