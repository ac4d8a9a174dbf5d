// A membership step several specs take: a fresh Birdie member (the dialog is opened through support/menus.ts).
import type { Page } from '@playwright/test';
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
