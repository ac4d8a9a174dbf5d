import { expect, test, type Page } from './support/test.js';
import { DEMO, graphql, registerFresh, signIn } from './support/accounts.js';
import { waitForMail } from './support/mailbox.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { cardPayment } from './support/cards.js';
import { keepScreenshot } from './support/screens.js';

// Weekly reminders (issue #17): an admin writes a reminder, previews it for a person, sends it now,
// and the message reaches the e2e server's SMTP server with the unsubscribe headers (at desktop width:
// admin flows, playwright.config.ts); the person's one-click link unsubscribes them, and their profile
// shows it (at both widths: a customer's screens).

/** The mail's one-click unsubscribe address (RFC 2369/8058 headers), also written in its text. */
function unsubscribeLink(mail: Awaited<ReturnType<typeof waitForMail>>): URL {
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = /<mailto:[^>]+>, <(https?:\/\/[^>]+\/unsubscribe\?token=[^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '');
  expect(unsubscribe, mail.headers['list-unsubscribe']).not.toBeNull();
  expect(mail.text).toContain(unsubscribe![1]);
  return new URL(unsubscribe![1]!);
}

test(
  'an admin writes a reminder, previews and sends it; it arrives with one-click unsubscribe headers',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const width = testInfo.project.name;
    const tag = `${width}-${Date.now().toString(36)}`;
    // The person it goes to: a fresh account (the audience is everyone, so it includes them).
    const person = await registerFresh(page, 'reminder');
    const login = await page.request.post('/api/login', { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
    expect(login.ok()).toBeTruthy();

    await page.goto('/admin/weekly-reminders');
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly reminders' })).toBeVisible();
    await page.getByRole('button', { name: 'New reminder' }).click();
    const editor = page.getByRole('dialog', { name: 'New weekly reminder' });
    await expect(editor).toBeVisible();

    await editor.getByRole('textbox', { name: 'Name' }).fill(`Weekend nudge ${tag}`);
    await editor.getByRole('combobox', { name: 'Venue clock' }).click();
    await page.getByRole('option', { name: 'Tulsa (America/Chicago)' }).click();
    await editor.getByRole('textbox', { name: 'Subject' }).fill(`Bays are open this weekend, {firstName} (${tag})`);
    const message = editor.getByRole('textbox', { name: 'Message' });
    // An unknown placeholder is refused, naming it.
    await message.fill('Hi {firstName}, use code {promo}!');
    await message.blur();
    await expect(editor.getByText('Unknown placeholder {promo}. Use only {firstName}, {location}, {nextBooking}.').first()).toBeVisible();
    await message.fill('Hi {firstName},\n\nThe bays at {location} are free on Saturday. Your next booking: {nextBooking}.');
    await editor.getByRole('button', { name: 'Insert {location} into the message' }).click();
    await expect(message).toHaveValue(/Your next booking: \{nextBooking\}\. \{location\}$/);
    await message.fill('Hi {firstName},\n\nThe bays at {location} are free on Saturday. Your next booking: {nextBooking}.');

    // Live preview for the chosen person, updated as the draft changes.
    const previewFor = editor.getByRole('combobox', { name: 'Preview for' });
    await previewFor.fill(person.email);
    await page.getByRole('option', { name: new RegExp(person.email.replace(/[.+]/g, '\\$&')) }).click();
    const preview = editor.getByRole('region', { name: 'Preview' });
    await expect(preview.getByTestId('preview-subject')).toHaveText(`Bays are open this weekend, ${person.firstName} (${tag})`);
    await expect(preview.getByTestId('preview-body')).toContainText(`Hi ${person.firstName},`);
    await expect(preview.getByTestId('preview-body')).toContainText('Your next booking: no bay booked yet.');
    await expect(preview).toContainText(`To: ${person.email}`);
    await expectNoSeriousAxeViolations(page, 'reminder editor');
    await keepScreenshot(page, testInfo, `reminder-editor-${width}.png`, { fullPage: true });

    await editor.getByRole('button', { name: 'Create reminder' }).click();
    await expect(editor).toBeHidden();
    const card = page.getByRole('article', { name: `Weekend nudge ${tag}` });
    await expect(card).toContainText('Thursdays at 10:00 AM, Tulsa time');
    await expect(card).toContainText('Not sent yet');

    // Send now, confirmed.
    await card.getByRole('button', { name: `Send now: Weekend nudge ${tag}` }).click();
    const confirm = page.getByRole('dialog', { name: `Send “Weekend nudge ${tag}” now?` });
    await confirm.getByRole('button', { name: 'Send now' }).click();
    await expect(confirm).toBeHidden();

    // The message arrives in the test SMTP server, with RFC 2369/8058 unsubscribe headers.
    const mail = await waitForMail(person.email, new RegExp(tag));
    expect(mail.subject).toBe(`Bays are open this weekend, ${person.firstName} (${tag})`);
    expect(mail.text).toContain(`Hi ${person.firstName},`);
    unsubscribeLink(mail);

    // The send log lists the run and, opened, its recipients.
    await expect(card).not.toContainText('Not sent yet');
    const log = page.getByRole('region', { name: 'Send log' });
    const run = log.getByRole('button', { name: new RegExp(`Weekend nudge ${tag} · sent now`) });
    await run.click();
    await expect(log.getByRole('table', { name: 'Recipients' })).toContainText(person.email);
    await expectNoSeriousAxeViolations(page, 'weekly reminders page');
    await keepScreenshot(page, testInfo, `weekly-reminders-${width}.png`, { fullPage: true });
  },
);

test('the one-click link unsubscribes without signing in; the profile shows it and turns reminders back on', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000); // the reminder goes to every Birdie member of the run
  const width = testInfo.project.name;
  const tag = `${width}-${Date.now().toString(36)}`;
  // The person: a fresh Birdie member. The reminder: written and sent by an admin through the API (the
  // editor is the test above's), to Birdie members.
  const person = await registerFresh(page, 'reminder-link');
  await graphql(
    page,
    'mutation($key: String!, $payment: PaymentInput!) { subscribeMembership(plan: "Birdie", idempotencyKey: $key, payment: $payment) { id } }',
    {
      key: `e2e-${tag}`,
      payment: await cardPayment(page, '4242424242424242', { save: true }),
    },
  );
  const admin: Page = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  await signIn(admin, 'admin');
  const { locations } = await graphql<{ locations: { id: string; slug: string }[] }>(admin, '{ locations { id slug } }');
  const { createWeeklyReminder } = await graphql<{ createWeeklyReminder: { id: string } }>(
    admin,
    'mutation($i: WeeklyReminderInput!) { createWeeklyReminder(input: $i) { id } }',
    {
      i: {
        name: `Member nudge ${tag}`,
        audience: 'birdie_members',
        locationId: locations.find((l) => l.slug === 'tulsa')!.id,
        weekday: 4,
        time: '10:00',
        subject: `Your free hours are waiting, {firstName} (${tag})`,
        body: 'Hi {firstName}, two free hours at {location} this month.',
        active: false,
      },
    },
  );
  await graphql(admin, 'mutation($id: ID!) { sendWeeklyReminderNow(id: $id) { id } }', { id: createWeeklyReminder.id });
  await admin.context().close();
  const link = unsubscribeLink(await waitForMail(person.email, new RegExp(tag), 60_000));

  // The link, opened where the mail is read (signed out): GET only asks; the button unsubscribes.
  await page.request.post('/api/logout');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from weekly reminders?' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'unsubscribe confirm page');
  await keepScreenshot(page, testInfo, `unsubscribe-${width}.png`, { fullPage: true });
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();

  // Their profile shows the same opt-out, and turns it back on.
  const res = await page.request.post('/api/login', { data: { email: person.email, password: person.password } });
  expect(res.ok()).toBeTruthy();
  await page.goto('/profile');
  const toggle = page.getByLabel('Weekly reminders');
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('Weekly reminders on')).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.getByRole('heading', { name: 'E-mails' }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, `profile-emails-${width}.png`);
});
