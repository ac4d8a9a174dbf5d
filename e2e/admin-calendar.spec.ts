import { expect, test, type Page } from './support/test.js';
import { graphql, registerFresh, signIn } from './support/accounts.js';
import { appNow } from './support/clock.js';

// /admin/booking-calendar (issue #7): the demo admin books, moves, cancels and closes bays on the grid,
// at desktop width (admin flows: playwright.config.ts; the phone opens the calendar in admin-shell.spec.ts).
// Reserved for this spec: Richardson bays 1–3 tomorrow (venue-local), between 9:00 and 13:00 (10:00 on
// a Sunday), and every test owns its own cells:
//          hour 0           hour 1             hour 2
//   Bay 1  (a) created      (e) drag target    (b) booking moved
//   Bay 2  (c) closure      (a) moved here     (b) taken meanwhile
//   Bay 3  (d) keys start   (d) account        (e) dragged

const TZ = 'America/Chicago';
const LOCATION = 'richardson';

function venueTomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(appNow());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const DATE = venueTomorrow();

/** Three start hours inside tomorrow's opening hours (seed: Mon–Thu 6–22, Fri–Sat 9–24, Sun 10–20). */
function hoursFor(): [number, number, number] {
  const weekday = new Date(`${DATE}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  const first = weekday === 0 ? 10 : 9;
  return [first, first + 1, first + 2];
}

const time = (h: number) => `${h % 12 || 12}:00 ${h % 24 < 12 ? 'AM' : 'PM'}`;
const range = (h: number, n = 1) => `${time(h)} - ${time(h + n)}`;
const freeCell = (page: Page, bay: number, h: number) => page.getByRole('gridcell', { name: `Bay ${bay}, ${time(h)}: free`, exact: true });
const bookingCell = (page: Page, name: string, bay: number, h: number, players = 2) =>
  page.getByRole('gridcell', { name: `${name}, ${players} players, ${range(h)}, Bay ${bay}, confirmed`, exact: true });
const toast = (page: Page, title: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(title, { exact: true });
const unique = (what: string) => `${what} ${Math.random().toString(36).slice(2, 7)}`;

async function openDay(page: Page) {
  await page.goto(`/admin/booking-calendar?location=${LOCATION}&date=${DATE}`);
  await expect(page.getByRole('grid', { name: /^Richardson, / })).toBeVisible();
}

/** A walk-in booking made through the API, as another admin at the desk would. */
async function walkIn(page: Page, name: string, bayNumber: number, startHour: number) {
  await graphql(page, 'mutation($i: AdminBookingInput!) { adminCreateBooking(input: $i) { id } }', {
    i: { location: LOCATION, date: DATE, bayNumber, startHour, hours: 1, partySize: 2, guestName: name },
  });
}

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  // The browser on the run's clock, as the server and DATE are: after midnight on a late run the real
  // date is a day past theirs, and the calendar opens on the browser's today (support/clock.ts).
  await page.clock.install({ time: appNow() });
  await signIn(page, 'admin');
});

test(
  'a walk-in booked from an empty cell, moved through the dialog, then cancelled with a refund',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const [h0, h1] = hoursFor();
    const name = unique('Walk-in');

    // Today first, then a step to tomorrow, as an admin would.
    await page.goto(`/admin/booking-calendar?location=${LOCATION}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking calendar' })).toBeVisible();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${DATE}`));
    // As a person does, see the new day's grid before clicking into it: the URL changes before the page does.
    const dayLabel = new Date(`${DATE}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    await expect(page.getByRole('grid', { name: `Richardson, ${dayLabel}`, exact: true })).toBeVisible();

    await freeCell(page, 1, h0).click();
    const create = page.getByRole('dialog', { name: 'New booking' });
    await create.getByRole('textbox', { name: 'Name' }).fill(name);
    await create.getByRole('textbox', { name: 'Phone (optional)' }).fill('(972) 555-0142');
    await create.getByRole('button', { name: 'Book bay' }).click();
    await expect(toast(page, 'Booking created')).toBeVisible();
    await expect(create).toBeHidden();
    await expect(bookingCell(page, name, 1, h0)).toBeVisible();
    await expect(freeCell(page, 1, h0)).toHaveCount(0);

    await bookingCell(page, name, 1, h0).click();
    const details = page.getByRole('dialog', { name });
    await expect(details.getByText('Booked by the venue')).toBeVisible();
    await expect(details.getByRole('link', { name: '(972) 555-0142' })).toBeVisible();
    await details.getByRole('button', { name: 'Move' }).click();
    const move = page.getByRole('dialog', { name: 'Move booking' });
    await pick(page, /^Bay/, 'Bay 2');
    await pick(page, /^Start time/, range(h1));
    await move.getByRole('button', { name: 'Move booking' }).click();
    await expect(toast(page, 'Booking moved')).toBeVisible();
    await expect(bookingCell(page, name, 2, h1)).toBeVisible();
    await expect(freeCell(page, 1, h0)).toBeVisible();

    await bookingCell(page, name, 2, h1).click();
    await expect(details.getByText('Moved', { exact: true })).toBeVisible();
    await expect(details.getByText(`Bay 1, ${time(h0)} → Bay 2, ${time(h1)}`)).toBeVisible();
    await details.getByRole('button', { name: 'Cancel booking' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await cancel.getByRole('radio', { name: 'Refund in full' }).check();
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toast(page, 'Booking cancelled')).toBeVisible();
    await expect(bookingCell(page, name, 2, h1)).toHaveCount(0);
    await expect(freeCell(page, 2, h1)).toBeVisible();
  },
);

test(
  'a move onto a slot taken meanwhile says so, and the grid shows both bookings where they are',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const [, , h2] = hoursFor();
    const mine = unique('Mover');
    const theirs = unique('Quick');
    await walkIn(page, mine, 1, h2);
    await openDay(page);

    await bookingCell(page, mine, 1, h2).click();
    await page.getByRole('dialog', { name: mine }).getByRole('button', { name: 'Move' }).click();
    const move = page.getByRole('dialog', { name: 'Move booking' });
    await pick(page, /^Bay/, 'Bay 2');
    await pick(page, /^Start time/, range(h2));
    // Another admin books that very slot while the dialog is open.
    await walkIn(page, theirs, 2, h2);
    await move.getByRole('button', { name: 'Move booking' }).click();

    await expect(move.getByRole('alert')).toContainText('That slot was just taken');
    await move.getByRole('button', { name: 'Cancel' }).click();
    await expect(bookingCell(page, mine, 1, h2)).toBeVisible();
    await expect(bookingCell(page, theirs, 2, h2)).toBeVisible();
  },
);

test('a closure on one bay shows hatched with its reason, and can be removed', { tag: '@desktop-only' }, async ({ page }) => {
  const [h0] = hoursFor();
  const reason = unique('Sensor swap');
  // The day first, then the location, from the toolbar.
  await page.goto(`/admin/booking-calendar?date=${DATE}`);
  await pick(page, /^Location/, 'Richardson');
  await expect(page).toHaveURL(new RegExp(`location=${LOCATION}`));
  // Richardson's grid, not the first location's still on screen while the page switches.
  await expect(page.getByRole('grid', { name: /^Richardson, / })).toBeVisible();
  await expect(freeCell(page, 2, h0)).toBeVisible();

  await page.getByRole('button', { name: 'Add closure' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add closure' });
  await pick(page, /^Close/, 'Bay 2 only');
  await pick(page, /^From/, time(h0));
  await pick(page, /^To/, time(h0 + 1));
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Add closure' }).click();
  await expect(toast(page, 'Closure added')).toBeVisible();

  const closed = page.getByRole('gridcell', { name: `Closed: ${reason}, Bay 2, ${range(h0)}`, exact: true });
  await expect(closed).toBeVisible();
  await expect(closed).toContainText(reason);
  await expect(freeCell(page, 2, h0)).toHaveCount(0);

  await closed.click();
  const details = page.getByRole('dialog', { name: `Closed: ${reason}` });
  await details.getByRole('button', { name: 'Remove closure' }).click();
  await expect(toast(page, 'Closure removed')).toBeVisible();
  await expect(closed).toHaveCount(0);
  await expect(freeCell(page, 2, h0)).toBeVisible();
});

test('with the keyboard, a booking for an existing account found by search', { tag: '@desktop-only' }, async ({ page, browser }, info) => {
  const [h0, h1] = hoursFor();
  // A new customer registers in their own browser, so this page stays signed in as the admin.
  const theirs = await browser.newContext({ baseURL: info.project.use.baseURL });
  const customer = await registerFresh(await theirs.newPage(), 'calendar');
  await theirs.close();
  await openDay(page);

  await freeCell(page, 3, h0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(freeCell(page, 3, h1)).toBeFocused();
  await page.keyboard.press('Enter');

  const create = page.getByRole('dialog', { name: 'New booking' });
  await create.getByRole('button', { name: 'Customer account' }).click();
  await create.getByRole('combobox', { name: 'Customer' }).fill(customer.email);
  await page.getByRole('option', { name: new RegExp(customer.email.replace(/[.+]/g, '\\$&')) }).click();
  await pick(page, /^Players/, '4 players');
  await create.getByRole('button', { name: 'Book bay' }).click();
  await expect(toast(page, 'Booking created')).toBeVisible();

  const name = `${customer.firstName} ${customer.lastName}`;
  const cell = bookingCell(page, name, 3, h1, 4);
  await expect(cell).toBeVisible();
  await cell.click();
  const details = page.getByRole('dialog', { name });
  await expect(details.getByText('Customer account')).toBeVisible();
  await expect(details.getByRole('link', { name: customer.email })).toBeVisible();
});

test('on a desktop, a booking dragged to another bay and hour moves there', { tag: '@desktop-only' }, async ({ page }) => {
  const [, h1, h2] = hoursFor();
  const name = unique('Dragged');
  await walkIn(page, name, 3, h2);
  await openDay(page);

  await bookingCell(page, name, 3, h2).dragTo(freeCell(page, 1, h1));
  await expect(toast(page, 'Booking moved')).toBeVisible();
  await expect(bookingCell(page, name, 1, h1)).toBeVisible();
  await expect(freeCell(page, 3, h2)).toBeVisible();
});
