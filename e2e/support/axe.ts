import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's WCAG 2.1 A/AA rules on the page as it stands, once page transitions have ended: nothing
 * serious or critical. `include` narrows the scan to one part (a dialog); `what` names it in a failure.
 *
 * Legacy mode runs axe.run() in the page itself. The default opens a blank page to merge the results of
 * each frame: that page and a second parse of axe doubled a scan's CPU (2026-11-26: 2.0-5.3 s against
 * 1.0-2.4 s on /, /events and /booking/tulsa), in some 130 scans per run. The rules are the same, but
 * legacy mode does not look inside frames, and the app has none: a page that gets one fails here, so
 * whoever adds it turns legacy mode off.
 *
 * Only violations are asked for: by default axe also gathers every node that passed or needs review, and
 * the page serialises them back, though nothing reads them (about a third of a scan's CPU on the booking
 * grid: 2.5 -> 1.1 s).
 */
export async function expectNoSeriousAxeViolations(page: Page, what = page.url(), { include }: { include?: string } = {}) {
  await expect(page.locator('[data-transition]')).toHaveCount(0);
  expect(await page.locator('iframe').count(), `${what}: axe's legacy mode cannot scan inside a frame`).toBe(0);
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] }) // before withTags(): options() replaces the whole set
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode();
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(serious, `${what}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
