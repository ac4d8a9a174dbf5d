import { expect, test, type Request } from './support/test.js';
import { DEMO, registerFresh, signIn } from './support/accounts.js';
import { openMembershipDialog } from './support/menus.js';

// Spec sections 2, 4 and 8: the membership dialog. The plan-changing calls are answered here
// (page.route) so that no test changes a shared demo account, and the answers are exact.

const planCalls = (r: Request) => /\/api\/(cancel-subscription|update-membership)$/.test(r.url());

test('Update is disabled until the plan changes; Cancel Membership resets the choice to None', async ({ page }, info) => {
  await signIn(page, 'birdie');
  await page.goto('/');
  const dialog = await openMembershipDialog(page, DEMO.birdie.firstName, { phone: info.project.name === 'mobile' });
  await expect(dialog.getByRole('radio', { name: /Birdie/ })).toBeChecked();
  await expect(dialog.getByText('$89.00')).toBeVisible();
  await expect(dialog.getByText('$0.00')).toBeVisible();
  const update = dialog.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();

  await dialog.getByRole('button', { name: 'Cancel Membership' }).click();
  await expect(dialog.getByRole('radio', { name: /None/ })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Cancel Membership' })).toHaveCount(0);
  await expect(update).toBeEnabled();

  await dialog.getByRole('radio', { name: /Birdie/ }).check();
  await expect(update).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel Membership' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test(
  'Birdie → None calls cancel (Update disabled while saving), says so and refreshes the user',
  { tag: '@any-width' },
  async ({ page }, info) => {
    await signIn(page, 'birdie');
    const calls: Request[] = [];
    // The server's answer waits until the test has seen the dialog busy.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/cancel-subscription', async (route) => {
      calls.push(route.request());
      await answered;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' });
    });
    await page.goto('/');
    const dialog = await openMembershipDialog(page, DEMO.birdie.firstName, { phone: info.project.name === 'mobile' });
    await dialog.getByRole('radio', { name: /None/ }).check();
    const refresh = page.waitForRequest((r) => r.url().endsWith('/api/user') && r.method() === 'GET');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeDisabled();
    answer();
    await refresh;
    await expect(dialog).toBeHidden();
    expect(calls).toHaveLength(1);
    expect(calls[0].method()).toBe('POST');
    expect(calls[0].postData()).toBeNull();

    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(region.getByText('Subscription Canceled', { exact: true })).toBeVisible();
    await expect(region.getByText('Your Birdie membership subscription has been canceled.')).toBeVisible();
  },
);

test(
  "a failed change shows 'Error: Failed to update membership. Please try again.' and keeps the dialog",
  { tag: '@any-width' },
  async ({ page }, info) => {
    await signIn(page, 'birdie');
    // What the server answers for a call it does not know (yet): 404 "There is no API at …".
    await page.route('**/api/cancel-subscription', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'There is no API at POST /api/cancel-subscription' }),
    );
    await page.goto('/events');
    const dialog = await openMembershipDialog(page, DEMO.birdie.firstName, { phone: info.project.name === 'mobile' });
    await dialog.getByRole('radio', { name: /None/ }).check();
    await dialog.getByRole('button', { name: 'Update' }).click();

    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).locator('[data-toast]');
    await expect(toast).toHaveAttribute('data-toast', 'destructive');
    await expect(toast.getByText('Error', { exact: true })).toBeVisible();
    await expect(toast.getByText('Failed to update membership. Please try again.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeEnabled();
  },
);

test('None → Birdie goes to /subscribe without a call', { tag: '@any-width' }, async ({ page }, info) => {
  const { firstName } = await registerFresh(page, 'member');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (planCalls(r)) calls.push(r.url());
  });
  await page.goto('/');
  const dialog = await openMembershipDialog(page, firstName, { phone: info.project.name === 'mobile' });
  await expect(dialog.getByRole('radio', { name: /None/ })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Cancel Membership' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: /Birdie/ }).check();
  await expect(dialog.getByRole('button', { name: 'Cancel Membership' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Become a Birdie/);
  expect(calls).toEqual([]);
});
