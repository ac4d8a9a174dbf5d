import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.js';
import { graphql, signIn } from './support/accounts.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { cardPayment } from './support/cards.js';
import { appNow } from './support/clock.js';
import { keepScreenshot } from './support/screens.js';

// Coach admin (issue #15): an admin creates a coach, gives them hours at Tulsa, a lesson is booked
// and paid, a change that would strand it is refused naming it, and the lesson shows in the coach's
// totals, at desktop width (admin flows: playwright.config.ts). Reserved for this spec: Tulsa lessons
// three days ahead (venue time) at 11:00, with a new coach of its own; no other spec books that day.

const ZONE = 'America/Chicago';
// A 1×1 PNG.
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function venueDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(appNow());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}
const weekdayOf = (date: string) => WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;

test(
  'an admin creates a coach, edits their hours, is refused a change that strands a lesson, and sees it in the totals',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const name = `Quinn Desktop ${Date.now().toString(36)}`;
    const date = venueDate(3);
    const weekday = weekdayOf(date);
    const hour = 11;
    await signIn(page, 'admin');

    // Create the coach in the dialog.
    await page.goto('/admin/coach-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Coach management' })).toBeVisible();
    await page.getByRole('button', { name: 'New coach' }).click();
    const dialog = page.getByRole('dialog', { name: 'New coach' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('E-mail').fill(`${name.toLowerCase().replace(/ /g, '.')}@coaches.example`);
    await dialog.getByLabel('Hourly rate').fill('0');
    await dialog.getByRole('button', { name: 'Create coach' }).click();
    await expect(dialog.getByText('Please enter an hourly rate above $0.00 and at most $1,000.00.')).toBeVisible();
    await dialog.getByLabel('Hourly rate').fill('80');
    const tulsa = dialog.getByRole('checkbox', { name: 'Tulsa' });
    if (!(await tulsa.isChecked())) await tulsa.check();
    await dialog.getByRole('button', { name: 'Create coach' }).click();
    await expect(dialog).toBeHidden();
    const grid = page.getByRole('grid', { name: 'Coaches' });
    await expect(grid.getByText(name)).toBeVisible();

    // A photo: a text file named .png is refused by its bytes; a real PNG is stored and shown.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel('Coach photo').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(edit.getByText('The photo must be a JPEG, PNG or WebP image.')).toBeVisible();
    await edit
      .getByLabel('Coach photo')
      .setInputFiles({ name: 'quinn.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
    await expect(page.getByText('Photo saved')).toBeVisible();
    await expect(edit.getByRole('img', { name: `${name}'s photo` })).toHaveAttribute(
      'src',
      /^\/api\/coaches\/[0-9a-f-]{36}\/photo\?v=\d+$/,
    );
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await keepScreenshot(page, testInfo, 'coach-management.png', { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // Give them 09:00–17:00 on the lesson's weekday at Tulsa.
    await page.goto('/admin/coach-hours');
    await page.getByRole('combobox', { name: 'Coach' }).click();
    await page.getByRole('option', { name }).click();
    const week = page.getByRole('region', { name: 'Weekly hours at Tulsa' });
    await week.getByRole('button', { name: `Add a range on ${weekday}` }).click();
    await week.getByRole('button', { name: 'Save hours at Tulsa' }).click();
    await expect(page.getByText(`${name}'s hours at Tulsa saved`)).toBeVisible();

    // A lesson with them, booked and paid (here through the API: the customer's flow is lessons.spec.ts).
    const coaches = await graphql<{ coaches: { id: string; name: string }[] }>(page, '{ coaches(location: "tulsa") { id name } }');
    const coachId = coaches.coaches.find((c) => c.name === name)!.id;
    const held = await graphql<{ holdLesson: { id: string; reference: string } }>(
      page,
      'mutation($i: LessonRequestInput!) { holdLesson(input: $i) { id reference } }',
      { i: { location: 'tulsa', date, startHour: hour, coachId } },
    );
    await graphql(
      page,
      'mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { status } }',
      { id: held.holdLesson.id, p: await cardPayment(page), k: randomUUID() },
    );

    // Taking the day away would strand it: refused, naming the lesson.
    await page.reload();
    await page.getByRole('combobox', { name: 'Coach' }).click();
    await page.getByRole('option', { name }).click();
    await week.getByRole('button', { name: `Remove ${weekday} range 1` }).click();
    await week.getByRole('button', { name: 'Save hours at Tulsa' }).click();
    const refusal = week.getByRole('alert');
    await expect(refusal).toContainText(held.holdLesson.reference);
    await expect(refusal).toContainText('Move or cancel it first.');
    await keepScreenshot(page, testInfo, 'coach-hours-refused.png', { fullPage: true });
    await keepScreenshot(week, testInfo, 'coach-hours-week.png');

    // The lesson is still to come: booked ahead in the coach's totals, not taught.
    const totals = page.getByRole('table', { name: 'Lessons taught per coach' });
    await expect(totals.getByRole('row', { name: new RegExp(`${name} 0 0 1 1$`) })).toBeVisible();
    await page.getByRole('button', { name: 'Per month' }).click();
    await expect(totals.getByRole('row', { name: new RegExp(`${date.slice(0, 7)} ${name} 0 0 1 1$`) })).toBeVisible();
    await keepScreenshot(page, testInfo, 'coach-hours.png', { fullPage: true });
    await keepScreenshot(page.getByRole('region', { name: 'Time off' }), testInfo, 'coach-hours-time-off.png');
    await keepScreenshot(page.getByRole('region', { name: 'Lessons taught' }).first(), testInfo, 'coach-hours-totals.png');
    await expectNoSeriousAxeViolations(page);
  },
);
