// The customer booking flow: /booking/:location (day, grid, live price), sign-in round trip,
// /checkout (hold, countdown, card, decline), /booking-confirmation, and live availability.
// Slots reserved for this spec: Tulsa, bays 1–5, tomorrow and the day after (venue time). Desktop
// books at 10:00 and mobile at 12:00 (open every weekday), so the two projects never collide; each
// test has its own bay (1: hold expiry, 2: sign-in flow, the day after; 3: declined card, 4: live, the day after; 5: axe).
import { expect, test, type APIRequestContext, type Page, type TestInfo } from './support/test.js';
import { graphql, registerFresh, signIn } from './support/accounts.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { cardFrame, fillCard } from './support/cards.js';
import { chipName, dayName, venueDate } from './support/clock.js';
import { keepScreenshot } from './support/screens.js';

/** On a phone the grid shows one bay at a time: pick its tab in the bay switcher first. */
async function showBay(page: Page, testInfo: TestInfo, bay: number) {
  if (testInfo.project.name !== 'mobile') return;
  const tab = page.getByRole('tab', { name: new RegExp(`^Bay ${bay}\\W`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

const hourText = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'AM' : 'PM'}`;
const startFor = (testInfo: TestInfo) => (testInfo.project.name === 'mobile' ? 12 : 10);

/** A new account made through the API without signing this page in (the test signs in through the UI). */
async function registerElsewhere(request: APIRequestContext) {
  const account = {
    email: `booking-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'long-drive-down-the-middle',
    firstName: 'Robin',
    lastName: 'Greenside',
  };
  const res = await request.post('/api/register', { data: account });
  expect(res.ok(), await res.text()).toBeTruthy();
  return account;
}

async function slotState(page: Page, date: string, bay: number, hour: number): Promise<string> {
  const data = await graphql<{ availability: { bays: { bay: { number: number }; slots: { hour: number; state: string }[] }[] } }>(
    page,
    'query($date: String!) { availability(location: "tulsa", date: $date) { bays { bay { number } slots { hour state } } } }',
    { date },
  );
  return data.availability.bays.find((b) => b.bay.number === bay)!.slots.find((s) => s.hour === hour)!.state;
}

test('a visitor picks a slot by keyboard, signs in, pays with a new card, and cancels it from the history', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const account = await registerElsewhere(api);
  await api.dispose();
  // Two days ahead: always more than 24 hours away, so cancelling is free and refunded.
  const day = venueDate(2);
  const start = startFor(testInfo);

  await page.goto('/booking/tulsa');
  await expect(page.getByRole('heading', { level: 1, name: 'Tulsa' })).toBeVisible();
  await page.getByRole('button', { name: chipName(2), exact: true }).click();
  await expect(page.getByRole('button', { name: chipName(2), exact: true })).toHaveAttribute('aria-pressed', 'true');
  const grid = page.getByRole('grid', { name: `Bays and start times, ${dayName(day)}` });
  await expect(grid).toBeVisible();

  // The grid is one tab stop; arrows move, Enter selects.
  const focused = page.locator(':focus');
  await grid.locator('[role="gridcell"][tabindex="0"]').focus();
  await page.keyboard.press('Control+Home');
  await expect(focused).toHaveAttribute('aria-label', /^Any bay, /);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(focused).toHaveAttribute('aria-label', /^Bay 2, /);
  for (let i = 0; i < 24 && !(await focused.getAttribute('aria-label'))?.startsWith(`Bay 2, ${hourText(start)},`); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(focused).toHaveAttribute('aria-label', `Bay 2, ${hourText(start)}, free`);
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('gridcell', { name: `Bay 2, ${hourText(start)}, selected` })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Bay time').first()).toBeVisible(); // the live quote
  await expect(page.getByText('$60.00').first()).toBeVisible();

  // Holding needs an account: sign in, and the same slot is held and checked out.
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to hold your bay' });
  await expect(dialog).toContainText(`Bay 2, ${dayName(day)}`);
  await dialog.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Straight on to checkout with the bay held: no second Continue, no trip back to the grid's top.
  await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Almost there' })).toBeVisible();
  await expect(page.getByText("We're holding this bay for you")).toBeVisible();
  await expect(page.getByText(/Free cancellation up to 24 hours before your start time/).first()).toBeAttached();
  await expect(page.getByRole('button', { name: 'Pay $60.00' })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $60.00' }).click();

  await expect(page).toHaveURL(/\/booking-confirmation\?booking=[0-9a-f-]{36}$/);
  const bookingId = new URL(page.url()).searchParams.get('booking')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Your bay is booked' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Booking details' });
  await expect(details).toContainText('Bay 2');
  await expect(details).toContainText(`${hourText(start)} - ${hourText(start + 1)}`);
  await expect(details).toContainText('Total paid');
  await expect(details).toContainText('$60.00');
  const reference = (await details.getByText(/^BN-[2-9A-HJKMNP-Z]{6}$/).textContent())!.trim();
  const ics = page.getByRole('link', { name: 'Add to calendar' });
  await expect(ics).toHaveAttribute('href', `/api/bookings/${bookingId}/calendar.ics`);
  const file = await page.request.get(`/api/bookings/${bookingId}/calendar.ics`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('text/calendar');

  // The booking is in the history, and cancelling it there frees the bay.
  await page.getByRole('link', { name: 'My bookings' }).click();
  await expect(page).toHaveURL(/\/booking-history/);
  const card = page.getByRole('article').filter({ hasText: reference });
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(cancel).toBeHidden();
  await expect(card).toContainText('Cancelled');
  expect(await slotState(page, day, 2, start)).toBe('FREE');
});

test('a declined card is said at the card, is not saved, and keeps the hold; another card pays the same booking', async ({
  page,
}, testInfo) => {
  await registerFresh(page, 'booking-declined');
  const tomorrow = venueDate(1);
  const start = startFor(testInfo);
  const phone = testInfo.project.name === 'mobile';

  await page.goto('/booking/tulsa');
  await page.getByRole('button', { name: chipName(1), exact: true }).click();
  // Today's grid has the same cell: wait for tomorrow's before picking it.
  await expect(page.getByRole('button', { name: chipName(1), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('grid', { name: `Bays and start times, ${dayName(tomorrow)}` })).toBeVisible();
  await showBay(page, testInfo, 3);
  await page.getByRole('gridcell', { name: `Bay 3, ${hourText(start)}, free` }).click();
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Almost there' })).toBeVisible();
  expect(await slotState(page, tomorrow, 3, start)).toBe('TAKEN'); // held
  const { myBookings: heldList } = await graphql<{ myBookings: { id: string; reference: string }[] }>(
    page,
    '{ myBookings { id reference } }',
  );
  expect(heldList).toHaveLength(1);

  // On a phone, Pay and the total sit in the fixed bar at the bottom, in view without scrolling.
  const pay = page.getByRole('button', { name: 'Pay $60.00' });
  if (phone) {
    const bar = page.getByRole('region', { name: 'Checkout total' });
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('button', { name: 'Pay $60.00' })).toBeInViewport();
    await expect(bar).toContainText('$60.00');
  }

  await fillCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toBeChecked();
  await pay.click();
  // Said at the card fields, with the caret back in them; the hold stays (countdown, Pay enabled),
  // nothing is charged or saved.
  const declined = page
    .getByRole('alert')
    .filter({ hasText: 'Your card was declined. Please use another card. Nothing was charged, and your bay is still held.' });
  await expect(declined).toBeVisible();
  const number = cardFrame(page).getByLabel('Card number');
  await expect(number).toBeFocused();
  await expect(page.getByText("We're holding this bay for you")).toBeVisible();
  await expect(pay).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Hold it again' })).toHaveCount(0);
  expect(await slotState(page, tomorrow, 3, start)).toBe('TAKEN');
  const methods = await graphql<{ paymentMethods: unknown[] }>(page, '{ paymentMethods { id } }');
  expect(methods.paymentMethods).toEqual([]);
  await keepScreenshot(page, testInfo, `checkout-declined-${testInfo.project.name}.png`);

  // Another card at once: the refusal goes with the old number, and the same booking is confirmed.
  await number.fill('4242 4242 4242 4242');
  await expect(declined).toHaveCount(0);
  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your bay is booked' })).toBeVisible();
  await expect(page.getByText(heldList[0]!.reference).first()).toBeVisible();
  expect(await slotState(page, tomorrow, 3, start)).toBe('TAKEN');
  const after = await graphql<{ myBookings: { id: string; status: string }[]; paymentMethods: { last4: string; isDefault: boolean }[] }>(
    page,
    '{ myBookings { id status } paymentMethods { last4 isDefault } }',
  );
  expect(after.myBookings).toEqual([{ id: heldList[0]!.id, status: 'CONFIRMED' }]);
  expect(after.paymentMethods).toEqual([{ last4: '4242', isDefault: true }]);
});

test(
  'when the 10-minute hold runs out, checkout says so and offers to hold again or pick another time',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    await registerFresh(page, 'booking-expiry');
    const tomorrow = venueDate(1);
    const start = startFor(testInfo);
    const held = await graphql<{ holdBooking: { id: string } }>(
      page,
      'mutation($input: BookingRequestInput!) { holdBooking(input: $input) { id } }',
      {
        input: { location: 'tulsa', date: tomorrow, startHour: start, hours: 1, partySize: 2, bayNumber: 1 },
      },
    );
    await page.clock.install();
    await page.goto(`/checkout?booking=${held.holdBooking.id}`);
    await expect(page.getByText("We're holding this bay for you")).toBeVisible();
    await expect(page.getByText(/^(10:00|9:\d\d)$/)).toBeVisible();

    await page.clock.fastForward('10:01');
    const ended = page.getByRole('alert').filter({ hasText: 'Your hold has ended' });
    await expect(ended).toBeVisible();
    // Desktop keeps a disabled Pay; a phone's Pay bar goes away with the hold.
    if (testInfo.project.name === 'mobile') await expect(page.getByRole('button', { name: 'Pay $60.00' })).toHaveCount(0);
    else await expect(page.getByRole('button', { name: 'Pay $60.00' })).toBeDisabled();
    await expect(ended.getByRole('link', { name: 'Pick another time' })).toHaveAttribute(
      'href',
      `/booking/tulsa?date=${tomorrow}&hours=1&players=2`,
    );

    await expect(ended.getByRole('button', { name: 'Hold it again' })).toBeEnabled(); // used in the declined-card test
  },
);

test('the day picker offers visitors today and the next 2 days only, and says Birdie members book 5 days ahead', async ({ page }) => {
  await page.goto('/booking/tulsa');
  const days = page.getByRole('group', { name: 'Day' });
  for (const offset of [0, 1, 2]) await expect(days.getByRole('button', { name: chipName(offset), exact: true })).toBeEnabled();
  for (const offset of [3, 4, 5])
    await expect(days.getByRole('button', { name: `${chipName(offset)} (Birdie members only)`, exact: true })).toBeDisabled();
  await expect(days.getByRole('button')).toHaveCount(6);
  await expect(page.getByText('Visitors can book up to 2 days ahead. Birdie members book 5 days ahead.')).toBeVisible();

  // An old or edited link cannot open a later day for booking either: it shows the furthest day open, and says so.
  await page.goto(`/booking/tulsa?date=${venueDate(4)}`);
  await expect(page.getByText(`${dayName(venueDate(4))} isn't open for booking yet, so here's ${dayName(venueDate(2))}`)).toBeVisible();
  await expect(page.getByRole('grid', { name: `Bays and start times, ${dayName(venueDate(2))}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to checkout' })).toBeDisabled();

  // A Birdie member sees all 5 days open, from the data the page came with: the member, the venue and
  // the day are in it, so the page asks for none of them (the plans and the day are read again behind).
  await signIn(page, 'birdie');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/user')) asked.push('GET /api/user');
    const operation = r.url().endsWith('/graphql') ? (r.postDataJSON() as { operationName?: string } | null)?.operationName : undefined;
    if (operation) asked.push(operation);
  });
  await page.goto('/booking/tulsa');
  await expect(page.getByRole('button', { name: chipName(5), exact: true })).toBeEnabled();
  await expect(page.getByText('As a Birdie member you can book up to 5 days ahead.')).toBeVisible();
  await expect(page.getByRole('grid', { name: /^Bays and start times, / })).toBeVisible();
  expect(asked).not.toContain('GET /api/user');
  expect(asked).not.toContain('Locations');
  expect(asked).not.toContain('BookingLocations');
});

test('the booking page, checkout and confirmation pass axe (WCAG 2.1 AA)', async ({ page }, testInfo) => {
  await registerFresh(page, 'booking-axe');
  const tomorrow = venueDate(1);
  const start = startFor(testInfo);
  // The slot is this test's alone (see the top): a failure below then says which of page or data went wrong.
  expect(await slotState(page, tomorrow, 5, start), `Bay 5 at ${start}:00 tomorrow is free before the test`).toBe('FREE');
  await page.goto(`/booking/tulsa?date=${tomorrow}`);
  await expect(page.getByRole('grid', { name: `Bays and start times, ${dayName(tomorrow)}` })).toBeVisible();
  await showBay(page, testInfo, 5);
  await page.getByRole('gridcell', { name: `Bay 5, ${hourText(start)}, free` }).click();
  await expect(page.getByText('$60.00').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Almost there' })).toBeVisible();
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $60.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your bay is booked' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test(
  'live: a hold made elsewhere turns the slot taken within seconds, without a reload',
  { tag: '@any-width' },
  async ({ page, browser, baseURL }, testInfo) => {
    const dayAfter = venueDate(2);
    const start = startFor(testInfo);
    // The page subscribes to availability changes for the day it shows (graphql-ws frames).
    const sent: string[] = [];
    page.on('websocket', (ws) =>
      ws.on('framesent', (frame) => sent.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString())),
    );

    await page.goto('/booking/tulsa');
    await page.getByRole('button', { name: chipName(2), exact: true }).click();
    await expect(page.getByRole('button', { name: chipName(2), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await showBay(page, testInfo, 4);
    await page.getByRole('gridcell', { name: `Bay 4, ${hourText(start)}, free` }).click();
    await expect(page.getByRole('gridcell', { name: `Bay 4, ${hourText(start)}, selected` })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await expect
      .poll(() => sent.some((text) => text.includes('"subscribe"') && text.includes(dayAfter)), {
        message: 'the page subscribes to the day it shows',
      })
      .toBe(true);

    // Someone else, in another browser, holds exactly that slot.
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await registerFresh(otherPage, 'booking-live');
    await graphql(otherPage, 'mutation($input: BookingRequestInput!) { holdBooking(input: $input) { id } }', {
      input: { location: 'tulsa', date: dayAfter, startHour: start, hours: 1, partySize: 2, bayNumber: 4 },
    });
    await other.close();

    await expect(page.getByRole('gridcell', { name: `Bay 4, ${hourText(start)}, taken` })).toBeVisible({ timeout: 5000 });
    const notice = page.getByRole('alert').filter({ hasText: 'That slot was just taken' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('gridcell', { name: /, selected$/ })).toHaveCount(0);
    // The nearest free starts are offered; one tap picks one.
    await notice.getByRole('button', { name: `Bay 3 · ${hourText(start)}` }).click();
    await expect(page.getByRole('gridcell', { name: `Bay 3, ${hourText(start)}, selected` })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  },
);
