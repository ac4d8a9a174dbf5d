import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The frontend's unit tests come in two projects: components (`*.test.tsx`, this file, "frontend-unit")
// in jsdom, and rules, formats and hooks (`*.test.ts`, vitest.logic.config.ts, "frontend-logic") in plain
// node, because a jsdom per file cost more than the tests themselves (92 s of environment setup against
// 57 s of tests on 2 cores). A `.test.ts` that needs a DOM says so on its first line:
// `// @vitest-environment jsdom`. The root vitest.config.ts lists both; alone: `npx vitest run -c <file>`.
export const unitProject = (name: string, environment: 'jsdom' | 'node', include: string, isolate = true) =>
  mergeConfig(
    viteConfig,
    defineProject({
      root: import.meta.dirname,
      test: {
        name,
        environment,
        include: [include],
        isolate,
        unstubGlobals: true,
        unstubEnvs: true,
        setupFiles: ['./src/test/setup.ts'],
        css: false,
        restoreMocks: true,
        // A component flow renders MUI in jsdom step after step (hold, pay, re-price): on 2 cores one
        // such test takes several seconds. Each wait inside still has its own, shorter limit.
        testTimeout: 20_000,
      },
    }),
  );

// Testing Library unmounts after each test and nothing mocks a module, so the component files share one
// module graph per worker too (2026-11-26, 2 cores: 62 s -> 27 s, also with the files shuffled).
export default unitProject('frontend-unit', 'jsdom', 'src/**/*.test.tsx', false);
