import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Until the browser has hydrated a page the server rendered (issue 33), its markup is there but not its
 * handlers: a click would be lost. A visitor waits for the page to respond; a test waits for the root's
 * `data-hydrated` mark (frontend/src/app/AppLayout.tsx). Client-rendered pages have no `data-ssr` and pass at once.
 */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root?.hasAttribute('data-ssr') || root.hasAttribute('data-hydrated');
  });
}

/** Playwright's `test`, whose page waits for the hydration after each `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await untilHydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await untilHydrated(page);
      return response;
    };
    await use(page);
  },
});
