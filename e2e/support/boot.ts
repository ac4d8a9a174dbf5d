import type { Page } from '@playwright/test';

/**
 * The page as it comes when the server could not add its first render's data in time
 * (backend/src/http/boot-data.ts): the app then asks for everything itself, the user first.
 */
export async function withoutPageData(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/graphql') && !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="boot">.*?<\/script>/s, '');
      await route.fulfill({ response, body });
    },
  );
}
