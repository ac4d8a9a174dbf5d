// The booking page on a phone and the small things people notice (issue #13): one bay at a time
// with a bay switcher where the grid's columns do not fit, its header row in view while the page
// scrolls the hours, a bad link said out loud, the first day with free times, F8 after signing in.
// Slots reserved for this spec (Tulsa bays 1–5 are the e2e specs', 6 has demo bookings): tomorrow
// (venue time) Tulsa bay 2 at 17:00 (the phone booking, mobile only) and bay 4 at 16:00 desktop and
// 18:00 mobile (F8); and Tulsa *today*, closed for the whole day by the opening-day test (no other
// spec books Tulsa today).
import { expect, test, type Page, type TestInfo } from './support/test.js';
import { graphql, registerFresh, signIn } from './support/accounts.js';
import { appNow, chipName, dayName, venueDate } from './support/clock.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { cardFrame, fillCard } from './support/cards.js';
import { keepScreenshot } from './support/screens.js';

const hourText = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'AM' : 'PM'}`;
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('on a phone: one bay at a time, picked from a bay switcher; a declined card, then another, confirms the same booking', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the phone layout (the desktop grid shows every bay side by side)');
  await registerFresh(page, 'phone-booking');
  const tomorrow = venueDate(1);
  const start = 17;

  await page.goto('/booking/tulsa');
  await page.getByRole('button', { name: /^Tomorrow / }).click();
  const grid = page.getByRole('grid', { name: `Bays and start times, ${dayName(tomorrow)}` });
  await expect(grid).toBeVisible();
  // One column at a time (Any bay first), the others a tap away in the switcher; nothing off to the side.
  const bays = page.getByRole('tablist', { name: 'Bay' });
  await expect(bays.getByRole('tab')).toHaveCount(7); // Any bay and Tulsa's 6 bays
  await expect(bays.getByRole('tab', { name: /^Any bay\W+\d+ free$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(grid.getByRole('columnheader')).toHaveCount(2); // Start, Any bay
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await bays.getByRole('tab', { name: /^Bay 2\W+\d+ free$/ }).click();
  await expect(grid.getByRole('columnheader', { name: /Bay 2/ })).toBeVisible();
  await expect(grid.getByRole('columnheader')).toHaveCount(2);
  await grid.getByRole('gridcell', { name: `Bay 2, ${hourText(start)}, free` }).click();
  await expect(grid.getByRole('gridcell', { name: `Bay 2, ${hourText(start)}, selected` })).toBeVisible();
  // The total and Continue ride in the fixed bar at the bottom.
  const bar = page.getByRole('region', { name: 'Booking total' });
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText('$60.00');
  await expect(bar).toContainText('Bay 2');
  await keepScreenshot(page, testInfo, 'booking-phone-bay-switcher.png');
  await bar.getByRole('button', { name: 'Continue to checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Almost there' })).toBeVisible();
  const { myBookings: held } = await graphql<{ myBookings: { id: string; reference: string }[] }>(page, '{ myBookings { id reference } }');
  expect(held).toHaveLength(1);
  const pay = page.getByRole('region', { name: 'Checkout total' }).getByRole('button', { name: 'Pay $60.00' });
  await fillCard(page, '4000 0000 0000 0002');
  await pay.click();
  await expect(page.getByRole('alert').filter({ hasText: /Your card was declined\..*your bay is still held\./ })).toBeVisible();
  await cardFrame(page).getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your bay is booked' })).toBeVisible();
  await expect(page.getByText(held[0]!.reference).first()).toBeVisible();
  // The heading says it: no notification repeats it.
  await expect(notifications(page).getByText('Your bay is booked')).toHaveCount(0);
  const after = await graphql<{ myBookings: { id: string; status: string; bayNumber: number }[] }>(
    page,
    '{ myBookings { id status bayNumber } }',
  );
  expect(after.myBookings).toEqual([{ id: held[0]!.id, status: 'CONFIRMED', bayNumber: 2 }]);
});

test("the grid's header row stays in view while the page scrolls its hours", async ({ page }, testInfo) => {
  const tomorrow = venueDate(1);
  await page.goto(`/booking/tulsa?date=${tomorrow}`);
  const grid = page.getByRole('grid', { name: `Bays and start times, ${dayName(tomorrow)}` });
  await expect(grid).toBeVisible();
  const header = grid.getByRole('columnheader', { name: /Any bay/ });
  const firstHour = grid.getByRole('rowheader').first();
  const lastHour = grid.getByRole('rowheader').last();
  // Every column on a wide screen; one at a time on a phone. Either way nothing sticks out sideways.
  await expect(grid.getByRole('columnheader')).toHaveCount(isPhone(testInfo) ? 2 : 8);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await lastHour.scrollIntoViewIfNeeded();
  await expect(firstHour).not.toBeInViewport();
  await expect(header).toBeInViewport();
  const nav = (await page.getByRole('banner').boundingBox())!;
  const head = (await header.boundingBox())!;
  // Right under the navigation bar (sticky), not scrolled away with the hours.
  expect(head.y).toBeGreaterThanOrEqual(nav.y + nav.height - 1);
  expect(head.y).toBeLessThan(nav.y + nav.height + 12);
  await keepScreenshot(page, testInfo, `booking-sticky-header-${testInfo.project.name}.png`);
  await expectNoSeriousAxeViolations(page);
});

test('a booking link with a bad date or an unknown bay says so and shows the nearest valid day', async ({ page }, testInfo) => {
  await page.goto('/booking/tulsa?date=2026-02-30');
  const note = page.getByText("We couldn't read the date in that link, so here's today.");
  await expect(note).toBeVisible();
  await expect(page.getByRole('button', { name: chipName(0), exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Past a visitor's window (2 days): the furthest day they can book.
  await page.goto(`/booking/tulsa?date=${venueDate(4)}`);
  await expect(
    page.getByText(
      `${dayName(venueDate(4))} isn't open for booking yet, so here's ${dayName(venueDate(2))}, the furthest day you can book.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('grid', { name: `Bays and start times, ${dayName(venueDate(2))}` })).toBeVisible();
  await expect(page.getByRole('button', { name: chipName(2), exact: true })).toHaveAttribute('aria-pressed', 'true');

  // A bay Tulsa does not have: left out, the start kept with Any bay.
  const start = isPhone(testInfo) ? 16 : 14;
  await page.goto(`/booking/tulsa?date=${venueDate(2)}&bay=9&start=${start}`);
  await expect(page.getByText("Tulsa has no bay “9”, so we've left it out. Pick a bay below, or Any bay.")).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `Any bay, ${hourText(start)}, selected` })).toBeVisible();
  await keepScreenshot(page, testInfo, `booking-bad-link-${testInfo.project.name}.png`);
  await expectNoSeriousAxeViolations(page);
});

test('F8 right after signing in lands in the notifications, and stays there as the page goes on to checkout', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const account = {
    email: `phone-f8-${Date.now()}@example.com`,
    password: 'long-drive-down-the-middle',
    firstName: 'Fran',
    lastName: 'Key',
  };
  expect((await api.post('/api/register', { data: account })).ok()).toBeTruthy();
  await api.dispose();
  const tomorrow = venueDate(1);
  const start = isPhone(testInfo) ? 18 : 16;

  await page.goto(`/booking/tulsa?date=${tomorrow}&bay=4&start=${start}`);
  await expect(page.getByRole('gridcell', { name: `Bay 4, ${hourText(start)}, selected` })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await page.getByRole('dialog', { name: 'Sign in to hold your bay' }).getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(notifications(page).getByText('Login successful')).toBeVisible();
  await page.keyboard.press('F8');
  await expect(notifications(page)).toBeFocused();
  // The page holds the bay and moves on to checkout by itself; its route change must not take the focus back.
  await expect(page.getByRole('heading', { level: 1, name: 'Almost there' })).toBeVisible();

  await expect(page.locator('[data-transition]')).toHaveCount(0);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(notifications(page)).toBeFocused();
});

test('on a phone a notification sits above the fixed Continue bar, never over it', async ({ page, playwright, baseURL }, testInfo) => {
  test.skip(!isPhone(testInfo), 'only phones have the Continue bar');
  const api = await playwright.request.newContext({ baseURL });
  const account = {
    email: `phone-toast-${Date.now()}@example.com`,
    password: 'long-drive-down-the-middle',
    firstName: 'Tess',
    lastName: 'Bar',
  };
  expect((await api.post('/api/register', { data: account })).ok()).toBeTruthy();
  await api.dispose();

  await page.goto(`/auth?next=${encodeURIComponent(`/booking/tulsa?date=${venueDate(1)}`)}`);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tulsa' })).toBeVisible();
  const toast = notifications(page).locator('[data-toast]').filter({ hasText: 'Login successful' });
  await expect(toast).toBeInViewport();
  const bar = page.getByRole('region', { name: 'Booking total' });
  await expect(bar).toBeInViewport();
  const barBox = (await bar.boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(barBox.y + 1);
  await keepScreenshot(page, testInfo, 'booking-toast-above-bar.png');
});

test('when today has nothing left, the page opens on the first day with free times and says so', async ({ page }, testInfo) => {
  // Tulsa closed all of today (an admin closure; no other spec books Tulsa today).
  await signIn(page, 'admin');
  await graphql(page, 'mutation($i: ClosureInput!) { adminCreateClosure(input: $i) }', {
    i: { location: 'tulsa', date: venueDate(0), startHour: 0, endHour: 24, reason: `e2e opening day ${testInfo.project.name}` },
  });
  await page.request.post('/api/logout');

  await page.goto('/booking/tulsa');
  await expect(page.getByText(/^(Today is full|We're closed today)\. Here's .+, the first day with free times\.$/)).toHaveText(
    new RegExp(`Here's ${dayName(venueDate(1))}, the first day with free times\\.$`),
  );
  await expect(page.getByRole('grid', { name: `Bays and start times, ${dayName(venueDate(1))}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Tomorrow / })).toHaveAttribute('aria-pressed', 'true');
  await keepScreenshot(page, testInfo, `booking-opening-day-${testInfo.project.name}.png`);

  // Asked for today in so many words, the page shows today.
  await page.getByRole('button', { name: /^Today / }).click();
  await expect(page.getByText(/^(Nothing left on|We're closed on) /)).toBeVisible();
  await expect(page.getByText(/the first day with free times/)).toHaveCount(0);
});

test("a device whose clock is already past the venue's midnight still opens on the venue's today", async ({ page }) => {
  // Richardson: no spec closes or fills its today. The device says it is tomorrow at the venue.
  await page.clock.setFixedTime(new Date(appNow().getTime() + 24 * 3600_000));
  await page.goto('/booking/richardson');
  await expect(page.getByRole('button', { name: chipName(0), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: chipName(2), exact: true })).toBeVisible(); // the window counts from the venue's today
  await expect(page.getByText(/the first day with free times/)).toHaveCount(0);
});
