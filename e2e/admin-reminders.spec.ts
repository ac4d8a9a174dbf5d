import { expect, test } from '@playwright/test';
import { DEMO, registerFresh } from './support/accounts.js';
import { waitForMail } from './support/mailbox.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';

// Weekly reminders (issue #17): an admin writes a reminder, previews it for a person, sends it now,
// and the message reaches the e2e server's SMTP server with the unsubscribe headers; the person's
// one-click link unsubscribes them, and their profile shows it.

test('an admin writes a reminder, previews and sends it; it arrives with one-click unsubscribe, which works', async ({
  page,
}, testInfo) => {
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
  await page.screenshot({ path: testInfo.outputPath(`reminder-editor-${width}.png`), fullPage: true });

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
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = /<mailto:[^>]+>, <(https?:\/\/[^>]+\/unsubscribe\?token=[^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '');
  expect(unsubscribe, mail.headers['list-unsubscribe']).not.toBeNull();
  expect(mail.text).toContain(unsubscribe![1]);

  // The send log lists the run and, opened, its recipients.
  await expect(card).not.toContainText('Not sent yet');
  const log = page.getByRole('region', { name: 'Send log' });
  const run = log.getByRole('button', { name: new RegExp(`Weekend nudge ${tag} · sent now`) });
  await run.click();
  await expect(log.getByRole('table', { name: 'Recipients' })).toContainText(person.email);
  await expectNoSeriousAxeViolations(page, 'weekly reminders page');
  await page.screenshot({ path: testInfo.outputPath(`weekly-reminders-${width}.png`), fullPage: true });

  // The one-click link: GET only asks; the button unsubscribes, no sign-in needed.
  const link = new URL(unsubscribe![1]!);
  const visitor = await page.context().browser()!.newContext({ viewport: page.viewportSize()!, baseURL: testInfo.project.use.baseURL });
  const outside = await visitor.newPage();
  await outside.goto(`${link.pathname}${link.search}`);
  await expect(outside.getByRole('heading', { level: 1, name: 'Unsubscribe from weekly reminders?' })).toBeVisible();
  await expectNoSeriousAxeViolations(outside, 'unsubscribe confirm page');
  await outside.screenshot({ path: testInfo.outputPath(`unsubscribe-${width}.png`), fullPage: true });
  await outside.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(outside.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();

  // Their profile shows the same opt-out, and turns it back on.
  const res = await outside.request.post('/api/login', { data: { email: person.email, password: person.password } });
  expect(res.ok()).toBeTruthy();
  await outside.goto('/profile');
  const toggle = outside.getByLabel('Weekly reminders');
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(outside.getByText('Weekly reminders on')).toBeVisible();
  await expect(toggle).toBeChecked();
  await outside.getByRole('heading', { name: 'E-mails' }).scrollIntoViewIfNeeded();
  await outside.screenshot({ path: testInfo.outputPath(`profile-emails-${width}.png`) });
  await visitor.close();
});
