import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
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
  // Each frame is scanned in its own document (below): axe would otherwise wait on frames it was not injected into.
  iframes: false,
};

/**
 * axe-core's WCAG 2.1 A/AA rules on the page as it stands, once page transitions have ended and
 * nothing is busy loading: nothing serious or critical. `include` narrows the scan to one part (a
 * dialog); `what` names it in a failure.
 *
 * axe-core is run in the page directly, injected once per document. @axe-core/playwright parsed its
 * 550 KB source twice per scan (once to probe for runPartial, once per frame), and in legacy mode (no
 * blank page to merge frames) that was most of a scan: 0.67 + 0.31 s against a 0.37 s run (trace of
 * coach-admin, 2026-11-27). Frames are scanned the same way, each in its own document: the card
 * processor's fields (an iframe of its origin on every checkout, issue 32) and its 3-D Secure page.
 * A frame inside `include` (or any, without it) is scanned; the page's own scan leaves frames out.
 */
export async function expectNoSeriousAxeViolations(page: Page, what = page.url(), { include }: { include?: string } = {}) {
  await expect(page.locator('[data-transition]')).toHaveCount(0);
  // Nothing still loading: a grid's rows landing mid-scan read as rows without cells (admin-grids, CI 2026-11-27).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The card fields stand behind a skeleton until their frame has drawn them.
  await expect(page.getByRole('status', { name: 'Loading the card fields' })).toHaveCount(0);
  const serious = await scan(page.mainFrame(), include);
  for (const frame of page.mainFrame().childFrames()) {
    const element = await frame.frameElement();
    const inScope = await element.evaluate((el, selector) => !selector || !!(el as Element).closest(selector), include);
    if (!inScope) continue;
    const title = (await element.getAttribute('title')) ?? frame.url();
    serious.push(...(await scan(frame)).map((v) => ({ ...v, frame: title })));
  }
  expect(serious, `${what}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/** The serious and critical violations in one document (a frame's own, never its child frames'). */
async function scan(frame: Frame, include?: string) {
  if (!(await frame.evaluate(() => typeof window.axe?.run === 'function'))) await frame.evaluate(AXE_SOURCE);
  const violations = await frame.evaluate(
    async ({ include, options }) => {
      const { violations } = await window.axe!.run(include ?? document, options);
      // axe counts no frame as focusable content, so a scrolling dialog whose only fields are the card
      // fields' frame reads as out of keyboard reach. It is not: the keys scroll it from a field in the
      // frame (Chromium passes the scroll up to the frame's scrolling ancestor), and the frame is scanned below.
      for (const v of violations)
        if (v.id === 'scrollable-region-focusable')
          v.nodes = v.nodes.filter((n) => !document.querySelector(String(n.target[0]))?.querySelector('iframe'));
      return violations.filter((v) => v.nodes.length > 0);
    },
    { include, options: OPTIONS },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}
