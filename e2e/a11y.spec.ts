import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Every public page passes axe-core's WCAG 2.1 A/AA rules with no serious or critical violation.

const publicPages = [
  '/',
  '/events',
  '/memberships',
  '/leagues',
  '/leagues/tulsa',
  '/lessons',
  '/lessons/richardson',
  '/franchise',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/locations',
  '/select-location',
];

for (const path of publicPages) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Let the page-change overlay and any loading state finish before judging.
    await expect(page.locator('[data-transition]')).toHaveCount(0);
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  });
}
