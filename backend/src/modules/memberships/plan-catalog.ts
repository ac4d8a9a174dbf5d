import type { MembershipRepository, PlanRow } from './membership.repository.js';

/** The plan code of no membership: visitors, and users whose plan is no longer on offer, book on it. */
export const NO_PLAN = 'None';

/** How long this process keeps the plans table before reading it again (docs/product-rules.md). */
export const PLAN_CACHE_TTL_MS = 60_000;

/**
 * The plans table (membership_plans), read with the memberships repository's plan query and kept in
 * this process for PLAN_CACHE_TTL_MS: prices, booking windows and the membership screens all read it
 * here, so they agree, and the availability query (a hot path) costs no extra query per request. A
 * changed or added plan row applies on every instance within that time. Concurrent readers share one
 * load; a failed load is not kept.
 */
export class PlanCatalog {
  private cached: { loadedAt: number; plans: Promise<PlanRow[]> } | null = null;

  constructor(
    private readonly repo: Pick<MembershipRepository, 'plans'>,
    private readonly options: { ttlMs?: number; now?: () => number } = {},
  ) {}

  /** The active plans, in the table's order. */
  plans(): Promise<PlanRow[]> {
    const now = (this.options.now ?? Date.now)();
    if (this.cached && now - this.cached.loadedAt < (this.options.ttlMs ?? PLAN_CACHE_TTL_MS)) return this.cached.plans;
    const entry = { loadedAt: now, plans: this.repo.plans() };
    this.cached = entry;
    entry.plans.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return entry.plans;
  }

  /** An active plan by its code, or null. */
  async plan(code: string): Promise<PlanRow | null> {
    return (await this.plans()).find((p) => p.code === code) ?? null;
  }

  /**
   * The plan a user books on: the one their membershipType names, or no membership (NO_PLAN) for
   * visitors and for a plan no longer on offer; with every plan (for "members of X book further ahead").
   */
  async bookingTerms(membershipType: string | null | undefined): Promise<{ plan: PlanRow; plans: PlanRow[] }> {
    const plans = await this.plans();
    const plan = plans.find((p) => p.code === (membershipType ?? NO_PLAN)) ?? plans.find((p) => p.code === NO_PLAN);
    if (!plan) throw new Error(`membership_plans has no active '${NO_PLAN}' row: visitors have no prices or booking window`);
    return { plan, plans };
  }

  /** Forgets the table: the next reader loads it again (tests that change a plan row). */
  clear(): void {
    this.cached = null;
  }
}
