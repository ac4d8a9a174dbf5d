import { expect, test } from './support/test.js';
import { graphql, registerFresh } from './support/accounts.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { cardPayment } from './support/cards.js';
import { keepScreenshot } from './support/screens.js';

// Issue 37, the customers' side: a page of one league (from its card's title), a coach's profile (from
// their card on /lessons) with the lesson booking that coach chosen, and a player's league in their
// account with its nights, receipt and withdrawal. Entries: one place in the Tulsa Tuesday league per
// project, paid then withdrawn (leagues.spec.ts counts the Hudson Oaks league's places: not that one).

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test('a league has its own page: facts, every night, places left and Join; a league under way shows its standings', async ({
  page,
}, testInfo) => {
  await page.goto('/leagues/tulsa');
  await page
    .getByRole('article', { name: 'Tulsa Tuesday Stroke League' })
    .getByRole('link', { name: 'Tulsa Tuesday Stroke League', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/leagues/tulsa/${UUID.source}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tulsa Tuesday Stroke League' })).toBeVisible();
  await expect(page.getByText(/^Tuesdays at 7:00 PM · 2 hours$/)).toBeVisible();
  await expect(page.getByText('$120.00 per player')).toBeVisible();
  await expect(page.getByText(/^\d+ of 16 places left$/)).toBeVisible();
  const nights = page.getByRole('region', { name: 'The nights' });
  await expect(nights.getByRole('listitem')).toHaveCount(8);
  await expect(nights.getByRole('listitem').first()).toContainText(/Night 1.*7:00 PM - 9:00 PM/);
  await expect(page.getByRole('link', { name: 'Join Tulsa Tuesday Stroke League' })).toHaveAttribute('href', /\/league-payment\?league=/);
  await expectNoSeriousAxeViolations(page);
  await keepScreenshot(page, testInfo, 'league-page.png', { fullPage: true });

  // The league under way: its name in the standings links to its page, which shows the standings.
  await page.getByRole('link', { name: 'Leagues at Tulsa', exact: true }).first().click();
  await page
    .getByRole('region', { name: 'Thursday Night Club League: standings' })
    .getByRole('link', { name: 'Thursday Night Club League', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thursday Night Club League' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Thursday Night Club League: standings' }).getByRole('row')).toHaveCount(7);
  await expect(page.getByRole('link', { name: /^Join/ })).toHaveCount(0);
  await expect(page.locator('[data-transition]')).toHaveCount(0); // the page transition over
  await keepScreenshot(page, testInfo, 'league-page-standings.png', { fullPage: true });

  // Another location's path, an unknown id, a malformed one: the not-found page.
  const id = new URL(page.url()).pathname.split('/').pop()!;
  for (const path of [`/leagues/richardson/${id}`, '/leagues/tulsa/00000000-0000-4000-8000-000000000000', '/leagues/tulsa/nope']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
  }
});

test('a coach has a profile: where and when they teach, and a lesson booking with them chosen', async ({ page }, testInfo) => {
  await page.goto('/lessons');
  await page.getByRole('article', { name: 'Priya Raman' }).getByRole('link', { name: 'Priya Raman', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/lessons/coaches/${UUID.source}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
  await expect(page.getByText(/^Club-fitting expert and power coach/)).toBeVisible();
  const hours = page.getByRole('region', { name: 'Where and when Priya teaches' });
  const hudson = hours.getByRole('region', { name: 'Back Nine Hudson Oaks' });
  await expect(hudson.getByRole('term')).toHaveText(['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays']);
  await expect(hudson.getByRole('definition').first()).toHaveText('10:00 AM - 6:00 PM');
  await expectNoSeriousAxeViolations(page);
  await keepScreenshot(page, testInfo, 'coach-profile.png', { fullPage: true });

  await hours.getByRole('link', { name: 'Book a lesson with Priya Raman at Hudson Oaks' }).click();
  await expect(page).toHaveURL(new RegExp(`/lessons/hudsonoaks\\?coach=${UUID.source}$`));
  const panel = page.getByRole('region', { name: 'Book a lesson at Hudson Oaks' });
  await expect(panel.getByRole('button', { name: 'Priya Raman' })).toHaveAttribute('aria-pressed', 'true');

  for (const path of ['/lessons/coaches/00000000-0000-4000-8000-000000000000', '/lessons/coaches/nope']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
  }
});

test("a player's league is in their account: its nights, the receipt, and withdrawing with the refund", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await registerFresh(page, 'league-account');
  // The sign-up through the API (the payment screens are leagues.spec.ts's).
  const { leagues } = await graphql<{ leagues: { id: string; name: string }[] }>(page, '{ leagues(location: "tulsa") { id name } }');
  const league = leagues.find((l) => l.name === 'Tulsa Tuesday Stroke League')!;
  const { joinLeague } = await graphql<{ joinLeague: { id: string } }>(
    page,
    'mutation($i: JoinLeagueInput!) { joinLeague(input: $i) { id } }',
    { i: { leagueId: league.id } },
  );
  const paid = await graphql<{ payLeagueEntry: { status: string } }>(
    page,
    'mutation($e: ID!, $p: PaymentInput!, $k: String!) { payLeagueEntry(entryId: $e, payment: $p, idempotencyKey: $k) { status } }',
    { e: joinLeague.id, p: await cardPayment(page), k: `e2e-${joinLeague.id}` },
  );
  expect(paid.payLeagueEntry.status).toBe('PAID');

  await page.goto('/booking-history');
  const mine = page.getByRole('region', { name: 'Your leagues' });
  const entry = mine.getByRole('article', { name: 'Tulsa Tuesday Stroke League' });
  await expect(entry.getByText(/^Tuesdays at 7:00 PM · 2 hours · Back Nine Tulsa$/)).toBeVisible();
  await entry.getByText(/^8 nights · /).click();
  await expect(entry.getByRole('listitem')).toHaveCount(8);
  await expect(entry.getByText(/^Paid \$120\.00/)).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', `/league-confirmation?entry=${joinLeague.id}`);
  await expect(entry.getByRole('link', { name: 'Tulsa Tuesday Stroke League' })).toHaveAttribute(
    'href',
    new RegExp(`^/leagues/tulsa/${league.id}$`),
  );
  await expectNoSeriousAxeViolations(page);
  await keepScreenshot(page, testInfo, 'account-league.png', { fullPage: true });

  await entry.getByRole('button', { name: 'Withdraw from Tulsa Tuesday Stroke League' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw from Tulsa Tuesday Stroke League?' });
  await expect(dialog.getByText('the entry fee of $120.00 is refunded in full to your card')).toBeVisible();
  await keepScreenshot(page, testInfo, 'account-league-withdraw.png');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(entry.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(entry.getByText(/^Paid \$120\.00 · refunded \$120\.00/)).toBeVisible();
  await expect(entry.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
});
