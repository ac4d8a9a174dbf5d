import { expect, test } from './support/test.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

// Every public page passes axe-core's WCAG 2.1 A/AA rules with no serious or critical violation.
// Scanned by their own specs, at both widths, and not again here: /events (events.spec),
// /leagues/tulsa (leagues.spec) and /lessons (lessons.spec).

const publicPages = [
  '/',
  '/memberships',
  '/leagues',
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

    await expectNoSeriousAxeViolations(page, path);
  });
}
