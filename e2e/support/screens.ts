import type { Locator, Page, TestInfo } from '@playwright/test';

/**
 * A picture of a screen for a person to look at, kept with the test's results, only when E2E_SCREENSHOTS=1.
 * A run that keeps no files (CI) pays nothing for them: a full-page picture of a long page re-lays the page
 * out at its whole height, rasters it in software and encodes a PNG of up to a megabyte, about half a
 * second of a core each (measured 2026-11-29, /leagues/tulsa, /events, /lessons), and the specs took about
 * 45 of them per run. A failure's screenshot is Playwright's own (screenshot: 'only-on-failure').
 */
export async function keepScreenshot(target: Page | Locator, testInfo: TestInfo, name: string, { fullPage = false } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const path = testInfo.outputPath(name);
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}
