// Admin grids (issue #7): the booking history (server-side filters kept in the URL, sort, details
// drawer with history, CSV export) and user management (complimentary Birdie, disable signs the
// customer out, enable again), at desktop width (admin flows: playwright.config.ts; the grids' fit at
// 390 px is admin-shell.spec.ts's). Bookings only in this spec's reserved slots: Hudson Oaks bays 1–2,
// tomorrow (venue time), 10:00–12:00 (open every weekday).
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from './support/test.js';
import { graphql, registerFresh, signIn, DEMO, type FreshAccount } from './support/accounts.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { cardPayment } from './support/cards.js';
import { appNow } from './support/clock.js';

/** Tomorrow at the venues (America/Chicago), YYYY-MM-DD. */
function venueTomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(appNow());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

interface Held {
  id: string;
  reference: string;
}

async function hold(customer: Page, bayNumber: number, startHour: number): Promise<Held> {
  const data = await graphql<{ holdBooking: Held }>(
    customer,
    `
      mutation ($input: BookingRequestInput!) {
        holdBooking(input: $input) {
          id
          reference
        }
      }
    `,
    { input: { location: 'hudsonoaks', date: venueTomorrow(), startHour, hours: 1, partySize: 2, bayNumber } },
  );
  return data.holdBooking;
}

async function pay(customer: Page, booking: Held): Promise<void> {
  await graphql(
    customer,
    `
      mutation ($id: ID!, $key: String!, $payment: PaymentInput!) {
        payForBooking(bookingId: $id, idempotencyKey: $key, payment: $payment) {
          id
          status
        }
      }
    `,
    { id: booking.id, key: `grids-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`, payment: await cardPayment(customer) },
  );
}

/** A fresh customer in a browser context of their own, so the admin's page stays signed in as admin. */
async function freshCustomer(
  browser: Browser,
  baseURL: string | undefined,
  prefix: string,
): Promise<{ customer: Page; account: FreshAccount; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const customer = await context.newPage();
  const account = await registerFresh(customer, prefix);
  return { customer, account, close: () => context.close() };
}

/** A narrow grid shows its most important columns; like a person, switch on the ones the test reads. */
async function showColumns(page: Page, grid: Locator, names: string[]): Promise<void> {
  // The grid's toolbar carries the grid's name.
  const button = page
    .getByRole('toolbar', { name: (await grid.getAttribute('aria-label')) ?? '' })
    .getByRole('button', { name: /^Columns/ });
  if (!/hidden/.test((await button.textContent()) ?? '')) return;
  await button.click();
  for (const name of names) await page.getByRole('checkbox', { name, exact: true }).check();
  await page.keyboard.press('Escape');
  for (const name of names) await expect(grid.getByRole('columnheader', { name })).toBeVisible();
}

async function pick(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test(
  'booking history: filter by customer, location and status, sort, open the history, export CSV',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }) => {
    const startHour = 10;
    const { customer, account, close } = await freshCustomer(browser, baseURL, 'grids-history');
    const paid = await hold(customer, 1, startHour);
    await pay(customer, paid);
    const letGo = await hold(customer, 2, startHour + 1);
    await graphql(
      customer,
      `
        mutation ($id: ID!) {
          releaseHold(bookingId: $id)
        }
      `,
      { id: letGo.id },
    );
    await close();

    await signIn(page, 'admin');
    await page.goto('/admin/booking-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking history' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Bookings' });
    const rowOf = (reference: string) => grid.getByRole('row').filter({ hasText: reference });
    const bookingRows = grid.getByRole('row').filter({ hasText: /BN-/ });

    // The customer's e-mail narrows the grid to their bookings: the released hold (a checkout that
    // ended unpaid) is left out unless the status filter asks for it.
    await page.getByRole('searchbox', { name: 'Customer' }).fill(account.email);
    await expect(page).toHaveURL(/customer=grids-history/);
    await expect(page.getByText('1 booking matches these filters')).toBeVisible();
    await expect(bookingRows).toHaveCount(1);
    await expect(rowOf(letGo.reference)).toHaveCount(0);
    await pick(page, 'Status', 'Released (unpaid)');
    await expect(rowOf(letGo.reference)).toBeVisible();
    await expect(bookingRows).toHaveCount(1);

    // Status and location: the confirmed one only; another venue has none of theirs.
    await pick(page, 'Status', 'Confirmed');
    await expect(rowOf(letGo.reference)).toHaveCount(0);
    await expect(rowOf(paid.reference)).toBeVisible();
    await pick(page, 'Location', 'Tulsa');
    await expect(page.getByText('No bookings match these filters.')).toBeVisible();
    await pick(page, 'Location', 'Hudson Oaks');
    await expect(rowOf(paid.reference)).toBeVisible();
    await expect(bookingRows).toHaveCount(1);

    // The view lives in the URL: a reload (or a shared link) shows the same filtered grid.
    await expect(page).toHaveURL(/location=hudsonoaks&status=confirmed/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Customer' })).toHaveValue(account.email);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Confirmed');
    await expect(rowOf(paid.reference)).toBeVisible();
    await expect(bookingRows).toHaveCount(1);

    // The row opens its details: payment and the change history.
    await rowOf(paid.reference).getByRole('gridcell').first().click();
    const details = page.getByRole('dialog', { name: paid.reference });
    await expect(details).toBeVisible();
    await expect(details.getByText(account.email)).toBeVisible();
    await expect(details.getByText('Paid by card · $60.00')).toBeVisible();
    const history = details.getByRole('region', { name: 'History' });
    await expect(history.getByText('Bay held for checkout')).toBeVisible();
    await expect(history.getByText('Paid and confirmed')).toBeVisible();
    await expect(history.getByText('Sam Fairway (customer)').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // Export CSV: the same filtered set, as a text/csv download.
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    const href = await exportLink.getAttribute('href');
    expect(href).toContain('status=confirmed');
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(paid.reference);
    expect(csv).toContain(account.email);
    expect(csv).not.toContain(letGo.reference);
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toContain('text/csv');
  },
);

test(
  'user management: make a fresh customer Birdie, disable them (signed out everywhere), enable again',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }) => {
    const { customer, account, close } = await freshCustomer(browser, baseURL, 'grids-user');
    try {
      await signIn(page, 'admin');
      await page.goto('/admin/user-management');
      await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search accounts' }).fill(account.email);
      // As a person would, wait for the search to land before choosing columns (a CI run once saw the Plan
      // checkbox not change while the grid reloaded under the open panel).
      await expect(page.getByText('1 account matches', { exact: true })).toBeVisible();
      const grid = page.getByRole('grid', { name: 'Accounts' });
      await showColumns(page, grid, ['E-mail', 'Plan', 'Status']);
      const row = grid.getByRole('row').filter({ hasText: account.email });
      await expect(row).toBeVisible();
      await expect(grid.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);

      await row.getByRole('gridcell').first().click();
      const drawer = page.getByRole('dialog', { name: `${account.firstName} ${account.lastName}` });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'See bookings' })).toHaveAttribute(
        'href',
        `/admin/booking-history?customer=${encodeURIComponent(account.email)}`,
      );

      // A complimentary Birdie: the customer has it at once.
      await drawer.getByRole('combobox', { name: 'Plan' }).click();
      await page.getByRole('option', { name: 'Birdie (complimentary)' }).click();
      await drawer.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('User updated')).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Save changes' })).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(row.getByText('Birdie')).toBeVisible();
      const me = await customer.request.get('/api/user');
      expect((await me.json()).membershipType).toBe('Birdie');

      // Disable, after the warning: the customer's own browser is signed out.
      await row.getByRole('gridcell').first().click();
      await drawer.getByRole('button', { name: 'Disable account' }).click();
      const confirm = page.getByRole('dialog', { name: `Disable ${account.firstName} ${account.lastName}'s account?` });
      await expect(confirm).toContainText('Disabling signs them out everywhere');
      await confirm.getByRole('button', { name: 'Disable account' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText('Account disabled')).toBeVisible();
      await expect(drawer.getByText("This account is disabled: they can't sign in.")).toBeVisible();
      expect((await customer.request.get('/api/user')).status()).toBe(401);
      await customer.goto('/profile');
      await expect(customer).toHaveURL(/\/auth/);
      expect((await customer.request.post('/api/login', { data: { email: account.email, password: account.password } })).status()).toBe(
        403,
      );

      // Enable again: they can sign in.
      await drawer.getByRole('button', { name: 'Enable account' }).click();
      await expect(page.getByText('Account enabled')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(row.getByText('Active')).toBeVisible();
      expect((await customer.request.post('/api/login', { data: { email: account.email, password: account.password } })).ok()).toBeTruthy();
    } finally {
      await close();
    }
  },
);

test(
  'user management: the server refuses to let an admin disable or demote themself, and says so',
  { tag: '@any-width' },
  async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(`/admin/user-management?search=${encodeURIComponent(DEMO.admin.email)}`);
    const grid = page.getByRole('grid', { name: 'Accounts' });
    await showColumns(page, grid, ['E-mail', 'Status', 'Role']);
    const row = grid.getByRole('row').filter({ hasText: DEMO.admin.email });
    await row.getByRole('gridcell').first().click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'This is you' });
    await expect(drawer).toBeVisible();

    await drawer.getByRole('button', { name: 'Disable account' }).click();
    await page
      .getByRole('dialog', { name: /account\?$/ })
      .getByRole('button', { name: 'Disable account' })
      .click();
    await expect(drawer.getByRole('alert')).toHaveText('You cannot disable your own account.');

    await drawer.getByRole('switch', { name: 'Venue admin' }).uncheck();
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await expect(drawer.getByRole('alert')).toHaveText('You cannot remove your own admin rights.');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();
  },
);

test('admin grids pass axe (WCAG 2.1 AA)', { tag: '@desktop-only' }, async ({ page }) => {
  await signIn(page, 'admin');
  for (const path of ['/admin/booking-history', '/admin/user-management']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-transition]')).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, path);
  }
});
