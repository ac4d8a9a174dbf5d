import { expect, test, type Page } from './support/test.js';
import { DEMO, registerFresh, signIn } from './support/accounts.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { withoutPageData } from './support/boot.js';
import { openAccountMenu } from './support/menus.js';

// Spec section 2: every route exists; guards for signed-in and admin routes; /locations with a
// preferred location; not-found for unknown paths and unknown location slugs.

const notFound = (page: Page) => page.getByRole('heading', { name: /couldn.t find that page/i });
const accessDenied = (page: Page) => page.getByRole('heading', { name: 'The admin dashboard is for staff' });

const SIGNED_IN_ONLY = ['/league-payment', '/subscribe', '/profile', '/booking-history', '/payment-methods'];
const ADMIN_ONLY = [
  '/admin',
  '/admin/booking-history',
  '/admin/user-management',
  '/admin/booking-calendar',
  '/admin/league-management',
  '/admin/leagues/7/bookings',
  '/admin/leagues/7/results',
  '/admin/coach-management',
  '/admin/coach-hours',
  '/admin/system-utilities',
  '/admin/manage-discounts',
  '/admin/weekly-reminders',
];
const PUBLIC = [
  '/',
  '/events',
  '/memberships',
  '/leagues',
  '/leagues/tulsa',
  '/lessons',
  '/lessons/hudsonoaks',
  '/franchise',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/locations',
  '/select-location',
  '/booking',
  '/booking/tulsa',
  '/booking/richardson',
  '/booking/hudsonoaks',
  '/checkout',
  '/checkout/Birdie',
  '/booking-confirmation',
  '/membership-confirmation',
  '/league-confirmation',
  '/manage-membership',
];

// Routing and guards do not depend on the screen width: these run on the desktop project only
// (a11y.spec.ts and the accessibility block below look at every page on a phone too).
test.describe('routes', { tag: '@any-width' }, () => {
  // In a few groups, so that they run in parallel and each stays well inside the test timeout.
  for (const [i, group] of [PUBLIC.slice(0, 8), PUBLIC.slice(8, 16), PUBLIC.slice(16)].entries()) {
    test(`every public route of section 2 has its page, signed out (${i + 1}/3)`, async ({ page }) => {
      for (const path of group) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expect(notFound(page), path).toHaveCount(0);
        expect(new URL(page.url()).pathname, path).toBe(path);
      }
    });
  }

  test('pages still to come say so honestly; checkout and confirmations ask a visitor to sign in', async ({ page }) => {
    await page.goto('/league-confirmation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to see your league sign-up');
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to check out');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Fcheckout');
    await page.goto('/booking-confirmation?booking=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to see your booking');
  });

  test('unknown paths and unknown location slugs show the not-found page', async ({ page }) => {
    for (const path of [
      '/nowhere',
      '/events/extra/deep',
      '/booking/atlantis',
      '/booking/Tulsa',
      '/leagues/springfield',
      '/lessons/nowhere',
      '/booking/tulsa/extra',
    ]) {
      await page.goto(path);
      await expect(notFound(page), path).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('guards', { tag: '@any-width' }, () => {
  test('signed out, a signed-in-only or admin route sends you to /auth with the way back', async ({ page }) => {
    for (const path of [...SIGNED_IN_ONLY, '/admin', '/admin/leagues/7/results']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
    }
  });

  test('after signing in on /auth you land on the page you asked for', async ({ page }) => {
    await page.goto('/payment-methods');
    await expect(page).toHaveURL('/auth?next=%2Fpayment-methods');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email' }).fill(DEMO.player.email);
    await form.getByRole('textbox', { name: 'Password' }).fill(DEMO.player.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/payment-methods$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment methods');
  });

  test('a spinner shows while the current user loads', async ({ page }) => {
    // A page normally carries its user; one that came without (the server was late) asks GET /api/user.
    await withoutPageData(page);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/user', async (route) => {
      await held; // the current user stays "loading" until the spinner has been seen
      await route.continue();
    });
    await page.goto('/profile', { waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Checking your account' })).toBeVisible();
    answer();
    await expect(page).toHaveURL('/auth?next=%2Fprofile');
  });

  test('signed in, the signed-in-only routes open', async ({ page }) => {
    await signIn(page, 'player');
    for (const path of SIGNED_IN_ONLY) {
      await page.goto(path);
      // Opened without a league or an entry, the league payment page sends the visitor on to the leagues (it passed
      // only while its code was still loading when the URL was read).
      await expect(page, path).toHaveURL(path === '/league-payment' ? '/leagues' : path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
  });

  test('a non-admin on an admin route goes to /admin, which says it is for staff (no loop)', async ({ page }) => {
    await signIn(page, 'birdie');
    for (const path of ['/admin/user-management', '/admin/leagues/7/results', '/admin/weekly-reminders']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin$/);
      await expect(accessDenied(page)).toBeVisible();
    }
    await page.goto('/admin');
    await expect(accessDenied(page)).toBeVisible();
    await page.waitForLoadState('networkidle'); // the user has loaded and every guard has decided
    await expect(page).toHaveURL(/\/admin$/);
  });

  for (const [i, group] of [ADMIN_ONLY.slice(0, 6), ADMIN_ONLY.slice(6)].entries()) {
    test(`an admin opens every admin route (${i + 1}/2)`, async ({ page }) => {
      await signIn(page, 'admin');
      for (const path of group) {
        await page.goto(path);
        await expect(page, path).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(accessDenied(page), path).toHaveCount(0);
        await expect(notFound(page), path).toHaveCount(0);
      }
    });
  }

  test('admin league pages say when a league is unknown; league management is the leagues grid', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/leagues/00000000-0000-4000-8000-000000000007/results');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('League results');
    await expect(page.getByRole('main').getByText('We have no league by that id.')).toBeVisible();
    await page.goto('/admin/league-management');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('League management');
    await expect(page.getByRole('grid', { name: 'Leagues' })).toBeVisible();
  });

  test('/locations sends a signed-in user with a preferred location to its booking page', async ({ page }) => {
    await signIn(page, 'admin'); // preferred location: tulsa
    await page.goto('/locations');
    await expect(page).toHaveURL(/\/booking\/tulsa$/);
    // Leave the page first: a request of its still in flight would put the admin's cookie back.
    await page.goto('about:blank');
    await signIn(page, 'birdie'); // richardson
    await page.goto('/locations');
    await expect(page).toHaveURL(/\/booking\/richardson$/);
  });

  test('/locations stays put signed out, or without a preferred location', async ({ page }) => {
    await page.goto('/locations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/locations$/);
    await registerFresh(page);
    await page.goto('/locations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle'); // the user has loaded: a redirect would have started
    await expect(page).toHaveURL(/\/locations$/);
  });
});

test.describe('accessibility of the shell pages', () => {
  // One page per test: an axe scan of a full page is seconds of CPU, and the scans run side by side.
  for (const path of ['/booking/tulsa', '/checkout', '/nowhere']) {
    test(`${path}, signed out, has no serious axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page, path);
    });
  }

  test('the staff-only page, the open menu and the membership dialog have no serious axe violations', async ({ page }, info) => {
    await signIn(page, 'birdie');
    await page.goto('/admin');
    await expect(accessDenied(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/admin (access denied)');
    const phone = info.project.name === 'mobile';
    const { item } = await openAccountMenu(page, DEMO.birdie.firstName, { phone });
    await expectNoSeriousAxeViolations(page, phone ? 'menu drawer' : 'account menu');
    await item('Manage Membership').click();
    await expect(page.getByRole('dialog', { name: 'Manage membership' })).toBeVisible();
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1'); // the enter transition has ended
    await expectNoSeriousAxeViolations(page, 'membership dialog');
  });
});
