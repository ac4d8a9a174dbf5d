import { expect, test, type Locator, type Page } from './support/test.js';
import { graphql, registerFresh, signIn } from './support/accounts.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { cardFrame, fillCard } from './support/cards.js';
import { appNow } from './support/clock.js';
import { freshBirdie } from './support/membership.js';
import { openMembershipDialog } from './support/menus.js';

// Issue #6: the membership screens (/subscribe, /checkout/Birdie, /membership-confirmation,
// /manage-membership). Every test uses its own fresh account (never a demo account) and books no bays.

const VENUE_TZ = 'America/Chicago';

/** 'Dec 22, 2026': the spec's date format, in the venue's zone. */
const venueDate = (iso: string | Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: VENUE_TZ }).format(new Date(iso));

/**
 * The day a payment made now is dated: the database stamps it (created_at) with its own clock, the real
 * one, which the run's clock (E2E_CLOCK) may lag by a day or more.
 */
const paidToday = () => venueDate(new Date());

interface Me {
  membershipType: string;
  membershipStatus: string;
  membershipRenewsAt: string | null;
  membershipEndsAt: string | null;
}
const me = async (page: Page) =>
  (await graphql<{ me: Me }>(page, '{ me { membershipType membershipStatus membershipRenewsAt membershipEndsAt } }')).me;

async function payWithNewCard(page: Page, number: string): Promise<Locator> {
  const payment = page.getByRole('region', { name: 'Payment' });
  await fillCard(payment, number);
  await payment.getByRole('button', { name: 'Pay $89.00' }).click();
  return payment;
}

/** Console errors and uncaught exceptions of the page, to assert there are none. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('None → Birdie: the dialog leads to /subscribe, the checkout takes a new card, and you are a Birdie', async ({ page }, info) => {
  const errors = consoleErrors(page);
  const account = await registerFresh(page, 'birdie-join');
  await page.goto('/');
  const dialog = await openMembershipDialog(page, account.firstName, { phone: info.project.name === 'mobile' });
  await dialog.getByRole('radio', { name: /Birdie/ }).check();
  await dialog.getByRole('button', { name: 'Update' }).click();

  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(h1(page)).toHaveText(`Become a Birdie, ${account.firstName}`);
  await expect(page.getByRole('region', { name: 'Birdie', exact: true }).getByText('$89.00')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();

  await expect(page).toHaveURL(/\/checkout\/Birdie$/);
  await expect(h1(page)).toHaveText('Checkout');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Due today')).toBeVisible();
  // From the first renewal date the server gives: checked against the membership once paid.
  const billing = summary.getByText(/^Then \$89\.00 every month from [A-Z][a-z]{2} \d{1,2}, \d{4}, until you cancel\./);
  await expect(billing).toBeVisible();
  const billingText = (await billing.textContent()) ?? '';
  await payWithNewCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/membership-confirmation$/);
  await expect(h1(page)).toHaveText(`Welcome to Birdie, ${account.firstName}!`);
  const now = await me(page);
  expect(now).toMatchObject({ membershipType: 'Birdie', membershipStatus: 'active' });
  const renews = venueDate(now.membershipRenewsAt!);
  expect(renews).not.toBe(venueDate(appNow())); // a month on, as the server computed it
  expect(billingText).toContain(`every month from ${renews}, until you cancel.`); // the checkout said the day it renews
  const confirmed = page.getByRole('region', { name: 'Your membership' });
  await expect(confirmed.getByText(`$89.00 on ${paidToday()}`)).toBeVisible();
  await expect(confirmed.getByText(renews, { exact: true })).toBeVisible();
  await expect(page.getByText('You can now book up to 5 days ahead.')).toBeVisible();

  // The account menu's dialog now has Birdie as the current plan.
  const again = await openMembershipDialog(page, account.firstName, { phone: info.project.name === 'mobile' });
  await expect(again.getByRole('radio', { name: /Birdie/ })).toBeChecked();
  await expect(again.getByText('Current plan')).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(again).toBeHidden();

  await page.getByRole('main').getByRole('link', { name: 'Manage membership' }).click();
  await expect(page).toHaveURL(/\/manage-membership$/);
  await expect(h1(page)).toHaveText('Birdie member');
  await expect(page.getByRole('region', { name: 'Your plan' }).getByText(renews, { exact: true })).toBeVisible();

  // The booking screen's days now reach 5 ahead (today + 5), every one of them open.
  await page.goto('/booking/hudsonoaks');
  const days = page.getByRole('group', { name: 'Day' }).getByRole('button');
  await expect(days).toHaveCount(6);
  for (let i = 0; i < 6; i++) await expect(days.nth(i)).toBeEnabled();
  await expect(page.getByText('As a Birdie member you can book up to 5 days ahead.')).toBeVisible();
  expect(errors).toEqual([]);
});

test("a Birdie's manage page: renewal, free hours, payment history and the renewal card", async ({ page }) => {
  await freshBirdie(page, 'birdie-manage');
  const { membershipRenewsAt } = await me(page);
  await page.goto('/manage-membership');
  await expect(h1(page)).toHaveText('Birdie member');
  await expect(page.getByText(`Renews on ${venueDate(membershipRenewsAt!)} for $89.00, charged to your default card.`)).toBeVisible();
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByRole('definition').filter({ hasText: 'Active' })).toBeVisible();
  await expect(plan.getByText('Free hours left this month')).toBeVisible();
  await expect(plan.getByText('2 of 2')).toBeVisible();
  await expect(plan.getByText('Up to 5 days ahead')).toBeVisible();
  const history = page.getByRole('region', { name: 'Payment history' });
  await expect(history.getByRole('row')).toHaveCount(2); // header and the first month
  await expect(history.getByRole('row').nth(1)).toHaveText(`${paidToday()}$89.00Paid`);
  const card = page.getByRole('region', { name: 'Renewal card' });
  await expect(card.getByText('Visa •••• 4242')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Manage payment methods' })).toHaveAttribute('href', '/payment-methods');
});

test('cancel on /manage-membership: the confirm dialog, the spec toast and the end date; then resume', async ({ page }) => {
  const errors = consoleErrors(page);
  await freshBirdie(page, 'birdie-cancel');
  const ends = venueDate((await me(page)).membershipRenewsAt!);
  await page.goto('/manage-membership');
  await expect(h1(page)).toHaveText('Birdie member');

  await page.getByRole('button', { name: 'Cancel membership' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your Birdie membership?' });
  await expect(confirm).toContainText(`You keep every Birdie benefit until ${ends}`);
  await confirm.getByRole('button', { name: 'Cancel membership' }).click();

  await expect(toasts(page).getByText('Subscription Canceled', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Your Birdie membership subscription has been canceled.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(h1(page)).toHaveText(`Birdie until ${ends}`);
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByRole('definition').filter({ hasText: 'Cancelled' })).toBeVisible();
  await expect(plan.getByRole('term').filter({ hasText: 'Ends on' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume membership' })).toBeFocused();
  expect(await me(page)).toMatchObject({ membershipType: 'Birdie', membershipStatus: 'cancelling' });

  await page.getByRole('button', { name: 'Resume membership' }).click();
  await expect(toasts(page).getByText('Membership Updated', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Your membership has been updated to the selected plan.')).toBeVisible();
  await expect(h1(page)).toHaveText('Birdie member');
  await expect(plan.getByRole('term').filter({ hasText: 'Renews on' })).toBeVisible();
  expect(await me(page)).toMatchObject({ membershipStatus: 'active' });
  expect(errors).toEqual([]);
});

test('a declined card leaves you on no plan, with a clear error', { tag: '@any-width' }, async ({ page }) => {
  await registerFresh(page, 'birdie-declined');
  await page.goto('/checkout/Birdie');
  const payment = await payWithNewCard(page, '4000 0000 0000 0002');
  await expect(payment.getByRole('alert').filter({ hasText: 'Your card was declined' })).toHaveText(
    'Your card was declined. Please use another card. Nothing was charged.',
  );
  await expect(payment.getByRole('button', { name: 'Pay $89.00' })).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout\/Birdie$/);
  expect(await me(page)).toMatchObject({ membershipType: 'None', membershipStatus: 'none' });

  await page.goto('/manage-membership');
  await expect(h1(page)).toHaveText("You're not a member yet");
  await expect(page.getByRole('link', { name: 'Become a Birdie' })).toHaveAttribute('href', '/subscribe');
});

test('a complimentary Birdie reads one status: renews at no charge, no price, nothing ever charged', async ({ page, browser }) => {
  await registerFresh(page, 'birdie-comp');
  const { me: who } = await graphql<{ me: { id: string } }>(page, '{ me { id } }');
  // An admin grants the plan complimentary (the admin users tool's call).
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  await graphql(admin, 'mutation($id: ID!) { adminUpdateUser(userId: $id, input: { membershipType: "Birdie" }) { id } }', { id: who.id });
  await admin.close();

  await page.goto('/manage-membership');
  await expect(h1(page)).toHaveText('Birdie member');
  await expect(page.getByText(/^Complimentary: it renews on .+ at no charge\.$/)).toBeVisible();
  await expect(page.getByText('Birdie, complimentary')).toBeVisible();
  await expect(page.getByText('Nothing to pay: a complimentary membership is never charged.')).toBeVisible();
  await expect(page.getByText('$89.00 a month')).toHaveCount(0);
  await expect(page.getByText('No membership payments yet')).toHaveCount(0);
  await expect(page.getByText(/the month you've paid for/)).toHaveCount(0);
});

test(
  'visitors are asked to sign in and come back; unknown and free plans get a straight answer',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/checkout/Birdie');
    await expect(h1(page)).toHaveText('Checkout');
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText('Due today')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fcheckout%2FBirdie',
    );

    await page.goto('/manage-membership');
    await expect(h1(page)).toHaveText('Sign in to manage your membership');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Fmanage-membership');

    await page.goto('/checkout/Eagle');
    await expect(h1(page)).toHaveText("We don't have that plan");
    await page.goto('/checkout/None');
    await expect(h1(page)).toHaveText('Nothing to pay for None');
    await expect(page.getByRole('main').getByRole('link', { name: 'Manage membership' })).toBeVisible();
  },
);

test('a member who opens /subscribe or the checkout is told so, and nothing is charged', { tag: '@any-width' }, async ({ page }) => {
  await freshBirdie(page, 'birdie-again');
  await page.goto('/subscribe');
  await expect(h1(page)).toHaveText("You're already a Birdie");
  await expect(page.getByRole('main').getByRole('link', { name: 'Manage membership' })).toHaveAttribute('href', '/manage-membership');
  await page.goto('/checkout/Birdie');
  await expect(h1(page)).toHaveText("You're already a Birdie");
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
});

test('axe: the checkout, the confirmation and the manage page, signed in', async ({ page }) => {
  await registerFresh(page, 'birdie-axe');
  await page.goto('/checkout/Birdie');
  await expect(cardFrame(page.getByRole('region', { name: 'Payment' })).getByLabel('Card number')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await payWithNewCard(page, '4242 4242 4242 4242');
  await expect(h1(page)).toHaveText(/^Welcome to Birdie/);
  await expectNoSeriousAxeViolations(page);
  await page.goto('/manage-membership');
  await expect(page.getByRole('region', { name: 'Payment history' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
