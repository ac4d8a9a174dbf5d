import { describe, expect, it } from 'vitest';
import type { PlanRow } from './membership.repository.js';
import { PLAN_CACHE_TTL_MS, PlanCatalog } from './plan-catalog.js';

const NONE: PlanRow = {
  code: 'None',
  name: 'None',
  priceCents: 0,
  freeHoursPerMonth: 0,
  hourlyRateCents: 6000,
  bookingWindowDays: 2,
  memberEvents: false,
};
const BIRDIE: PlanRow = {
  code: 'Birdie',
  name: 'Birdie',
  priceCents: 8900,
  freeHoursPerMonth: 2,
  hourlyRateCents: 4000,
  bookingWindowDays: 5,
  memberEvents: true,
};

/** A plans table that counts its reads; `rows` can change between them. */
function table(rows: PlanRow[]) {
  const t = {
    rows,
    reads: 0,
    fail: false,
    plans: async () => {
      t.reads++;
      if (t.fail) throw new Error('database down');
      return t.rows;
    },
  };
  return t;
}

describe('PlanCatalog', () => {
  it('reads the table once a minute, however many readers, and again after clear()', async () => {
    const t = table([NONE, BIRDIE]);
    let now = 1_000_000;
    const catalog = new PlanCatalog(t, { now: () => now });
    await Promise.all([catalog.plans(), catalog.plan('Birdie'), catalog.bookingTerms(null)]);
    expect(t.reads).toBe(1);
    t.rows = [NONE, { ...BIRDIE, hourlyRateCents: 3000 }];
    now += PLAN_CACHE_TTL_MS - 1;
    expect((await catalog.plan('Birdie'))!.hourlyRateCents).toBe(4000);
    now += 1;
    expect((await catalog.plan('Birdie'))!.hourlyRateCents).toBe(3000);
    expect(t.reads).toBe(2);
    t.rows = [NONE, { ...BIRDIE, hourlyRateCents: 2000 }];
    catalog.clear();
    expect((await catalog.plan('Birdie'))!.hourlyRateCents).toBe(2000);
    expect(t.reads).toBe(3);
  });

  it('does not keep a failed read', async () => {
    const t = table([NONE]);
    const catalog = new PlanCatalog(t);
    t.fail = true;
    await expect(catalog.plans()).rejects.toThrow('database down');
    t.fail = false;
    expect(await catalog.plans()).toEqual([NONE]);
    expect(t.reads).toBe(2);
  });

  it("books visitors, non-members and a plan no longer on offer on no membership's terms", async () => {
    const catalog = new PlanCatalog(table([NONE, BIRDIE]));
    expect((await catalog.bookingTerms(null)).plan).toBe(NONE);
    expect((await catalog.bookingTerms('None')).plan).toBe(NONE);
    expect((await catalog.bookingTerms('Retired')).plan).toBe(NONE);
    expect(await catalog.bookingTerms('Birdie')).toEqual({ plan: BIRDIE, plans: [NONE, BIRDIE] });
    await expect(new PlanCatalog(table([BIRDIE])).bookingTerms(null)).rejects.toThrow(/no active 'None' row/);
  });
});
