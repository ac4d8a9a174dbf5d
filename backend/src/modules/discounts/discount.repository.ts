import type { DataSource, EntityManager } from 'typeorm';
import { DiscountCode, DiscountRedemption } from './discount.entity.js';
import type { PurchaseKind } from './discount.rules.js';
import { sortColumn } from '../../shared/validation.js';

/** A redemption as the admin's list shows it: who, what, when, how much. */
export interface RedemptionRow {
  id: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  purchaseKind: PurchaseKind;
  purchaseId: string;
  amountCents: number;
  createdAt: Date;
  releasedAt: Date | null;
}

/** The admin grid's filters (all optional). */
export interface DiscountListFilter {
  /** Part of the code or its description. */
  search?: string | null;
  /** One kind of purchase the code applies to. */
  appliesTo?: PurchaseKind | null;
  /** active, inactive, expired, scheduled, used_up. */
  status?: string | null;
}

const SORTS: Record<string, string> = {
  code: 'c.code',
  createdAt: 'c.created_at',
  validFrom: 'c.valid_from',
  validTo: 'c.valid_to',
  redeemedCount: 'c.redeemed_count',
};

const STATUS_SQL: Record<string, string> = {
  active: `c.active AND (c.valid_from IS NULL OR c.valid_from <= now()) AND (c.valid_to IS NULL OR c.valid_to > now())
           AND (c.max_redemptions IS NULL OR c.redeemed_count < c.max_redemptions)`,
  scheduled: `c.active AND c.valid_from > now() AND (c.max_redemptions IS NULL OR c.redeemed_count < c.max_redemptions)`,
  expired: `c.active AND c.valid_to <= now()`,
  used_up: `c.active AND (c.valid_to IS NULL OR c.valid_to > now()) AND c.redeemed_count >= c.max_redemptions`,
  inactive: `NOT c.active`,
};

const csvCell = (v: unknown) => {
  const s = v instanceof Date ? v.toISOString() : v == null ? '' : Array.isArray(v) ? v.join(' ') : String(v);
  // Quote everything; neutralise spreadsheet formulas (CSV injection).
  return `"${(/^[=+\-@\t\r]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
};
export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Discount codes and their redemptions: the one writer of `discount_codes` and `discount_redemptions`. */
export class DiscountRepository {
  constructor(private readonly dataSource: DataSource) {}

  private codes(em?: EntityManager) {
    return (em ?? this.dataSource.manager).getRepository(DiscountCode);
  }

  private redemptions(em?: EntityManager) {
    return (em ?? this.dataSource.manager).getRepository(DiscountRedemption);
  }

  /** Case-insensitive: the column is citext. */
  findByCode(code: string, em?: EntityManager): Promise<DiscountCode | null> {
    return this.codes(em).findOneBy({ code });
  }

  findById(id: string, em?: EntityManager): Promise<DiscountCode | null> {
    return this.codes(em).findOneBy({ id });
  }

  /** The customer's live (unreleased) redemptions of a code. */
  async usedBy(discountId: string, userId: string, em?: EntityManager): Promise<number> {
    return this.redemptions(em)
      .createQueryBuilder('r')
      .where('r.discount_code_id = :discountId AND r.user_id = :userId AND r.released_at IS NULL', { discountId, userId })
      .getCount();
  }

  /**
   * Serialises one customer's use of one code until the transaction ends: a redemption and a check of
   * the customer's uses (`usedBy`) under this lock see each other's outcome, never a half-finished one.
   * Raw SQL: an advisory lock has no query-builder form.
   */
  async lockForUser(em: EntityManager, discountId: string, userId: string): Promise<void> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('discount:' || $1 || ':' || $2))`, [discountId, userId]);
  }

  /**
   * Counts one redemption, atomically: the conditional UPDATE raises the count only while it is
   * under the limit (a racing UPDATE waits for the row and re-checks the condition), so a limit of 10
   * gives exactly 10 redemptions however many race for them. The per-user limit is held by the
   * (code, customer) lock for the rest of the transaction. `now` is the app's clock, the one the
   * checkout's own checks used.
   */
  async redeem(
    em: EntityManager,
    r: { discountId: string; userId: string; purchaseKind: PurchaseKind; purchaseId: string; amountCents: number; now: Date },
  ): Promise<boolean> {
    await this.lockForUser(em, r.discountId, r.userId);
    // Raw SQL: the guard (limits, dates, the customer's own live uses) and the increment must be one statement.
    const [rows]: [{ id: string }[], number] = await em.query(
      `UPDATE discount_codes SET redeemed_count = redeemed_count + 1
       WHERE id = $1 AND active AND (max_redemptions IS NULL OR redeemed_count < max_redemptions)
         AND (valid_from IS NULL OR valid_from <= $3) AND (valid_to IS NULL OR valid_to > $3)
         AND (per_user_limit IS NULL OR per_user_limit >
              (SELECT count(*) FROM discount_redemptions WHERE discount_code_id = $1 AND user_id = $2 AND released_at IS NULL))
       RETURNING id`,
      [r.discountId, r.userId, r.now],
    );
    if (rows.length === 0) return false;
    await this.redemptions(em).insert({
      discountCodeId: r.discountId,
      userId: r.userId,
      purchaseKind: r.purchaseKind,
      purchaseId: r.purchaseId,
      amountCents: r.amountCents,
    });
    return true;
  }

  /**
   * Gives a purchase's live redemption back (its purchase was cancelled and refunded): the row stays,
   * marked released, and the code's count goes down by one. False when there was none to release.
   * Raw SQL: the release and its count must each be one guarded statement (a second release finds nothing).
   */
  async release(em: EntityManager, purchaseKind: PurchaseKind, purchaseId: string): Promise<boolean> {
    const [rows]: [{ discount_code_id: string }[], number] = await em.query(
      `UPDATE discount_redemptions SET released_at = now()
       WHERE purchase_kind = $1 AND purchase_id = $2 AND released_at IS NULL RETURNING discount_code_id`,
      [purchaseKind, purchaseId],
    );
    for (const row of rows) {
      await em.query(`UPDATE discount_codes SET redeemed_count = redeemed_count - 1 WHERE id = $1`, [row.discount_code_id]);
    }
    return rows.length > 0;
  }

  /** Another code spelled the same, ignoring case (citext), other than `exceptId`. */
  async codeTaken(code: string, exceptId: string | null): Promise<boolean> {
    const qb = this.codes().createQueryBuilder('c').where('c.code = :code', { code });
    if (exceptId) qb.andWhere('c.id <> :exceptId', { exceptId });
    return (await qb.getCount()) > 0;
  }

  async insert(values: Partial<DiscountCode>): Promise<string> {
    const result = await this.codes().insert(values);
    return (result.identifiers[0] as { id: string }).id;
  }

  async update(id: string, values: Partial<DiscountCode>): Promise<boolean> {
    const result = await this.codes().update({ id }, values);
    return (result.affected ?? 0) > 0;
  }

  /**
   * One page of codes and the size of the filtered set. Raw: the status filter compares with the
   * database's clock, and the same SQL streams the CSV export.
   */
  async list(
    f: DiscountListFilter,
    sort: string | null | undefined,
    dir: string | null | undefined,
    page: { limit: number; offset: number; now: Date },
  ) {
    const { where, params, order } = this.listSql(f, sort, dir, page.now);
    if (!order) return null;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(`SELECT c.id FROM discount_codes c ${where} ${order} LIMIT ${page.limit} OFFSET ${page.offset}`, params),
      this.dataSource.query(`SELECT count(*)::int AS total FROM discount_codes c ${where}`, params),
    ]);
    const ids = (rows as { id: string }[]).map((r) => r.id);
    const found = ids.length ? await this.codes().createQueryBuilder('c').whereInIds(ids).getMany() : [];
    const byId = new Map(found.map((c) => [c.id, c]));
    return { rows: ids.map((id) => byId.get(id)!).filter(Boolean), total: total as number };
  }

  /** Every code of the filtered set, in the grid's order (the CSV export: a venue has hundreds, not millions). */
  async listAll(
    f: DiscountListFilter,
    sort: string | null | undefined,
    dir: string | null | undefined,
    now: Date,
  ): Promise<DiscountCode[] | null> {
    const { where, params, order } = this.listSql(f, sort, dir, now);
    if (!order) return null;
    const rows: { id: string }[] = await this.dataSource.query(`SELECT c.id FROM discount_codes c ${where} ${order}`, params);
    const found = rows.length
      ? await this.codes()
          .createQueryBuilder('c')
          .whereInIds(rows.map((r) => r.id))
          .getMany()
      : [];
    const byId = new Map(found.map((c) => [c.id, c]));
    return rows.map((r) => byId.get(r.id)!).filter(Boolean);
  }

  private listSql(f: DiscountListFilter, sort: string | null | undefined, dir: string | null | undefined, now: Date) {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (f.search?.trim()) {
      params.push(`%${f.search.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
      clauses.push(`(c.code::text ILIKE $${params.length} OR c.description ILIKE $${params.length})`);
    }
    if (f.appliesTo) {
      params.push(f.appliesTo);
      clauses.push(`$${params.length} = ANY(c.applies_to)`);
    }
    if (f.status) {
      let sql = STATUS_SQL[f.status] ?? 'false';
      if (sql.includes('now()')) {
        params.push(now); // the app's clock, the one checkouts judge codes by
        sql = sql.replaceAll('now()', `$${params.length}::timestamptz`);
      }
      clauses.push(`(${sql})`);
    }
    const column = sortColumn(SORTS, sort ?? 'createdAt');
    const direction = dir === 'asc' ? 'ASC' : 'DESC';
    const order = column ? `ORDER BY ${column} ${direction} NULLS LAST, c.id ${direction}` : null;
    return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params, order };
  }

  /** Live and released redemptions per code, for a page of codes (one query). */
  async releasedCounts(ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows: { id: string; n: number }[] = await this.redemptions()
      .createQueryBuilder('r')
      .select('r.discount_code_id', 'id')
      .addSelect('count(*)::int', 'n')
      .where('r.discount_code_id IN (:...ids) AND r.released_at IS NOT NULL', { ids })
      .groupBy('r.discount_code_id')
      .getRawMany();
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  /** A code's redemptions, newest first, with who redeemed them. */
  async redemptionsOf(discountId: string, limit: number | null, offset = 0): Promise<{ rows: RedemptionRow[]; total: number }> {
    const qb = this.redemptions()
      .createQueryBuilder('r')
      .innerJoin('r.user', 'u')
      .select([
        'r.id AS id',
        'r.user_id AS "userId"',
        `u.first_name || ' ' || u.last_name AS "customerName"`,
        'u.email::text AS "customerEmail"',
        'r.purchase_kind AS "purchaseKind"',
        'r.purchase_id AS "purchaseId"',
        'r.amount_cents AS "amountCents"',
        'r.created_at AS "createdAt"',
        'r.released_at AS "releasedAt"',
      ])
      .where('r.discount_code_id = :discountId', { discountId })
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'DESC');
    const total = await qb.clone().getCount();
    if (limit !== null) qb.limit(limit).offset(offset);
    return { rows: await qb.getRawMany<RedemptionRow>(), total };
  }
}
