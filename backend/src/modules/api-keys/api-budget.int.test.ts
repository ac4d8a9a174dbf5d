import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-app.js';
import { ApiBudgetRepository } from './api-budget.repository.js';
import { ApiBudgetService, BudgetExhausted } from './api-budget.service.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The public API's leaky buckets against PostgreSQL: atomic under concurrency, refilling as they drain. */
describe('API cost budgets (leaky buckets)', () => {
  let db: TestDatabase;
  let repo: ApiBudgetRepository;
  beforeAll(async () => {
    db = await createTestDatabase();
    repo = new ApiBudgetRepository(db.dataSource);
  });
  afterAll(() => db.drop());

  it('50 concurrent fills of 10 into a bucket of 100 (any instance, one statement each): exactly 10 fit', async () => {
    const fills = await Promise.all(Array.from({ length: 50 }, () => repo.fill('key:race', 0, 10, 100, 0.001)));
    expect(fills.filter((f) => f !== null)).toHaveLength(10);
    const [row] = await db.dataSource.query(`SELECT level FROM api_budgets WHERE spender = 'key:race'`);
    expect(row.level).toBeCloseTo(100, 0);
  });

  it('refuses what does not fit, says when it will, and takes it once the bucket has drained that far', async () => {
    // 100 points draining in 5 s: 20 a second.
    const budgets = new ApiBudgetService(repo, { keyBudget: 100, anonymousBudget: 50, windowSeconds: 5, keyMaxConcurrent: 4 });
    const key = { kind: 'key', id: 'refill' } as const;
    expect((await budgets.spend(key, 60)).remaining).toBe(40);
    expect((await budgets.spend(key, 40)).remaining).toBeLessThanOrEqual(1);
    const refusal = await budgets.spend(key, 30).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(BudgetExhausted);
    const { retryAfterSeconds } = (refusal as BudgetExhausted).state;
    expect(retryAfterSeconds).toBe(2); // 30 over at 20 a second: 1.5 s
    // Full: this instance turns the key's next request away without asking the database, for a second.
    expect(budgets.refusalFor(key)?.state.retryAfterSeconds).toBe(1);
    await sleep(1600);
    expect((await budgets.spend(key, 30)).remaining).toBeLessThanOrEqual(6);
  });

  it('a caller spending under the drain rate is never refused, however long it goes on', async () => {
    const budgets = new ApiBudgetService(repo, { keyBudget: 100, anonymousBudget: 50, windowSeconds: 5, keyMaxConcurrent: 4 });
    const address = { kind: 'address', id: '198.51.100.7' } as const;
    await budgets.spend(address, 50); // full
    for (let i = 0; i < 6; i++) {
      await sleep(300); // 3 points drained every 300 ms (10 a second), 2 spent
      await expect(budgets.spend(address, 2)).resolves.toMatchObject({ limit: 50 });
    }
  });

  it('points charged without asking (a refused document) turn the caller away before its next request', async () => {
    const budgets = new ApiBudgetService(repo, { keyBudget: 100, anonymousBudget: 50, windowSeconds: 60, keyMaxConcurrent: 4 });
    const address = { kind: 'address', id: '198.51.100.8' } as const;
    expect(budgets.refusalFor(address)).toBeNull();
    budgets.charge(address, 100);
    expect(budgets.refusalFor(address)?.state).toMatchObject({ remaining: 0, retryAfterSeconds: expect.any(Number) });
    await sleep(600); // written back within 250 ms: PostgreSQL has it, for every instance
    const [row] = await db.dataSource.query(`SELECT level FROM api_budgets WHERE spender LIKE 'address:%' ORDER BY level DESC LIMIT 1`);
    expect(row.level).toBeGreaterThanOrEqual(99);
  });

  it('a caller that keeps sending while refused waits longer for each answer, up to a second; room again resets it', async () => {
    // 50 points draining in 2 s: room for a 1-point request again 20 ms after the bucket is full.
    const budgets = new ApiBudgetService(repo, { keyBudget: 100, anonymousBudget: 50, windowSeconds: 2, keyMaxConcurrent: 4 });
    const address = { kind: 'address', id: '198.51.100.9' } as const;
    budgets.charge(address, 1000); // far over: refused for a while whatever the clock does
    const delays = Array.from({ length: 70 }, () => budgets.refusalFor(address)?.slowdownMs);
    expect(delays.slice(0, 10)).toEqual(Array(10).fill(0)); // Retry-After is news the first times
    expect(delays.slice(10, 13)).toEqual([20, 40, 60]);
    expect(Math.max(...(delays as number[]))).toBe(1000);
    // Another sender is not slowed down by this one.
    const other = { kind: 'address', id: '198.51.100.10' } as const;
    budgets.charge(other, 1000);
    expect(budgets.refusalFor(other)?.slowdownMs).toBe(0);
  });

  it('the slowdown ends once the bucket has room again', async () => {
    const budgets = new ApiBudgetService(repo, { keyBudget: 100, anonymousBudget: 50, windowSeconds: 1, keyMaxConcurrent: 4 });
    const address = { kind: 'address', id: '198.51.100.11' } as const;
    budgets.charge(address, 60); // 10 over the 50: written back within 250 ms, then drained to room in about 200 ms
    for (let i = 0; i < 20; i++) budgets.refusalFor(address);
    expect(budgets.refusalFor(address)?.slowdownMs).toBeGreaterThan(0);
    await sleep(900);
    expect(budgets.refusalFor(address)).toBeNull();
    budgets.charge(address, 60);
    expect(budgets.refusalFor(address)?.slowdownMs).toBe(0);
  });
});
