import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core's WCAG 2.1 A/AA rules on the page as it stands, once page transitions have ended: nothing serious or critical. */
export async function expectNoSeriousAxeViolations(page: Page, what: string, exclude: string[] = []) {
  await expect(page.locator('[data-transition]')).toHaveCount(0);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id}: ${v.help}`)).toEqual([]);
}
