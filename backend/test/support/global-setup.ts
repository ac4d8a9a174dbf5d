import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { createDataSource } from '../../src/db/data-source.js';
import { startTestServer, uniqueName } from './throwaway-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL for the whole run and one migrated template database; every test file copies the
 * template into a database of its own (fast, isolated, and the migrations are exercised for real).
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
  project.provide('pgServerUrl', server.url('postgres'));
  project.provide('pgTemplate', template);

  return async () => {
    await server.dropDatabase(template);
    await server.stop();
  };
}
