import type { DataSource } from 'typeorm';

/**
 * A PostgreSQL session advisory lock held on a connection of its own while `work` runs: instances
 * starting together on one database (docker-compose's replicas) take turns. It guards no table, so
 * it has no entity: the two statements are the lock itself.
 */
export async function withAdvisoryLock<T>(dataSource: DataSource, name: string, work: () => Promise<T>): Promise<T> {
  const session = dataSource.createQueryRunner();
  await session.connect();
  try {
    await session.query(`SELECT pg_advisory_lock(hashtext($1))`, [name]);
    return await work();
  } finally {
    await session.query(`SELECT pg_advisory_unlock(hashtext($1))`, [name]).catch(() => undefined);
    await session.release();
  }
}
