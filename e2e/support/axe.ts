import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe?: { run(context: string | Document, options: RunOptions): Promise<AxeResults> };
  }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A/AA rules; only violations come back (by default axe serialises every passing node too). */
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/**
 * axe-core's WCAG 2.1 A/AA rules on the page as it stands, once page transitions have ended and
 * nothing is busy loading: nothing serious or critical. `include` narrows the scan to one part (a
 * dialog); `what` names it in a failure.
 *
 * axe-core is run in the page directly, injected once per document. @axe-core/playwright parsed its
 * 550 KB source twice per scan (once to probe for runPartial, once per frame), and in legacy mode (no
 * blank page to merge frames) that was most of a scan: 0.67 + 0.31 s against a 0.37 s run (trace of
 * coach-admin, 2026-11-27). Like legacy mode this does not look inside frames, and the app has none: a
 * page that gets one fails here, so whoever adds it scans its frames too.
 */
export async function expectNoSeriousAxeViolations(page: Page, what = page.url(), { include }: { include?: string } = {}) {
  await expect(page.locator('[data-transition]')).toHaveCount(0);
  // Nothing still loading: a grid's rows landing mid-scan read as rows without cells (admin-grids, CI 2026-11-27).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await page.locator('iframe').count(), `${what}: this scan does not look inside frames`).toBe(0);
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(({ include, options }) => window.axe!.run(include ?? document, options), {
    include,
    options: OPTIONS,
  });
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(serious, `${what}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
