// Accounts for e2e tests, through the spec's REST calls (fast: no form filling where the form is
// not what the test is about). `page.request` shares the browser context's cookies, so the page is
// signed in afterwards.
import { expect, type Page } from '@playwright/test';

// The seed's demo accounts (backend/src/db/seed/demo-data.ts, printed in the README).
export const DEMO = {
  admin: { email: 'admin@backnine.golf', password: 'back9-admin-demo', firstName: 'Jordan' },
  birdie: { email: 'birdie@backnine.golf', password: 'back9-birdie-demo', firstName: 'Casey' },
  player: { email: 'player@backnine.golf', password: 'back9-player-demo', firstName: 'Riley' },
} as const;

export async function signIn(page: Page, who: keyof typeof DEMO): Promise<void> {
  const { email, password } = DEMO[who];
  const res = await page.request.post('/api/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

export interface FreshAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A brand-new account, signed in: no plan, no cards, no bookings; no other test touches it. */
export async function registerFresh(page: Page, prefix = 'e2e'): Promise<FreshAccount> {
  const account = {
    email: `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'long-drive-down-the-middle',
    firstName: 'Sam',
    lastName: 'Fairway',
  };
  const res = await page.request.post('/api/register', { data: account });
  expect(res.ok(), await res.text()).toBeTruthy();
  return account;
}

/** A GraphQL call as the page's signed-in user (JSON content type satisfies the CSRF check). */
export async function graphql<T = Record<string, unknown>>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}
