import { expect, test, type Page } from './support/test.js';

// Every public page of the screens work renders its key content, and its links go where a person
// expects. Leagues and events have no data in the API yet: the pages say so honestly.

const locations = [
  { slug: 'tulsa', name: 'Tulsa' },
  { slug: 'richardson', name: 'Richardson' },
  { slug: 'hudsonoaks', name: 'Hudson Oaks' },
];

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const toast = (page: Page, text: string) => page.locator('[data-toast]').filter({ hasText: text });

test('/events: the calendar, the kinds of events, member-only events and private parties', async ({ page }) => {
  await page.goto('/events');
  await expect(h1(page, 'Nights worth showing up for')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeVisible();
  for (const kind of ['Closest to the pin', 'Long-drive nights', 'Scramble tournaments', 'Birdie member nights']) {
    await expect(page.getByRole('heading', { name: kind })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Member-only events' })).toBeVisible();
  const privateEvents = page.getByRole('region', { name: 'Planning a party or a team night?' });
  for (const l of locations) {
    await expect(privateEvents.getByRole('link', { name: new RegExp(`^Call ${l.name}`) })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  }
  await page.getByRole('link', { name: 'About Birdie membership' }).click();
  await expect(page).toHaveURL(/\/memberships$/);
});

test('/memberships: None $0 and Birdie $89 with the benefits table of spec section 9', async ({ page }) => {
  await page.goto('/memberships');
  await expect(h1(page, /Play more\.\s*Pay less\./)).toBeVisible();
  const none = page.getByRole('article', { name: 'None' });
  const birdie = page.getByRole('article', { name: 'Birdie' });
  await expect(none).toContainText('$0');
  await expect(birdie).toContainText('$89');

  const table = page.getByRole('table', { name: 'What Birdie gets you' });
  const rows: Array<[string, string, string]> = [
    ['Price', 'Not included', '$89 per month, renews automatically each month'],
    ['Hourly rate', '$60 per hour standard', '$40 per hour beyond the included hours'],
    ['Included hours', 'Not included', '2 free hours per month'],
    ['Booking window', 'Up to 2 days ahead', 'Up to 5 days ahead'],
    ['Events', 'Not included', 'Member-only events'],
  ];
  for (const [item, plain, member] of rows) {
    const row = table.getByRole('row', { name: new RegExp(`^${item}`) });
    await expect(row.getByRole('cell').nth(0)).toHaveText(new RegExp(plain.replace(/[$]/g, '\\$')));
    await expect(row.getByRole('cell').nth(1)).toHaveText(member);
  }

  // The calculator: 4 hours a month is $240 pay-as-you-play, $169 as a Birdie.
  await expect(page.getByText('Birdie saves you $71.00 a month at 4 hours.')).toBeVisible();

  // Signed out, "Become a Birdie" goes through sign-in to /subscribe.
  await birdie.getByRole('link', { name: 'Become a Birdie' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fsubscribe$/);
});

test('/leagues: overall and per location, unknown location is not found', async ({ page }) => {
  await page.goto('/leagues');
  await expect(h1(page, 'League night is the best night of the week')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Play solo or bring a team' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Leagues by location' });
  await expect(nav.getByRole('link', { name: 'All locations' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Tulsa' }).click();
  await expect(page).toHaveURL(/\/leagues\/tulsa$/);
  await expect(h1(page, 'Leagues at Tulsa')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Tulsa' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Sign up for a season' })).toBeVisible();

  await page.goto('/leagues/atlantis');
  await expect(page.getByRole('heading', { name: /couldn.t find that page/i })).toBeVisible();
});

test('/lessons: overall and per location', async ({ page }) => {
  await page.goto('/lessons');
  await expect(h1(page, 'A better swing, one hour at a time')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who lessons are for' })).toBeVisible();
  await page.getByRole('link', { name: 'Lessons at Richardson' }).click();
  await expect(page).toHaveURL(/\/lessons\/richardson$/);
  await expect(h1(page, 'Lessons at Richardson')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coaches at Richardson' })).toBeVisible();
});

test('/franchise: the offer and an inquiry that is checked, then sent', async ({ page }) => {
  await page.goto('/franchise');
  await expect(h1(page, /Bring Back Nine\s*to your town/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What you get as a Back Nine partner' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Franchise inquiry' });
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByLabel(/^Your name/)).toBeFocused();

  await form.getByLabel(/^Your name/).fill('Sam Ortiz');
  await form.getByLabel(/^Email/).fill('sam.ortiz@example.com');
  await form.getByLabel(/^Phone/).fill('(405) 555-0199');
  await form.getByLabel(/^City or market/).fill('Oklahoma City');
  await form.getByLabel(/^Message/).fill('We run two sports bars and have a 6,000 sq ft space downtown.');
  await form.getByRole('button', { name: 'Send inquiry' }).click();

  await expect(toast(page, 'Inquiry sent')).toBeVisible();
  await expect(page.getByText("Thanks, Sam. We've got your inquiry.")).toBeVisible();
});

test('/locations: every location with address, phone, hours and a booking link', async ({ page }) => {
  await page.goto('/locations');
  await expect(h1(page, /Three clubhouses/)).toBeVisible();
  for (const l of locations) {
    const card = page.getByRole('article', { name: l.name });
    await expect(card.getByRole('heading', { level: 2, name: l.name })).toBeVisible();
    await expect(card.locator('address')).toBeVisible();
    await expect(card.getByRole('link', { name: new RegExp(`^Call ${l.name}`) })).toBeVisible();
    await expect(card.getByText('Monday to Thursday')).toBeVisible();
    await expect(card.getByRole('link', { name: `Book at ${l.name}` })).toHaveAttribute('href', `/booking/${l.slug}`);
  }
});

test('/select-location: a card per location, each to /booking/{slug}', async ({ page }) => {
  await page.goto('/select-location');
  await expect(h1(page, 'Where are you playing?')).toBeVisible();
  for (const l of locations) {
    await expect(page.getByRole('link', { name: `Book at ${l.name}` })).toHaveAttribute('href', `/booking/${l.slug}`);
  }
  await page.getByRole('link', { name: 'Book at Hudson Oaks' }).click();
  await expect(page).toHaveURL(/\/booking\/hudsonoaks$/);
});
