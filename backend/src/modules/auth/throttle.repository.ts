import type { DataSource } from 'typeorm';

/** Counted events (failed sign-ins, reset requests) in PostgreSQL, so limits hold across instances. */
export class ThrottleRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Events of (scope, subject) within the window, and when the oldest of them leaves it. */
  async recent(scope: string, subject: string, windowMs: number): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS count, min(at) AS oldest FROM auth_throttle
       WHERE scope = $1 AND subject = $2 AND at > now() - make_interval(secs => $3)`,
      [scope, subject, windowMs / 1000],
    );
    return { count: row.count, oldest: row.oldest ? new Date(row.oldest) : null };
  }

  async record(scope: string, subject: string): Promise<void> {
    await this.dataSource.query(`INSERT INTO auth_throttle (scope, subject) VALUES ($1, $2)`, [scope, subject]);
  }

  async clear(scope: string, subject: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth_throttle WHERE scope = $1 AND subject = $2`, [scope, subject]);
  }

  async prune(olderThanMs: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth_throttle WHERE at < now() - make_interval(secs => $1)`, [olderThanMs / 1000]);
  }
}
