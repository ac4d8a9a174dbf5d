import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// graphql must resolve to one module instance, or type-graphql and Apollo see two "realms".
const graphqlAlias = [{ find: /^graphql$/, replacement: 'graphql/index.js' }];

export default defineConfig({
  test: {
    // A worker per core, not vitest's default of one less: integration tests spend much of their time
    // waiting on PostgreSQL, and the main process little. On 2 cores: integration 392 s -> 279 s,
    // unit 104 s -> 71 s.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias: graphqlAlias },
        test: {
          name: 'backend-unit',
          root: './backend',
          environment: 'node',
          // Pure rules without side effects: one module graph per worker instead of one per file
          // (26 s → 10 s). Globals and env stubs are undone after each test all the same.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', '**/dist/**'],
        },
      },
      {
        resolve: { alias: graphqlAlias },
        test: {
          name: 'backend-int',
          root: './backend',
          environment: 'node',
          include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
          // Each file builds its own app on its own database copy and nothing mocks a module, so one module
          // graph per worker serves every file: importing the app per file was half the tier's CPU
          // (2026-11-26, 2 cores: 292 s -> 180 s, 419 -> 234 CPU-s).
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          globalSetup: ['./test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'shared-unit', root: './shared', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
      },
      './frontend/vitest.config.ts',
      './frontend/vitest.logic.config.ts',
    ],
  },
});
