// Cards in the e2e tests, as a customer types them: into the processor's own card fields, an iframe of
// the processor's origin (the payments sandbox's here, Stripe's in production), never the app's page.
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { graphql } from './accounts.js';

/** The card fields' frame within `scope` (a page, or a dialog holding them). */
export function cardFrame(scope: Page | Locator): FrameLocator {
  return scope.frameLocator('iframe[title="Secure payment input frame"]');
}

/** Types a card into the processor's fields: number, a future expiry and a CVC. */
export async function fillCard(scope: Page | Locator, number: string, { expiry = '12 / 34', cvc = '123' } = {}): Promise<void> {
  const frame = cardFrame(scope);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date').fill(expiry);
  await frame.getByLabel('Security code').fill(cvc);
}

/** The card holder at their bank's 3-D Secure page (the processor's test page, over the checkout). */
export async function answer3ds(page: Page, outcome: 'complete' | 'fail'): Promise<void> {
  const challenge = page.frameLocator('iframe[title="3D Secure 2 Test Page"]');
  const button = challenge.getByRole('button', { name: outcome === 'complete' ? 'Complete authentication' : 'Fail authentication' });
  await expect(button).toBeVisible();
  await button.click();
}

/**
 * A new card for a setup call that pays without the screens (a test about something else): a
 * confirmation token made the way the card fields make one, at the processor's origin with the
 * publishable key, never through the app.
 */
export async function cardPayment(page: Page, number = '4242424242424242', { save = false } = {}) {
  const { siteConfig } = await graphql<{ siteConfig: { payments: { publishableKey: string; scriptUrl: string } } }>(
    page,
    '{ siteConfig { payments { publishableKey scriptUrl } } }',
  );
  const { publishableKey, scriptUrl } = siteConfig.payments;
  const res = await page.request.post(`${new URL(scriptUrl).origin}/v1/confirmation_tokens`, {
    headers: { Authorization: `Bearer ${publishableKey}` },
    form: {
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2034',
      'payment_method_data[card][cvc]': '123',
      ...(save ? { setup_future_usage: 'off_session' } : {}),
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { confirmationToken: ((await res.json()) as { id: string }).id, saveCard: save };
}
