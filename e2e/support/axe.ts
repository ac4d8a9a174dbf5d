import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's WCAG 2.1 A/AA rules on the page as it stands, once page transitions have ended: nothing
 * serious or critical. `include` narrows the scan to one part (a dialog); `what` names it in a failure.
 */
export async function expectNoSeriousAxeViolations(page: Page, what = page.url(), { include }: { include?: string } = {}) {
  await expect(page.locator('[data-transition]')).toHaveCount(0);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(serious, `${what}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
