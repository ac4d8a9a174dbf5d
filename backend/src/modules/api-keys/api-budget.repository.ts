import type { DataSource } from 'typeorm';

/** A bucket as the database left it: how full, and when (the database's clock, ms since the epoch). */
export interface Bucket {
  level: number;
  at: number;
}

/**
 * The one writer of `api_budgets`: leaky buckets of the public API's cost budgets. Raw SQL because the
 * point is one atomic statement: drain by the time since the last change, add, and refuse what does not
 * fit, without a read-then-write race between instances.
 */
export class ApiBudgetRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Drains the spender's bucket at `perSecond` since its last change, then adds `owed` (spent already:
   * always added) and `points` (added only if the bucket then holds at most `capacity`; null: no cap).
   * The bucket after (its level and the database's time of it, in ms), or null when `points` did not fit
   * (then nothing changed at all).
   * Elapsed time never counts negative: a statement that waited on the row lock may start before the
   * one that last wrote it.
   */
  async fill(spender: string, owed: number, points: number, capacity: number | null, perSecond: number): Promise<Bucket | null> {
    const rows: { level: number; at: number }[] = await this.dataSource.query(
      `WITH drain AS (SELECT $2::float8 + $3::float8 AS add, $4::float8 AS cap, $5::float8 AS rate)
       INSERT INTO api_budgets AS b (spender, level, updated_at)
       SELECT $1, add, now() FROM drain WHERE cap IS NULL OR add <= cap
       ON CONFLICT (spender) DO UPDATE
         SET level = GREATEST(0, b.level - (SELECT rate FROM drain) * GREATEST(0, EXTRACT(EPOCH FROM now() - b.updated_at)))
                     + (SELECT add FROM drain),
             updated_at = GREATEST(b.updated_at, now())
         WHERE (SELECT cap FROM drain) IS NULL
            OR GREATEST(0, b.level - (SELECT rate FROM drain) * GREATEST(0, EXTRACT(EPOCH FROM now() - b.updated_at)))
               + (SELECT add FROM drain) <= (SELECT cap FROM drain)
       RETURNING level, EXTRACT(EPOCH FROM updated_at) * 1000 AS at`,
      [spender, owed, points, capacity, perSecond],
    );
    return rows[0] ? { level: Number(rows[0].level), at: Number(rows[0].at) } : null;
  }

  /** Forgets buckets untouched for `seconds`: drained empty by then, they are the same as no row. */
  async forgetIdle(seconds: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM api_budgets WHERE updated_at < now() - make_interval(secs => $1)`, [seconds]);
  }
}
