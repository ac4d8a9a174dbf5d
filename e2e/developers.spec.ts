import { expect, test } from './support/test.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { keepScreenshot } from './support/screens.js';

// /developers (issue #18): the public schedule's reference read from the live schema, keys, limits,
// copyable examples, and the explorer, loaded only when asked for, running a public query.

test('/developers documents the public schedule from the schema and runs a query in the explorer', async ({ page }, testInfo) => {
  test.setTimeout(120_000); // the explorer's editors and their workers are megabytes of script to load and start
  const width = page.viewportSize()!.width;
  const explorerRequests: string[] = [];
  page.on('request', (r) => {
    if (/ApiExplorer|\.worker/.test(r.url())) explorerRequests.push(r.url());
  });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Developers' }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our schedule, open to build on.' })).toBeVisible();

  // The reference is the schema's own: its descriptions, arguments and types.
  const reference = page.getByRole('region', { name: 'What you can read' });
  const availability = reference.getByRole('article', { name: 'availability', exact: true });
  await expect(availability).toContainText('→ Availability!');
  await expect(availability).toContainText('Local date at the location, YYYY-MM-DD.');
  await expect(reference.getByRole('article', { name: 'availabilityChanged', exact: true })).toContainText('subscription');
  // Only the public schedule: nothing private, nothing admin.
  await expect(reference.getByRole('article', { name: 'me', exact: true })).toHaveCount(0);
  await expect(reference.getByRole('article', { name: 'adminUsers', exact: true })).toHaveCount(0);

  await expect(page.getByRole('region', { name: 'Keys' })).toContainText('Authorization: Bearer YOUR_API_KEY');
  await expect(page.getByRole('table', { name: 'Document limits' })).toContainText('Cost per query');
  const examples = page.getByRole('region', { name: 'Examples' });
  await expect(examples.getByRole('figure')).toHaveCount(3);
  await expectNoSeriousAxeViolations(page, '/developers');
  await keepScreenshot(page, testInfo, `developers-${width}.png`, { fullPage: true });

  // The explorer's code is not part of the page until asked for.
  expect(explorerRequests).toEqual([]);
  await page.getByRole('button', { name: 'Open the explorer' }).click();
  const run = page.getByRole('button', { name: /Execute query/i });
  await expect(run).toBeVisible({ timeout: 20_000 });
  // Monaco has loaded the sample query (a click before that runs an empty editor).
  await expect(page.locator('.graphiql-query-editor')).toContainText('query Availability', { timeout: 20_000 });
  await run.click();
  // Monaco renders only the lines in view: the answer's first lines are enough.
  const answer = page.locator('.graphiql-response');
  await expect(answer).toContainText('"availability"', { timeout: 30_000 });
  await answer.scrollIntoViewIfNeeded();
  expect(explorerRequests.length).toBeGreaterThan(0);
  await keepScreenshot(page, testInfo, `developers-explorer-${width}.png`);
});
