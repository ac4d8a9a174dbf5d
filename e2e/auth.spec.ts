import { expect, test, type Page, type TestInfo } from './support/test.js';

// The account screens as a person uses them: /auth (sign in, create account, Google), the
// password-recovery pages and /profile. Toast texts are spec section 8, word for word.

const player = { email: 'player@backnine.golf', password: 'back9-player-demo', name: 'Riley Parker' };

/** An e-mail address no other test (or project) uses. */
function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `e2e-${tag}-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const toast = (page: Page, text: string) => page.locator('[data-toast]').filter({ hasText: text });

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('/auth', () => {
  test('signs in, says welcome back with the name, and goes home', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await fillSignIn(page, player.email, player.password);

    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(toast(page, `Welcome back, ${player.name}!`)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test(
    'a wrong password: "Login failed" with "Invalid email or password", and stays put',
    { tag: '@any-width' },
    async ({ page }, testInfo) => {
      await page.goto('/auth');
      await fillSignIn(page, uniqueEmail(testInfo, 'nobody'), 'not-the-password');

      const failed = toast(page, 'Login failed');
      await expect(failed).toBeVisible();
      await expect(failed).toContainText('Invalid email or password');
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
    },
  );

  test('checks the fields before asking the server', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toBeFocused();
  });

  test('after signing in, returns to the page that asked for it (next)', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
    await fillSignIn(page, player.email, player.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: player.name })).toBeVisible();
  });

  test('creates an account with a preferred location', async ({ page }, testInfo) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/mode=register/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

    // Field rules first: password 8 to 128 characters.
    await page.getByLabel(/^Password/).fill('short');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(page.getByText('Please enter your first name.')).toBeVisible();
    await expect(page.getByText('Please use at least 8 characters for your password.')).toBeVisible();

    await page.getByLabel(/^First name/).fill('Avery');
    await page.getByLabel(/^Last name/).fill('Fairway');
    await page.getByLabel(/^Email/).fill(uniqueEmail(testInfo, 'new'));
    await page.getByLabel(/^Password/).fill('a quiet back nine');
    await page.getByLabel(/^Phone/).fill('(918) 555-0190');
    await page.getByRole('combobox', { name: 'Preferred location' }).click();
    await page.getByRole('option', { name: 'Tulsa' }).click();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();

    await expect(toast(page, 'Registration successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a taken e-mail: "Registration failed" with the server\'s message', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/auth?mode=register');
    await page.getByLabel(/^First name/).fill('Riley');
    await page.getByLabel(/^Last name/).fill('Again');
    await page.getByLabel(/^Email/).fill(player.email);
    await page.getByLabel(/^Password/).fill('a quiet back nine');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();

    const failed = toast(page, 'Registration failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('An account with this email already exists');
    await expect(page.getByLabel(/^Email/)).toBeFocused();
  });

  test(
    'Google sign-in without a configured client id says the identity service is not configured',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Continue with Google' }).click();

      const failed = toast(page, 'Google login failed');
      await expect(failed).toBeVisible();
      await expect(failed).toContainText('the identity service is not properly configured');
      await expect(failed).toContainText('required API keys');
    },
  );
});

test.describe('password recovery', () => {
  test('forgot password: the same friendly answer, whoever asks', { tag: '@any-width' }, async ({ page }, testInfo) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();

    const email = uniqueEmail(testInfo, 'forgot');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: email })).toContainText(
      'has a Back Nine account, a link to choose a new password is on its way',
    );
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('reset with a bad token: a clear error and the way to a new link', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/reset-password?token=this-is-not-a-real-reset-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel(/^New password/).fill('a brand new swing');
    await page.getByLabel(/^Type it again/).fill('a brand new swing');
    await page.getByRole('button', { name: 'Save new password' }).click();

    const alert = page.getByRole('alert').filter({ hasText: "This link can't be used" });
    await expect(alert).toContainText('This reset link is invalid or has expired. Please request a new one.');
    await alert.getByRole('link', { name: 'Get a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('reset without a token says the link is incomplete', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});

test.describe('/profile', () => {
  test('edits name, phone and preferred location, then changes the password', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'profile');
    const password = 'first swing of spring';
    const created = await page.request.post('/api/register', { data: { firstName: 'Morgan', lastName: 'Links', email, password } });
    expect(created.status()).toBe(201);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Morgan Links' })).toBeVisible();
    const details = page.getByRole('form', { name: 'Your details' });
    await expect(details.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await details.getByLabel(/^First name/).fill('Morgana');
    await details.getByLabel(/^Phone/).fill('(972) 555-0133');
    await details.getByRole('combobox', { name: 'Preferred location' }).click();
    await page.getByRole('option', { name: 'Richardson' }).click();
    await details.getByRole('button', { name: 'Save changes' }).click();

    await expect(toast(page, 'Profile updated')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Morgana Links' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Your details' }).getByLabel(/^Phone/)).toHaveValue('(972) 555-0133');
    await expect(page.getByRole('form', { name: 'Your details' }).getByRole('combobox', { name: 'Preferred location' })).toHaveText(
      'Richardson',
    );

    const pw = page.getByRole('form', { name: 'Change password' });
    await pw.getByLabel(/^Current password/).fill('not my password');
    await pw.getByLabel(/^New password/).fill('second swing of spring');
    await pw.getByLabel(/^Type the new password again/).fill('second swing of spring');
    await pw.getByRole('button', { name: 'Change password' }).click();
    await expect(pw.getByText('Your current password is not correct.')).toBeVisible();

    await pw.getByLabel(/^Current password/).fill(password);
    await pw.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();
    await expect(pw.getByLabel(/^Current password/)).toHaveValue('');

    // The new password is the one that works now.
    const newLogin = await page.request.post('/api/login', { data: { email, password: 'second swing of spring' } });
    expect(newLogin.status()).toBe(200);
  });
});
