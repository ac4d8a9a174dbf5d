// The membership steps several specs take: a fresh Birdie member, and the membership dialog.
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { graphql, registerFresh, type FreshAccount } from './accounts.js';
import { cardPayment } from './cards.js';

/** A fresh account that has just paid for Birdie through the API (its card is kept, as a membership keeps it for renewals). */
export async function freshBirdie(page: Page, prefix: string): Promise<FreshAccount> {
  const account = await registerFresh(page, prefix);
  await graphql(
    page,
    `
      mutation ($key: String!, $payment: PaymentInput!) {
        subscribeMembership(plan: "Birdie", idempotencyKey: $key, payment: $payment) {
          id
        }
      }
    `,
    // The token is made for later use, as the membership checkout makes it.
    {
      key: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      payment: await cardPayment(page, '4242424242424242', { save: true }),
    },
  );
  return account;
}

/** Opens the membership dialog from the account menu (the menu drawer on a phone). */
export async function openMembershipDialog(page: Page, info: TestInfo, firstName: string): Promise<Locator> {
  if (info.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Manage Membership' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: firstName }).click();
    await page.getByRole('menuitem', { name: 'Manage Membership' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Manage membership' });
  await expect(dialog).toBeVisible();
  return dialog;
}
