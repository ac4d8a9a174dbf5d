// Discounts (issue #17): an admin creates a code on /admin/manage-discounts and sees who used it (at
// desktop width: admin flows, playwright.config.ts); a customer types a code at checkout (the price
// shows the discount line) at both widths, and at the membership checkout. Slots reserved for this
// spec: Richardson bay 3, the day after tomorrow (venue time): the customer's checkout at 10:00 (desktop)
// and 12:00 (mobile), the admin test's redemption at 11:00.
import { expect, test, type Page } from './support/test.js';
import { graphql, registerFresh, signIn } from './support/accounts.js';
import { venueDate } from './support/clock.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { cardPayment, fillCard } from './support/cards.js';
import { keepScreenshot } from './support/screens.js';

/** A code no other test (or project) uses: upper case, at most 20 characters. */
const newCode = (tag: string) =>
  `E2E${tag}${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 4).toUpperCase()}`.slice(0, 20);

/** The page's user holds Richardson bay 3 at `startHour` the day after tomorrow. */
async function holdBay(page: Page, startHour: number): Promise<string> {
  const held = await graphql<{ holdBooking: { id: string } }>(
    page,
    'mutation($input: BookingRequestInput!) { holdBooking(input: $input) { id } }',
    {
      input: { location: 'richardson', date: venueDate(2), startHour, hours: 1, partySize: 2, bayNumber: 3 },
    },
  );
  return held.holdBooking.id;
}

test(
  'an admin creates a code in the dialog, and sees the redemption once a customer has used it',
  { tag: '@desktop-only' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000); // two people, two axe runs, a payment
    const code = newCode('D');

    // The admin writes the code.
    await signIn(page, 'admin');
    await page.goto('/admin/manage-discounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Discount codes' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the discounts page');
    await keepScreenshot(page, testInfo, 'manage-discounts.png', { fullPage: true });

    await page.getByRole('button', { name: 'New code' }).click();
    const dialog = page.getByRole('dialog', { name: 'New discount code' });
    await expect(dialog).toBeVisible();
    // The shared rules answer before the server is asked.
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await expect(dialog.getByText('Please enter a code of 3 to 32 letters, digits, - or _ (no spaces).')).toBeVisible();
    await dialog.getByLabel('Code', { exact: false }).first().fill(code.toLowerCase());
    await dialog.getByLabel('Description').fill('End-to-end test code');
    await dialog.getByRole('textbox', { name: 'Percent off' }).fill('150');
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await expect(dialog.getByText('Please enter a percentage from 1 to 100.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Percent off' }).fill('25');
    await dialog.getByLabel('Limit per customer').fill('1');
    await expectNoSeriousAxeViolations(page, 'the new-code dialog');
    await keepScreenshot(page, testInfo, 'discount-dialog.png', { fullPage: true });
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await expect(dialog).toBeHidden();
    const drawer = page.getByRole('region', { name: code });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Nobody has used this code yet.')).toBeVisible();
    await keepScreenshot(page, testInfo, 'discount-drawer.png', { fullPage: true });

    // A customer pays for a bay with it (through the API: the checkout's screens are the next test's).
    const customer = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const shopper = await customer.newPage();
    await registerFresh(shopper, 'discount');
    const booking = await holdBay(shopper, 11);
    await graphql(shopper, 'mutation($id: ID!, $code: String) { setBookingDiscountCode(bookingId: $id, discountCode: $code) { id } }', {
      id: booking,
      code: code.toLowerCase(),
    });
    await graphql(
      shopper,
      'mutation($id: ID!, $key: String!, $payment: PaymentInput!) { payForBooking(bookingId: $id, idempotencyKey: $key, payment: $payment) { id } }',
      { id: booking, key: `discount-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`, payment: await cardPayment(shopper) },
    );
    await customer.close();

    // The admin's drawer counts it and lists who used it.
    await page.reload();
    await page
      .getByRole('gridcell', { name: new RegExp(code) })
      .first()
      .click();
    await expect(drawer.getByText('Sam Fairway')).toBeVisible();
    await expect(drawer.getByText('Redemptions (1)')).toBeVisible();
    await expect(drawer.getByText(/1 used · 1 per customer/)).toBeVisible();
  },
);

test('a customer types a code at checkout, in lower case: the price shows the discount line, and it pays', async ({
  page,
  browser,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  // The code, made by an admin through the API (the dialog is the test above's).
  const code = newCode(mobile ? 'M' : 'D');
  const admin = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  await signIn(admin, 'admin');
  await graphql(admin, 'mutation($i: DiscountCodeInputType!) { adminCreateDiscountCode(input: $i) { id } }', {
    i: { code, kind: 'percent', percent: 25, appliesTo: ['bookings'], perUserLimit: 1, description: 'End-to-end test code' },
  });
  await admin.context().close();

  await registerFresh(page, 'discount');
  const booking = await holdBay(page, mobile ? 12 : 10);
  await page.goto(`/checkout?booking=${booking}`);
  await expect(page.getByRole('button', { name: 'Pay $60.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Have a discount code?' }).click();
  await page.getByLabel('Discount code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${code} applied: you save $15.00`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $45.00' })).toBeVisible();
  // On a phone the price lines fold under the summary's "Show details".
  if (mobile) await page.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByText(`Discount ${code}`)).toBeVisible();
  await expect(page.getByText('−$15.00').or(page.getByText('-$15.00')).first()).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $45.00' }).click();
  await expect(page).toHaveURL(/\/booking-confirmation/);
});

test('a new member takes a code off the first month at /checkout/Birdie: the summary and the button show the discount', async ({
  page,
}) => {
  await registerFresh(page, 'discount-member');
  await page.goto('/checkout/Birdie');
  await expect(page.getByRole('button', { name: 'Pay $89.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Have a discount code?' }).click();
  // Enter applies the code (the field is inside the payment form: it does not pay), and so does Apply.
  await page.getByLabel('Discount code').fill('teeoff15'); // a bay-booking code
  await page.getByLabel('Discount code').press('Enter');
  await expect(page.getByText('That discount code does not apply to this purchase.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/Birdie$/);
  await page.getByLabel('Discount code').fill('birdie25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('BIRDIE25 applied to your first month')).toBeVisible();
  await expect(page.getByText('Discount BIRDIE25')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $66.75' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the membership checkout with a code');
});
