import { inject } from 'vitest';
import supertest from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp, type App } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config/config.js';
import { createDataSource } from '../../src/db/data-source.js';
import { createLogger, type Logger } from '../../src/shared/logger.js';
import { startTestServer, uniqueName } from './throwaway-database.js';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  drop(): Promise<void>;
}

/** A database of this test file's own, copied from its worker's migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = await startTestServer(inject('pgServerUrl'));
  const name = uniqueName('venue_test');
  const templates = inject('pgTemplates');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  await server.createDatabase(name, templates[(worker - 1) % templates.length]);
  const url = server.url(name);
  const dataSource = createDataSource(url, 5);
  await dataSource.initialize();
  return {
    url,
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await server.dropDatabase(name);
    },
  };
}

/** The session secret every test app signs its cookies with (tests may mint sessions directly). */
export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret';

export interface TestApp {
  db: TestDatabase;
  app: App;
  http: supertest.Agent;
  close(): Promise<void>;
}

/** The real application on a fresh database, reached over HTTP the way a client reaches it. */
export async function createTestApp(env: Record<string, string> = {}, shared?: TestDatabase, logger?: Logger): Promise<TestApp> {
  const db = shared ?? (await createTestDatabase());
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SPA_DIST_DIR: '/nonexistent',
    JOBS_POLLING_SECONDS: '0.5',
    // Every test client is one address; the hold-cap tests set their own limit.
    HOLDS_PER_ADDRESS_PER_HOUR: '1000000',
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000000',
    // Tests script signed-in operations as text; trusted-documents.int.test.ts turns enforcement on.
    GRAPHQL_TRUSTED_DOCUMENTS: 'off',
    // Likewise the public API's anonymous budget (the public-api tests set their own).
    PUBLIC_API_ANONYMOUS_BUDGET: '100000000',
    ...env,
  });
  const app = await createApp({
    config,
    dataSource: db.dataSource,
    databaseUrl: db.url,
    logger: logger ?? createLogger(config.LOG_LEVEL),
    sessionSecret: TEST_SESSION_SECRET,
  });
  return {
    db,
    app,
    http: supertest.agent(app.app),
    close: async () => {
      await app.close();
      if (!shared) await db.drop();
    },
  };
}

/** POST a GraphQL operation as a browser would (JSON body, so CSRF prevention lets it through). */
export function gql(http: supertest.Agent, query: string, variables?: Record<string, unknown>) {
  return http.post('/graphql').set('Content-Type', 'application/json').send({ query, variables });
}
