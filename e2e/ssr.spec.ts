// The raw Playwright test on purpose: these tests wait for the hydration themselves, and one runs with scripts off.
import { expect, test, type Page } from '@playwright/test';
import { graphql } from './support/accounts.js';
import { appNow, chipName, dayName, venueDate } from './support/clock.js';

// Public pages arrive rendered by the server and the browser hydrates them (issue 33): no hydration
// error or warning on any of them at either width, the booking grid readable with JavaScript off, and
// the venue's today on a browser whose own clock is a day ahead of the venue.

const PUBLIC_PAGES = [
  '/',
  '/locations',
  '/select-location',
  '/booking/tulsa',
  '/memberships',
  '/leagues',
  '/leagues/tulsa',
  '/lessons',
  '/lessons/tulsa',
  '/events',
  '/franchise',
  '/developers',
];

/** Every console error and warning, and every uncaught error, of the page from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  return problems;
}

/**
 * Waits until the server renders the page: a page whose data is late (over 250 ms, as on a cold server's first
 * booking page) is sent as the client-rendered shell instead (backend http/boot-data.ts), by design.
 */
async function untilServerRendered(page: Page, path: string): Promise<void> {
  await expect.poll(async () => (await page.request.get(path, { headers: { Accept: 'text/html' } })).text()).toContain('data-ssr');
}

/** Opens a page that must come rendered by the server, and waits until the browser has hydrated it. */
async function openHydrated(page: Page, path: string, status = 200): Promise<void> {
  await untilServerRendered(page, path);
  const res = await page.goto(path);
  expect(res?.status()).toBe(status);
  expect(await res?.text()).toContain('<div id="root" data-ssr');
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
}

test('every public page hydrates without a warning or an error in the console', async ({ page }) => {
  const events = await graphql<{ events: { id: string }[] }>(page, '{ events { id } }');
  const problems = consoleProblems(page);
  for (const path of [...PUBLIC_PAGES, `/events/${events.events[0]!.id}`]) {
    await openHydrated(page, path);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(problems, path).toEqual([]);
  }
  // A wrong address: the not-found page with 404 (the browser notes the document's status, nothing else).
  await openHydrated(page, '/booking/nowhere', 404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("the booking page shows the day's bays and hours", async ({ page }) => {
    await untilServerRendered(page, '/booking/tulsa');
    await page.goto('/booking/tulsa');
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    // A column header where every bay fits, the bay switcher's tab on a phone (the other is not drawn).
    await expect(page.getByText('Bay 1', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(grid.getByText(/^\d{1,2}:00 (AM|PM)$/).first()).toBeVisible();
    await expect(page.getByText('Loading the page')).toHaveCount(0);
  });
});

test.describe('a browser a day ahead of the venue', () => {
  // Kiritimati is 20 hours ahead of Chicago: its calendar is a day ahead for 20 hours of every 24.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test("still renders the venue's today, and hydrates without a mismatch", async ({ page }) => {
    await page.clock.install({ time: appNow() });
    const problems = consoleProblems(page);
    await openHydrated(page, '/booking/tulsa');
    const today = page.getByRole('button', { name: chipName(0), exact: true });
    await expect(today).toBeVisible();
    // The page opens on the venue's first day with a free start: today, unless today is over.
    const opened = (await today.getAttribute('aria-pressed')) === 'true' ? venueDate(0) : venueDate(1);
    await expect(page.getByRole('grid', { name: `Bays and start times, ${dayName(opened)}` })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('hydrates without a mismatch on a device clock a day and a few hours off', async ({ page }) => {
    // The server's clock decides what the first render shows (its render instant is handed over): a device
    // 27 hours ahead would otherwise read another today, other open hours and another year on New Year's Eve.
    await page.clock.install({ time: appNow().getTime() + 27 * 3600_000 });
    const problems = consoleProblems(page);
    for (const path of ['/booking/tulsa', '/select-location', '/lessons/tulsa']) {
      await openHydrated(page, path);
      await expect(page.locator('h1').first()).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
});
