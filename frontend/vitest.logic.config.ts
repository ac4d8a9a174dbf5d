import { unitProject } from './vitest.config.ts';

// The frontend's `*.test.ts` in plain node (see vitest.config.ts for why). They are rules and hooks
// without side effects, so they share one module graph per worker instead of one per file (145 s → 28 s
// on a busy machine); fake timers and stubs are undone after each test.
export default unitProject('frontend-logic', 'node', 'src/**/*.test.ts', false);
