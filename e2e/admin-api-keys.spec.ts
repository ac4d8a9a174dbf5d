import { expect, test, type APIRequestContext } from './support/test.js';
import { signIn } from './support/accounts.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { keepScreenshot } from './support/screens.js';

// Issue #18: an admin issues, rotates and revokes a third party's API key on /admin/system-utilities;
// the key (shown once) reads the public schedule over /graphql until it is rotated or revoked.

/** The public schedule as a third party reads it: no cookies, the key as a Bearer token. */
async function readWithKey(request: APIRequestContext, key: string) {
  const res = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Cookie: '' },
    data: { query: '{ locations { slug } }' },
  });
  return res.status();
}

test('an admin issues, rotates and revokes an API key, shown once', { tag: '@any-width' }, async ({ page, playwright }, testInfo) => {
  const name = `Tee Times ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/admin/system-utilities');
  const card = page.getByRole('region', { name: 'API keys' });
  await expect(card).toBeVisible();

  // An empty name is refused with the shared schema's words.
  await card.getByRole('button', { name: 'Issue key' }).click();
  await expect(card.getByText('Please name the key.')).toBeVisible();

  await card.getByRole('textbox', { name: 'Who the key is for' }).fill(name);
  await card.getByRole('button', { name: 'Issue key' }).click();
  const shown = card.getByLabel('New API key');
  await expect(shown).toHaveText(/^bn_live_/);
  const first = (await shown.textContent())!;
  await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: name })).toContainText(first.slice(0, 14));
  await keepScreenshot(page, testInfo, `api-keys-${page.viewportSize()?.width}.png`, { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  expect(await readWithKey(api, first)).toBe(200);

  // Rotate: a new secret shown once, the old one refused.
  await card.getByRole('button', { name: `Rotate: ${name}` }).click();
  await expect(shown).not.toHaveText(first);
  const second = (await shown.textContent())!;
  expect(await readWithKey(api, first)).toBe(401);
  expect(await readWithKey(api, second)).toBe(200);

  // Hiding the key is final: the list never shows it.
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByLabel('New API key')).toHaveCount(0);
  await expect(card).not.toContainText(second);

  await card.getByRole('button', { name: `Revoke: ${name}` }).click();
  await expect(card.getByRole('listitem').filter({ hasText: name })).toContainText('revoked');
  await expect(card.getByRole('button', { name: `Revoke: ${name}` })).toHaveCount(0);
  expect(await readWithKey(api, second)).toBe(401);
  await api.dispose();
});
