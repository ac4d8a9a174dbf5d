import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { createDataSource } from '../../src/db/data-source.js';
import { startTestServer, uniqueName } from './throwaway-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    /** One migrated template per worker (VITEST_POOL_ID 1..n picks its own). */
    pgTemplates: string[];
  }
}

/**
 * One PostgreSQL for the whole run and one migrated template database per worker; every test file
 * copies its worker's template into a database of its own (fast, isolated, and the migrations are
 * exercised for real). Per worker, because CREATE DATABASE … TEMPLATE reads the whole template while
 * it copies: workers sharing one would copy from the same files at once as the suite grows.
 */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  const template = uniqueName('venue_tpl');
  await server.createDatabase(template);
  const ds = createDataSource(server.url(template), 2);
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
  // pg-boss installs its schema once here, so each test file's copy starts with it.
  const boss = new PgBoss({ connectionString: server.url(template), max: 2, schedule: false, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
  // Worker 1 uses the migrated template itself: on one worker (two cores) this costs nothing.
  const templates = [template];
  for (let i = 2; i <= (project.config.maxWorkers ?? 1); i++) {
    templates.push(`${template}_w${i}`);
    await server.createDatabase(templates.at(-1)!, template);
  }
  project.provide('pgServerUrl', server.url('postgres'));
  project.provide('pgTemplates', templates);

  return async () => {
    for (const t of templates) await server.dropDatabase(t);
    await server.stop();
  };
}
