import { expect, test } from './support/test.js';
import { keepScreenshot } from './support/screens.js';

test.describe('home page', () => {
  test('lists the three locations from the API', async ({ page }, testInfo) => {
    await page.goto('/');
    const main = page.getByRole('main');
    for (const name of ['Tulsa', 'Richardson', 'Hudson Oaks']) {
      await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Book at Hudson Oaks/ })).toHaveAttribute('href', '/booking/hudsonoaks');
    await keepScreenshot(page, testInfo, 'home.png', { fullPage: true });
  });

  test('every route loads directly (history fallback) and unknown paths show not-found', async ({ page }) => {
    const res = await page.goto('/some/page/that/does/not/exist');
    expect(res?.status()).toBe(404); // rendered by the server (issue 33): the not-found page says so in its status
    await expect(page.getByRole('heading', { name: /couldn.t find that page/i })).toBeVisible();
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Tulsa', exact: true })).toBeVisible();
  });
});
