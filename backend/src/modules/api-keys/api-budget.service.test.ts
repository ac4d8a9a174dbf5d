import { describe, expect, it } from 'vitest';
import type { ApiBudgetRepository, Bucket } from './api-budget.repository.js';
import { ApiBudgetService, BudgetExhausted } from './api-budget.service.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A bucket with the repository's contract (api-budget.repository.ts; against PostgreSQL in
 * api-budget.int.test.ts), whose statements take a random time before and after they apply: the
 * interleavings of one instance's concurrent requests that a real database produces only now and then.
 */
function jitteryBucket(): ApiBudgetRepository {
  let level = 0;
  let at = 0;
  let clock = 0;
  return {
    async fill(_spender: string, owed: number, points: number, capacity: number | null): Promise<Bucket | null> {
      await pause(Math.random() * 3);
      clock += 1; // the database's clock; the tests' windows are long enough that nothing drains
      const fits = capacity === null || level + owed + points <= capacity;
      if (fits) [level, at] = [level + owed + points, clock];
      const reading = { level, at };
      await pause(Math.random() * 3);
      return fits ? reading : null;
    },
    async forgetIdle() {},
  } as unknown as ApiBudgetRepository;
}

describe('ApiBudgetService under concurrency (one instance)', () => {
  it('ten concurrent requests of 121 points into a budget of 252 get exactly two through, whatever the interleaving', async () => {
    for (let round = 0; round < 30; round++) {
      const budgets = new ApiBudgetService(jitteryBucket(), {
        keyBudget: 252,
        anonymousBudget: 252,
        windowSeconds: 3600,
        keyMaxConcurrent: 4,
      });
      const key = { kind: 'key', id: 'burst' } as const;
      const answers = await Promise.all(
        Array.from({ length: 10 }, async () => {
          await pause(Math.random() * 20);
          return budgets.spend(key, 121).then(
            () => 'ok',
            (err: unknown) => (err instanceof BudgetExhausted ? 'refused' : 'error'),
          );
        }),
      );
      expect(
        answers.filter((a) => a === 'ok'),
        `round ${round}: ${answers.join(' ')}`,
      ).toHaveLength(2);
      expect(answers.filter((a) => a === 'refused')).toHaveLength(8);
    }
  }, 20_000);
});
