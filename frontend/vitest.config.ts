import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The frontend's unit tests. The root vitest.config.ts lists this file as a project, so
// `npm run test:unit` runs it as "frontend-unit"; alone: `npx vitest run -c frontend/vitest.config.ts`.
export default mergeConfig(
  viteConfig,
  defineProject({
    root: import.meta.dirname,
    test: {
      name: 'frontend-unit',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      restoreMocks: true,
      // A component flow renders MUI in jsdom step after step (hold, pay, re-price): on 2 cores one
      // such test takes several seconds. Each wait inside still has its own, shorter limit.
      testTimeout: 20_000,
    },
  }),
);
