import type { DataSource } from 'typeorm';

export interface JobCount {
  name: string;
  state: string;
  count: number;
}

/**
 * Jobs in pg-boss's table by queue and state, in one statement for every queue (pg-boss 10's
 * getQueueSize would be one call per queue and state). Read at metrics scrape time.
 */
export function countJobs(dataSource: DataSource, states: readonly string[]): Promise<JobCount[]> {
  return dataSource.query(
    `SELECT name, state::text AS state, count(*)::int AS count FROM pgboss.job WHERE state::text = ANY($1) GROUP BY 1, 2`,
    [states],
  );
}
