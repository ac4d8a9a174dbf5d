import { expect, test, type Locator, type Page, type TestInfo } from './support/test.js';
import { DEMO, signIn } from './support/accounts.js';
import { openAccountMenu } from './support/menus.js';

// The site shell (spec sections 1, 2, 8, 9): navigation bar and mobile menu, account menus, Sign Out,
// Book Now, footer, notifications, scroll-to-top and page views. Clicks as a person would.

const isMobile = (info: TestInfo) => info.project.name === 'mobile';

/** The seven links: the bar's nav on desktop, the menu drawer on phones (opened here). */
async function mainNav(page: Page, info: TestInfo): Promise<Locator> {
  if (!isMobile(info)) return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu.getByRole('navigation', { name: 'Main' });
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test.describe('navigation bar', () => {
  test('the seven links go where the spec says, in order', async ({ page }, info) => {
    await page.goto('/franchise');
    const expected: Array<[string, RegExp]> = [
      ['Home', /\/$/],
      ['Events', /\/events$/],
      ['Memberships', /\/memberships$/],
      ['Leagues', /\/leagues$/],
      ['Lessons', /\/lessons$/],
      ['Franchise', /\/franchise$/],
      ['Booking History', /\/auth\?next=%2Fbooking-history$/], // signed out: the guard sends people to sign in
    ];
    const nav = await mainNav(page, info);
    await expect(nav.getByRole('link')).toHaveText(expected.map(([name]) => name));
    if (isMobile(info)) await page.getByRole('button', { name: 'Close menu' }).click();

    for (const [name, url] of expected) {
      const links = await mainNav(page, info);
      await links.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();
    }
  });

  test('signed out: the logo, Login / Create User → /auth, and Book Now → /select-location', async ({ page }, info) => {
    await page.goto('/events');
    const home = page.getByRole('banner').getByRole('link', { name: 'Back Nine Indoor Golf, home' });
    await expect(home.locator('svg')).toBeVisible();

    if (isMobile(info)) {
      // Phones: Book Now stays in the sticky bar, and is in the menu too.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Book Now' })).toBeVisible();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/select-location');
      await menu.getByRole('link', { name: 'Login / Create User' }).click();
    } else {
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      await page.getByRole('banner').getByRole('link', { name: 'Login / Create User' }).click();
    }
    await expect(page).toHaveURL(/\/auth$/);

    if (isMobile(info)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Book Now' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Book Now' }).click();
    }
    await expect(page).toHaveURL(/\/select-location$/);

    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed in: a menu under the first name with My Profile, Manage Membership and Sign Out, no Admin Dashboard', async ({
    page,
  }, info) => {
    await signIn(page, 'player');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login / Create User' })).toHaveCount(0);
    const { item } = await openAccountMenu(page, DEMO.player.firstName, { phone: isMobile(info) });
    for (const name of ['My Profile', 'Manage Membership', 'Sign Out']) await expect(item(name)).toBeVisible();
    await expect(item('Admin Dashboard')).toHaveCount(0);

    await item('My Profile').click();
    await expect(page).toHaveURL(/\/profile$/);

    const again = await openAccountMenu(page, DEMO.player.firstName, { phone: isMobile(info) });
    await again.item('Manage Membership').click();
    await expect(page.getByRole('dialog', { name: 'Manage membership' })).toBeVisible();
  });

  test('admins also get Admin Dashboard, which opens /admin', async ({ page }, info) => {
    await signIn(page, 'admin');
    await page.goto('/');
    const { item } = await openAccountMenu(page, DEMO.admin.firstName, { phone: isMobile(info) });
    await item('Admin Dashboard').click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin dashboard');
    // The admin area's own frame: its tools in a rail (a menu on phones), not the site's navigation.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    if (isMobile(info)) await page.getByRole('button', { name: 'Open admin menu' }).click();
    const tools = page.getByRole('navigation', { name: 'Admin tools' });
    await expect(tools.getByRole('link', { name: 'User management' })).toHaveAttribute('href', '/admin/user-management');
  });

  test("Sign Out goes to / with 'Logged out'; a failure says 'Logout failed'", async ({ page }, info) => {
    await signIn(page, 'player');
    await page.goto('/booking-history');
    await expect(page).toHaveURL(/\/booking-history$/);

    // First attempt fails on the server's side.
    let failNext = true;
    await page.route('**/api/logout', (route) => {
      if (!failNext) return route.continue();
      failNext = false;
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Something went wrong on our side.' });
    });
    let menu = await openAccountMenu(page, DEMO.player.firstName, { phone: isMobile(info) });
    await menu.item('Sign Out').click();
    const toasts = notifications(page).locator('[data-toast]');
    await expect(toasts.filter({ hasText: 'Logout failed' })).toHaveAttribute('data-toast', 'destructive');
    await expect(page).toHaveURL(/\/booking-history$/);

    menu = await openAccountMenu(page, DEMO.player.firstName, { phone: isMobile(info) });
    await menu.item('Sign Out').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(notifications(page).getByText('Logged out', { exact: true })).toBeVisible();
    await expect(notifications(page).getByText('You have been successfully logged out.')).toBeVisible();
    // One notification at a time: the new one replaced the failure.
    await expect(toasts).toHaveCount(1);
    await expect(toasts.filter({ hasText: 'Logout failed' })).toHaveCount(0);

    if (isMobile(info)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login / Create User' })).toBeVisible();
    } else {
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login / Create User' })).toBeVisible();
    }
  });
});

test.describe('before the scripts run', () => {
  // A page rendered in the browser (sign-in): a public page arrives rendered by the server, its own bar in place.
  test('the document paints the navigation band and wordmark; the app takes its place where it stood', async ({ page }) => {
    const scripts = /\.js$/;
    await page.route(scripts, (route) => route.abort());
    await page.goto('/auth');
    const band = page.locator('#boot-shell');
    await expect(band).toBeVisible();
    const bandBox = (await band.boundingBox())!;
    const wordmark = (await band.locator('svg').boundingBox())!;

    await page.unroute(scripts);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(band).toHaveCount(0);
    const header = (await page.getByRole('banner').boundingBox())!;
    const logo = (await page.getByRole('banner').getByRole('img', { name: 'Back Nine Indoor Golf, home' }).boundingBox())!;
    for (const [was, is] of [
      [bandBox, header],
      [wordmark, logo],
    ] as const)
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(was[side] - is[side]), side).toBeLessThan(1);
  });
});

test.describe('notifications', () => {
  test('F8 focuses the region; a swipe right of 50 px dismisses, a shorter one does not', async ({ page }, info) => {
    await signIn(page, 'player');
    await page.route('**/api/logout', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The key handler attaches once the app has mounted: press again until it has.
    await expect(async () => {
      await page.keyboard.press('F8');
      await expect(notifications(page)).toBeFocused({ timeout: 1000 });
    }).toPass();

    await page.evaluate(() => document.body.focus());
    // A failing sign-out is an easy way to get a notification on screen.
    await (await openAccountMenu(page, DEMO.player.firstName, { phone: isMobile(info) })).item('Sign Out').click();
    const toast = notifications(page).locator('[data-toast]').filter({ hasText: 'Logout failed' });
    await expect(toast).toBeVisible();
    await page.keyboard.press('F8');
    await expect(notifications(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toast.getByRole('button', { name: 'Dismiss notification' })).toBeFocused();

    const swipe = async (dx: number) => {
      const box = (await toast.locator('p').first().boundingBox())!;
      await page.mouse.move(box.x + 10, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 10 + dx / 2, box.y + box.height / 2, { steps: 3 });
      await page.mouse.move(box.x + 10 + dx, box.y + box.height / 2, { steps: 3 });
      await page.mouse.up();
    };
    await swipe(30);
    // A short swipe snaps back (the card returns to no offset, fully opaque) instead of dismissing.
    await expect(toast.locator('> div').first()).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
    await expect(toast.locator('> div').first()).toHaveCSS('opacity', '1');
    await expect(toast).toBeVisible();
    await swipe(60);
    await expect(toast).toHaveCount(0);
  });

  test('a notification leaves by itself after 5000 ms', { tag: '@any-width' }, async ({ page }) => {
    await signIn(page, 'player');
    await page.route('**/api/logout', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/booking-history');
    await (await openAccountMenu(page, DEMO.player.firstName, { phone: false })).item('Sign Out').click();
    const toast = notifications(page).locator('[data-toast]');
    await expect(toast).toBeVisible();
    const shown = Date.now();
    await page.mouse.move(0, 0); // hovering a notification pauses it
    await expect(toast).toHaveCount(0, { timeout: 8000 });
    expect(Date.now() - shown).toBeGreaterThan(4000);
  });
});

test.describe('footer', () => {
  test('opening hours of section 1 and two venue addresses with contact details', async ({ page }) => {
    await page.goto('/events');
    const footer = page.getByRole('contentinfo');
    const hours = footer.getByRole('region', { name: 'Opening hours' });
    await expect(hours.locator('dt')).toHaveText(['Monday to Thursday', 'Friday and Saturday', 'Sunday']);
    await expect(hours.locator('dd')).toHaveText(['6:00 AM - 10:00 PM', '9:00 AM - 12:00 AM', '10:00 AM - 8:00 PM']);

    const visit = footer.getByRole('region', { name: 'Visit us' });
    await expect(visit.locator('address')).toHaveCount(2);
    await expect(visit.getByRole('link', { name: /^Call / })).toHaveCount(2);
    await expect(visit.getByRole('link', { name: /^E-mail / })).toHaveCount(2);
    for (const link of await visit.getByRole('link', { name: /^Call / }).all())
      await expect(link).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    for (const link of await visit.getByRole('link', { name: /^E-mail / }).all())
      await expect(link).toHaveAttribute('href', /^mailto:.+@backnine\.golf$/);
    await expect(visit.locator('address').first()).toContainText(/\d+ .+, .+, [A-Z]{2} \d{5}/);
  });

  test('external links (directions) open in a new tab', { tag: '@any-width' }, async ({ page, context }) => {
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Map</title>' }),
    );
    await page.goto('/');
    const directions = page
      .getByRole('contentinfo')
      .getByRole('link', { name: /^Directions to / })
      .first();
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
    const [popup] = await Promise.all([page.waitForEvent('popup'), directions.click()]);
    await expect(popup).toHaveURL(/google\.com\/maps\/search/);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('every route change', () => {
  test('scrolls to the top and records a page view', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    // The browser's beacon is REST (POST /api/page-views): the landing page's first load has no GraphQL client.
    const pageView = page.waitForRequest((r) => r.url().endsWith('/api/page-views') && /"path":"\/lessons"/.test(r.postData() ?? ''));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Lessons', exact: true }).click();
    await expect(page).toHaveURL(/\/lessons$/);
    const request = await pageView;
    expect((await request.response())?.status()).toBe(204);
    const body = JSON.parse(request.postData()!) as { path: string; visitorId: string; referrer: string | null };
    expect(body.visitorId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.referrer).toMatch(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // The same visit id for the whole tab session.
    const next = page.waitForRequest((r) => r.url().endsWith('/api/page-views') && /"path":"\/events"/.test(r.postData() ?? ''));
    await page.goBack();
    await page.goto('/events');
    const again = JSON.parse((await next).postData()!) as { visitorId: string };
    expect(again.visitorId).toBe(body.visitorId);
  });
});
