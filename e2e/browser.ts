import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the e2e tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own download. Nothing is downloaded here; with none of them, say how to get one.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  if (existsSync(chromium.executablePath())) return undefined; // Playwright's own browser
  throw new Error(
    'No Chromium for the e2e tests. Install one: `sudo apt-get install chromium` (Debian/Ubuntu), ' +
      'or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
