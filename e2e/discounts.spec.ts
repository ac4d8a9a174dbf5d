// Discounts (issue #17): an admin creates a code on /admin/manage-discounts, a customer uses it at
// checkout (the price shows the discount line), and the admin sees the redemption. Slots reserved for
// this spec: Richardson bay 3, the day after tomorrow (venue time); desktop at 10:00, mobile at 12:00.
import { expect, test } from '@playwright/test';
import { graphql, registerFresh, signIn } from './support/accounts.js';
import { venueDate } from './support/clock.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { fillCard } from './support/cards.js';

test('an admin creates a code and a customer uses it at checkout; the admin sees the redemption', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000); // two people, two axe runs, a payment
  const mobile = testInfo.project.name === 'mobile';
  const code = `E2E${mobile ? 'M' : 'D'}${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

  // The admin writes the code.
  await signIn(page, 'admin');
  await page.goto('/admin/manage-discounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Discount codes' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the discounts page');
  await page.screenshot({ path: testInfo.outputPath('manage-discounts.png'), fullPage: true });

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
  await page.screenshot({ path: testInfo.outputPath('discount-dialog.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(dialog).toBeHidden();
  const drawer = page.getByRole('region', { name: code });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Nobody has used this code yet.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('discount-drawer.png'), fullPage: true });

  // A customer holds a bay and types the code at checkout, in lower case.
  const customer = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  const shopper = await customer.newPage();
  await registerFresh(shopper, 'discount');
  const held = await graphql<{ holdBooking: { id: string } }>(
    shopper,
    'mutation($input: BookingRequestInput!) { holdBooking(input: $input) { id } }',
    { input: { location: 'richardson', date: venueDate(2), startHour: mobile ? 12 : 10, hours: 1, partySize: 2, bayNumber: 3 } },
  );
  await shopper.goto(`/checkout?booking=${held.holdBooking.id}`);
  await expect(shopper.getByRole('button', { name: 'Pay $60.00' })).toBeVisible();
  await shopper.getByRole('button', { name: 'Have a discount code?' }).click();
  await shopper.getByLabel('Discount code').fill(code.toLowerCase());
  await shopper.getByRole('button', { name: 'Apply' }).click();
  await expect(shopper.getByText(`${code} applied: you save $15.00`)).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Pay $45.00' })).toBeVisible();
  // On a phone the price lines fold under the summary's "Show details".
  if (mobile) await shopper.getByRole('button', { name: 'Show details' }).click();
  await expect(shopper.getByText(`Discount ${code}`)).toBeVisible();
  await expect(shopper.getByText('−$15.00').or(shopper.getByText('-$15.00')).first()).toBeVisible();
  await fillCard(shopper, '4242 4242 4242 4242');
  await shopper.getByRole('button', { name: 'Pay $45.00' }).click();
  await expect(shopper).toHaveURL(/\/booking-confirmation/);
  await customer.close();

  // The admin's drawer counts it (live) and lists who used it.
  await page.reload();
  await page
    .getByRole('gridcell', { name: new RegExp(code) })
    .first()
    .click();
  await expect(drawer.getByText('Sam Fairway')).toBeVisible();
  await expect(drawer.getByText('Redemptions (1)')).toBeVisible();
  await expect(drawer.getByText(/1 used · 1 per customer/)).toBeVisible();
});

test('a new member takes a code off the first month at /checkout/Birdie: the summary and the button show the discount', async ({
  page,
}) => {
  await registerFresh(page, 'discount-member');
  await page.goto('/checkout/Birdie');
  await expect(page.getByRole('button', { name: 'Pay $89.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Have a discount code?' }).click();
  await page.getByLabel('Discount code').fill('teeoff15'); // a bay-booking code
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('That discount code does not apply to this purchase.')).toBeVisible();
  await page.getByLabel('Discount code').fill('birdie25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('BIRDIE25 applied to your first month')).toBeVisible();
  await expect(page.getByText('Discount BIRDIE25')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $66.75' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the membership checkout with a code');
});
