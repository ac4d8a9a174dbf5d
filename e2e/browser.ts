import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium to drive: CHROMIUM_PATH, else the first of Debian's builds that is installed, else
 * Playwright's own download. Nothing is downloaded here; with none of them, say how to get one.
 *
 * The e2e tests prefer Debian's chromium-headless-shell: the same Blink as the full browser without its
 * UI, as Playwright itself runs headless tests. On 2 busy cores (2026-11-26) a new context took
 * 0.1-0.3 s instead of 0.5-0.7 s and a cold first page 0.7-1.3 s instead of 1.5-2.1 s. Lighthouse
 * (bench/) needs the full browser.
 */
export function chromiumExecutable({ headlessShell = false } = {}): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  const debian = [...(headlessShell ? ['/usr/bin/chromium-headless-shell'] : []), '/usr/bin/chromium'].find((p) => existsSync(p));
  if (debian) return debian;
  if (existsSync(chromium.executablePath())) return undefined; // Playwright's own browser
  throw new Error(
    'No Chromium for the e2e tests. Install one: `sudo apt-get install chromium-headless-shell chromium` (Debian/Ubuntu), ' +
      'or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
