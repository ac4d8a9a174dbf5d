import { expect, test } from './support/test.js';
import { graphql, registerFresh, signIn } from './support/accounts.js';
import { venueDate } from './support/clock.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { cardFrame, fillCard } from './support/cards.js';
import { keepScreenshot } from './support/screens.js';

// Leagues (issue #14): the public pages list each location's leagues with places left and the
// standings of the demo league under way at Tulsa; a new player joins Hudson Oaks' open league,
// pays by card and sees the confirmation with every night. Reserved for this spec: entries in the
// Hudson Oaks Tuesday league (16 places, 3 taken by the demo data; each run takes one per project).
// League management creates (and closes) its own Hudson Oaks league per run, with no entries (admin
// flows run at desktop width: playwright.config.ts).

test('a location lists its leagues with places left, and the standings of the league under way', async ({ page }, testInfo) => {
  await page.goto('/leagues/tulsa');
  await expect(page.getByRole('heading', { level: 1, name: 'Leagues at Tulsa' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Tulsa Tuesday Stroke League' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Tuesdays at 7:00 PM · 2 hours$/)).toBeVisible();
  await expect(card.getByText('$120.00 per player')).toBeVisible();
  await expect(card.getByText(/^\d+ of 16 places left$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Join Tulsa Tuesday Stroke League' })).toBeVisible();

  const standings = page.getByRole('region', { name: 'Thursday Night Club League: standings' });
  await expect(standings.getByRole('row')).toHaveCount(7); // a header and six players
  await expect(standings.getByText(/Ties on points are broken, among the tied only, by countback/)).toBeVisible();
  await keepScreenshot(page, testInfo, 'leagues-tulsa.png', { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  await page.goto('/leagues');
  await expect(
    page.getByRole('article', { name: 'Wednesday Two-Person Scramble' }).getByText('Full', { exact: true }).first(),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'leagues-all.png', { fullPage: true });
});

test('a player joins a league; a declined card keeps the place, another card pays, and the confirmation shows every night', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000); // three pages and two axe runs; a loaded CI machine needs the room
  await registerFresh(page, 'league');
  await page.goto('/leagues/hudsonoaks');
  const card = page.getByRole('article', { name: 'Hudson Oaks Tuesday Stroke League' });
  const left = Number((await card.getByText(/places left$/).textContent())!.split(' ')[0]);
  await card.getByRole('link', { name: 'Join Hudson Oaks Tuesday Stroke League' }).click();

  await expect(page).toHaveURL(/\/league-payment\?entry=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Almost in' })).toBeVisible();
  await expect(page.getByText('League entry: Hudson Oaks Tuesday Stroke League')).toBeVisible();
  await expect(page.getByText(/Withdraw before the first night starts for a full refund/).first()).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay $120.00' });
  // A declined card: nothing charged, the place still held for this entry, another card at once.
  await fillCard(page, '4000 0000 0000 0002');
  await pay.click();
  const declined = page
    .getByRole('alert')
    .filter({ hasText: 'Your card was declined. Please use another card. Nothing was charged, and your place is still held.' });
  await expect(declined).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Almost in' })).toBeVisible();
  await expect(page.getByText('Your place is held for 10 minutes while you pay.')).toBeVisible();
  await cardFrame(page).getByLabel('Card number').fill('4242 4242 4242 4242');
  await expect(declined).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'league-payment.png', { fullPage: true });
  await expectNoSeriousAxeViolations(page);
  await pay.click();

  await expect(page).toHaveURL(/\/league-confirmation\?entry=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: "You're in Hudson Oaks Tuesday Stroke League" })).toBeVisible();
  const nights = page.getByRole('region', { name: 'Your league nights' });
  await expect(nights.getByRole('listitem')).toHaveCount(8);
  await expect(nights.getByRole('listitem').first()).toContainText(/7:00 PM - 9:00 PM/);
  const ics = nights.getByRole('link', { name: 'Add all nights to calendar' });
  const res = await page.request.get((await ics.getAttribute('href'))!);
  expect((await res.text()).match(/BEGIN:VEVENT/g)).toHaveLength(8);
  await keepScreenshot(page, testInfo, 'league-confirmation.png', { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  await page.goto('/leagues/hudsonoaks');
  // Live places: this player's is taken (the other project's run may have taken one more meanwhile).
  const now = Number((await card.getByText(/places left$/).textContent())!.split(' ')[0]);
  expect(now).toBeLessThanOrEqual(left - 1);
});

test(
  'an admin books the season’s bays and enters a night of scores; the standings follow on the public page',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    const { leagues } = await graphql<{ leagues: { id: string; name: string; status: string }[] }>(
      page,
      `
        query {
          leagues(location: "richardson") {
            id
            name
            status
          }
        }
      `,
    );
    const open = leagues.find((l) => l.status === 'OPEN')!;
    await page.goto(`/admin/leagues/${open.id}/bookings`);
    await expect(page.getByRole('heading', { level: 1, name: 'League bookings' })).toBeVisible();
    const nights = page.getByRole('table', { name: 'Season nights and their bays' });
    await expect(nights.getByRole('row')).toHaveCount(9); // a header and eight nights
    // A night on a public holiday or with an event that evening waits for its notes to be accepted.
    for (const box of await nights.getByRole('checkbox', { name: /^Accept the notes of night \d+$/ }).all()) await box.check();
    await page.getByRole('button', { name: 'Book the season' }).click();
    const report = page.getByRole('status').filter({ hasText: 'Per-night report' });
    await expect(report.getByRole('listitem')).toHaveCount(8);
    await expect(report.getByRole('listitem').first()).toContainText(/Night 1 \(.*\): booked/);
    await expect(nights.getByText(/booked \(BN-/).first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'admin-league-bookings.png', { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    const tulsa = await graphql<{ leagues: { id: string; status: string }[] }>(
      page,
      `
        query {
          leagues(location: "tulsa") {
            id
            status
          }
        }
      `,
    );
    const running = tulsa.leagues.find((l) => l.status === 'IN_PROGRESS')!;
    await page.goto(`/admin/leagues/${running.id}/results`);
    await expect(page.getByRole('heading', { level: 1, name: 'Results: Thursday Night Club League' })).toBeVisible();
    const first = page.getByRole('table', { name: 'Rounds by night' }).getByRole('row').nth(1);
    const name = (await first.getByRole('rowheader').textContent())!.trim();
    // A bad value is refused with the reason; nothing is saved.
    await page.getByRole('textbox', { name: `${name}, night 1` }).fill('5');
    await page.getByRole('button', { name: 'Save results' }).click();
    await expect(page.getByRole('alert')).toContainText('A round is at least 18 strokes.');
    // Night 3 for everyone: this player's best round ever, everyone else's worst.
    const rows = page.getByRole('table', { name: 'Rounds by night' }).getByRole('row');
    const count = await rows.count();
    await page.getByRole('textbox', { name: `${name}, night 1` }).fill('');
    for (let i = 1; i < count; i++) {
      const who = (await rows.nth(i).getByRole('rowheader').textContent())!.trim();
      await page.getByRole('textbox', { name: `${who}, night 3` }).fill(who === name ? '60' : '99');
    }
    await page.getByRole('textbox', { name: `${name}, night 1` }).fill('60');
    await page.getByRole('button', { name: 'Save results' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Results saved' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'admin-league-results.png', { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    await page.goto('/leagues/tulsa');
    const standings = page.getByRole('region', { name: 'Thursday Night Club League: standings' });
    await expect(standings.getByRole('row').nth(1)).toContainText(name);
  },
);

test(
  'an admin creates a league in the dialog, finds it in the grid, sees its entries and closes it',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000); // a grid, a dialog, a drawer and three axe runs
    const name = `E2E Desktop League ${Date.now().toString(36).toUpperCase()}`;
    await signIn(page, 'admin');
    await page.goto('/admin/league-management');
    await expect(page.getByRole('heading', { level: 1, name: 'League management' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Leagues' });
    await expect(grid.getByRole('gridcell', { name: /Thursday Night Club League/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /^\/api\/admin\/leagues\.csv\?/);
    await keepScreenshot(page, testInfo, 'admin-league-management.png', { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    // A league's entries with their payment state.
    await grid.getByRole('gridcell', { name: /Thursday Night Club League/ }).click();
    const club = page.getByRole('region', { name: 'Thursday Night Club League' });
    await expect(club.getByRole('heading', { name: 'Entries (6)' })).toBeVisible();
    await expect(club.getByRole('list', { name: 'Entries of Thursday Night Club League' }).getByText('Paid', { exact: true })).toHaveCount(
      6,
    );
    await club.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('button', { name: 'New league' }).click();
    const dialog = page.getByRole('dialog', { name: 'New league' });
    // The shared rules answer before the server is asked.
    await dialog.getByRole('button', { name: 'Create league' }).click();
    await expect(dialog.getByText('Please enter a name of 1 to 80 characters.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: /^Hudson Oaks/ }).click();
    await dialog.getByLabel('First night').fill(venueDate(30));
    await dialog.getByLabel('Start time').fill('22:30');
    await dialog.getByRole('textbox', { name: 'Entry fee' }).fill('85');
    await dialog.getByRole('button', { name: 'Create league' }).click();
    await expect(dialog.getByText('A night must end by midnight: start earlier or play fewer hours.')).toBeVisible();
    await dialog.getByLabel('Start time').fill('18:30');
    await keepScreenshot(page, testInfo, 'admin-league-dialog.png', { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create league' }).click();
    await expect(dialog).toBeHidden();

    // Its drawer: the terms, the pages, no entries yet.
    const drawer = page.getByRole('region', { name });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Nobody has signed up yet.')).toBeVisible();
    await expect(drawer.getByText('$85.00')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Season bookings' })).toHaveAttribute(
      'href',
      /^\/admin\/leagues\/[0-9a-f-]{36}\/bookings$/,
    );
    await drawer.getByRole('button', { name: 'Close', exact: true }).click();

    // In the grid, by a search the server runs.
    await page.getByRole('searchbox', { name: 'Search leagues' }).fill(name);
    await expect(page).toHaveURL(/q=E2E/);
    await expect(grid.getByRole('row')).toHaveCount(2); // the header and the league
    const cell = grid.getByRole('gridcell', { name: new RegExp(name) });
    await expect(cell).toBeVisible();
    await cell.click();

    // Closing asks first, then the league is done and kept.
    await drawer.getByRole('button', { name: 'Close league' }).click();
    const confirm = page.getByRole('dialog', { name: `Close ${name}?` });
    await expect(confirm).toContainText('every paid entry (0) is refunded in full');
    await confirm.getByRole('button', { name: 'Close league' }).click();
    await expect(confirm).toBeHidden();
    await expect(drawer.getByText('Closed by the venue.', { exact: false })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'admin-league-drawer.png', { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await drawer.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(grid.getByRole('gridcell', { name: 'Closed' })).toBeVisible();
  },
);
