import { expect, test, type Browser, type Page, type TestInfo } from './support/test.js';
import { graphql, registerFresh, signIn } from './support/accounts.js';
import { appNow, venueDate } from './support/clock.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { fillCard } from './support/cards.js';
import { keepScreenshot } from './support/screens.js';
import { freshBirdie } from './support/membership.js';

// Events (issue #16): the calendar on /events with its Birdie badges and spots left, a Birdie member
// registering (and paying) for the member-only tournament, a regular player told it is for members, a
// waitlisted player claiming a freed spot; and the admin's events (at desktop width: playwright.config.ts).
// Each test uses a fresh account, so the demo events' other seats stay as the seed left them.

const TOURNAMENT = 'Birdie Club Championship';

test('a regular player sees the calendar, the Birdie badge, and the way to membership', async ({ page }, testInfo) => {
  await registerFresh(page, 'event-player');
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeVisible();
  const tournament = page.getByRole('article', { name: TOURNAMENT });
  await expect(tournament.getByText('Birdie members', { exact: true })).toBeVisible();
  await expect(tournament.getByText(/^\d+ spots? left$/)).toBeVisible(); // the other test may have taken one
  // Not a Birdie: the card says so, with the way in, and offers no Register.
  await expect(tournament.getByText('Birdie members only')).toBeVisible();
  await expect(tournament.getByRole('link', { name: `Become a Birdie member to join ${TOURNAMENT}` })).toHaveAttribute(
    'href',
    '/memberships',
  );
  await expect(tournament.getByRole('link', { name: /^Register/ })).toHaveCount(0);
  // A full event counts its places apart from those waiting.
  await expect(page.getByRole('article', { name: 'Short Game Skills Night' }).getByText('Full (8 places) · 3 waiting')).toBeVisible();

  // The location filter narrows the list.
  await page.getByRole('button', { name: 'Richardson' }).click();
  const clinic = page.getByRole('article', { name: 'Free Swing Clinic' });
  await expect(clinic).toBeVisible();
  // Its times and its words agree (issue 33: "Ninety minutes" beside a time cut to the hour).
  await expect(clinic).toContainText('10:00 AM - 11:30 AM');
  await expect(clinic).toContainText('90 minutes with our coaches');
  await expect(page.getByRole('article', { name: TOURNAMENT })).toHaveCount(0);
  await page.getByRole('button', { name: 'All locations' }).click();
  await expect(tournament).toBeVisible();
  await keepScreenshot(page, testInfo, 'events.png', { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  await tournament.getByRole('link', { name: TOURNAMENT, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: TOURNAMENT })).toBeVisible();
  await expect(page.getByText('This event is for Birdie members only.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a Birdie member' })).toHaveAttribute('href', '/memberships');
  await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'event-members-only.png', { fullPage: true });
  await expectNoSeriousAxeViolations(page);
});

test('a Birdie member registers for the member-only tournament: a declined new card keeps the spot, and the saved card pays', async ({
  page,
}, testInfo) => {
  await freshBirdie(page, 'event-birdie');
  await page.goto('/events');
  const tournament = page.getByRole('article', { name: TOURNAMENT });
  // A Birdie gets Register on the card (the members-only note is for everyone else).
  await tournament.getByRole('link', { name: `Register: ${TOURNAMENT}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: TOURNAMENT })).toBeVisible();
  const panel = page.getByRole('region', { name: /Register/ });
  await expect(panel.getByText(`${TOURNAMENT}: one spot`)).toBeVisible();
  await expect(panel.getByText(/Cancel up to 48 hours before the event starts for a full refund/)).toBeVisible();
  await keepScreenshot(page, testInfo, 'event-checkout.png', { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // A new card that is declined: nothing charged, the spot still held, the checkout still open.
  const pay = panel.getByRole('button', { name: 'Pay $25.00 and register' });
  await panel.getByRole('radio', { name: 'Use a new card' }).check();
  await fillCard(panel, '4000 0000 0000 0002');
  await pay.click();
  await expect(
    panel
      .getByRole('alert')
      .filter({ hasText: 'Your card was declined. Please use another card. Nothing was charged, and your spot is still held.' }),
  ).toBeVisible();
  // The saved card pays for the same spot.
  await panel.getByRole('radio', { name: /^Visa •••• 4242/ }).check();
  await pay.click();
  await expect(panel.getByText("You're registered")).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel my registration' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'event-registered.png', { fullPage: true });
  await page.goto('/booking-history');
  const mine = page.getByRole('region', { name: 'Your events' });
  await expect(mine.getByRole('link', { name: TOURNAMENT })).toBeVisible();
  await expect(mine.getByText('Registered')).toBeVisible();
});

/** A browser context of its own for one more person, at this project's size. */
async function person(browser: Browser, page: Page, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize()!,
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** A free event with one spot at Tulsa, 20 days ahead, made by the admin through the API (as the dialog makes one). */
async function oneSpotEvent(admin: Page, title: string): Promise<string> {
  const { adminCreateEvent } = await graphql<{ adminCreateEvent: { id: string } }>(
    admin,
    'mutation($i: EventInputType!) { adminCreateEvent(input: $i) { id } }',
    { i: { title, location: 'tulsa', date: venueDate(20), startTime: '18:00', endTime: '20:00', priceCents: 0, capacity: 1 } },
  );
  return adminCreateEvent.id;
}

/** Registers the page's user for a free event through the API. */
async function registerFor(page: Page, eventId: string): Promise<string> {
  const { registerForEvent } = await graphql<{ registerForEvent: { id: string } }>(
    page,
    'mutation($e: ID!, $k: String!) { registerForEvent(eventId: $e, idempotencyKey: $k) { id } }',
    { e: eventId, k: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` },
  );
  return registerForEvent.id;
}

test('an admin creates an event in the dialog and sees who is coming', { tag: '@desktop-only' }, async ({ browser, page }, testInfo) => {
  await signIn(page, 'admin');
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  const title = `Putting Duel ${Date.now().toString(36)}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Location').click();
  await page.getByRole('option', { name: 'Tulsa' }).click();
  await dialog.getByLabel('Date (venue time)').fill(venueDate(20));
  await dialog.getByLabel('Capacity').fill('1');
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  await keepScreenshot(page, testInfo, 'admin-events.png', { fullPage: true });
  await expectNoSeriousAxeViolations(page);
  const { adminEvents } = await graphql<{ adminEvents: { id: string; title: string }[] }>(page, '{ adminEvents { id title } }');
  const eventId = adminEvents.find((e) => e.title === title)!.id;

  // Someone takes the spot (the player's screens are the next test's).
  const player = await person(browser, page, testInfo);
  await registerFresh(player, 'event-people');
  await registerFor(player, eventId);
  await player.context().close();

  // The admin sees who is coming.
  await page.reload();
  await page.getByRole('button', { name: `People: ${title}` }).click();
  await expect(page.getByRole('list', { name: 'Registrations' }).getByText(/Sam Fairway · confirmed/)).toBeVisible();
  await keepScreenshot(page, testInfo, 'admin-event-people.png', { fullPage: true });
});

test('a waitlisted player gets the freed spot held for them and claims it', async ({ browser, page }, testInfo) => {
  // The event, by the admin through the API (the dialog is the test above's), with its one spot taken.
  const admin = await person(browser, page, testInfo);
  await signIn(admin, 'admin');
  const eventId = await oneSpotEvent(admin, `Putting Duel ${testInfo.project.name} ${Date.now().toString(36)}`);
  await admin.context().close();
  const first = await person(browser, page, testInfo);
  await registerFresh(first, 'event-first');
  const registration = await registerFor(first, eventId);

  // The second player, on this page, joins the waitlist.
  // The offer's window runs on the server's clock, which lags the real one late in the day (support/clock.ts).
  await page.clock.install({ time: appNow() });
  await registerFresh(page, 'event-second');
  await page.goto(`/events/${eventId}`);
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  // One in line: this player is next.
  await expect(page.getByText('You are next in line')).toBeVisible();
  await keepScreenshot(page, testInfo, 'event-waitlist-place.png', { fullPage: true });

  // The first cancels: the spot is held for the second, with the time left shown.
  await graphql(first, 'mutation($r: ID!) { cancelEventRegistration(registrationId: $r) { id } }', { r: registration });
  await first.context().close();
  await page.reload();
  await expect(page.getByText('A spot is held for you')).toBeVisible();
  await expect(page.getByText(/^1 h 59 min \d\d s$/)).toBeVisible();
  await keepScreenshot(page, testInfo, 'event-offer.png', { fullPage: true });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Claim my spot' }).click();
  await expect(page.getByRole('region', { name: /Register/ }).getByText("You're registered")).toBeVisible();
});

test(
  'an admin creates an event that takes a bay, sees the preview first, and the booking page shows that bay taken',
  { tag: '@desktop-only' },
  async ({ browser, page }, testInfo) => {
    test.setTimeout(90_000);
    // Richardson, two days ahead (venue time on the run's clock), at an hour open every day.
    const day = venueDate(2);
    const hour = 15;
    const clock = (h: number) => `${String(h).padStart(2, '0')}:00`;
    await signIn(page, 'admin');
    const { availability } = await graphql<{
      availability: { bays: { bay: { number: number }; slots: { hour: number; state: string }[] }[] };
    }>(page, 'query($d: String!) { availability(location: "richardson", date: $d) { bays { bay { number } slots { hour state } } } }', {
      d: day,
    });
    const free = availability.bays.filter((b) => b.slots.find((s) => s.hour === hour)?.state === 'FREE').map((b) => b.bay.number);
    const bay = free[free.length - 1]!;
    const blocker = free[0]!;
    expect(free.length, 'two free bays at Richardson then').toBeGreaterThan(1);
    // A booking in the way: the preview must name it.
    await graphql(page, 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id } }', {
      i: { location: 'richardson', date: day, startHour: hour, hours: 1, partySize: 2, bayNumber: blocker },
    });

    await page.goto('/admin/events');
    await page.getByRole('button', { name: 'New event' }).click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    const title = `Bay Clinic ${testInfo.project.name} ${Date.now().toString(36)}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Location').click();
    await page.getByRole('option', { name: 'Richardson' }).click();
    await dialog.getByLabel('Date (venue time)').fill(day);
    await dialog.getByLabel('Starts').fill(clock(hour));
    await dialog.getByLabel('Ends').fill(clock(hour + 1));
    await dialog.getByLabel('Capacity').fill('8');
    await dialog.getByRole('radio', { name: 'Chosen bays' }).check();
    const bays = dialog.getByRole('group', { name: 'Bays' });

    await bays.getByRole('checkbox', { name: `Bay ${blocker}`, exact: true }).check();
    await dialog.getByRole('button', { name: 'Check bays' }).click();
    await expect(dialog.getByTestId('event-bay-preview')).toContainText(`Bay ${blocker} is taken by booking BN-`);
    await expect(dialog.getByRole('button', { name: 'Create and reserve bays' })).toBeDisabled();
    await dialog.getByTestId('event-bay-preview').scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'admin-event-bay-conflict.png', { fullPage: true });
    await bays.getByRole('checkbox', { name: `Bay ${blocker}`, exact: true }).uncheck();
    await bays.getByRole('checkbox', { name: `Bay ${bay}`, exact: true }).check();
    await dialog.getByRole('button', { name: 'Check bays' }).click();
    await expect(dialog.getByTestId('event-bay-preview')).toHaveText(`Bay ${bay}: free then. Saving reserves it.`);
    await dialog.getByTestId('event-bay-preview').scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'admin-event-bay-preview.png', { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create and reserve bays' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

    // A visitor's booking page, on the run's clock, shows that bay taken at that hour.
    const visitor = await (
      await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize()!, reducedMotion: 'reduce' })
    ).newPage();
    await visitor.clock.install({ time: appNow() });
    await visitor.goto(`/booking/richardson?date=${day}`);
    const grid = visitor.getByRole('grid', { name: new RegExp(`^Bays and start times, `) });
    const h12 = `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
    // Where the bays do not all fit (a phone), the grid shows one at a time: pick it in the bay switcher.
    await expect(grid).toBeVisible();
    const bayTab = visitor.getByRole('tab', { name: new RegExp(`^Bay ${bay}\\W`) });
    if (await bayTab.count()) await bayTab.click();
    await expect(grid.getByRole('gridcell', { name: `Bay ${bay}, ${h12}, taken`, exact: true })).toBeVisible();
    await visitor.getByRole('gridcell', { name: `Bay ${bay}, ${h12}, taken`, exact: true }).scrollIntoViewIfNeeded();
    await keepScreenshot(visitor, testInfo, 'booking-event-bay-taken.png', { fullPage: true });
    await expectNoSeriousAxeViolations(visitor);
    await visitor.context().close();
  },
);
