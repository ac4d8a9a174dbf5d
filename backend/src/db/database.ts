import type { DataSource } from 'typeorm';
import type { Config } from '../config/config.js';
import type { Logger } from '../shared/logger.js';
import { createDataSource } from './data-source.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres.js';
import { seedDemoData } from './seed/demo-seed.js';
import { withAdvisoryLock } from './advisory-lock.repository.js';
import { sandboxOrigin } from '../config/payments.js';

export interface Database {
  dataSource: DataSource;
  url: string;
  /** Closes the pool, then stops the embedded server if this process started one. */
  close(): Promise<void>;
}

class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

/** The embedded server's database the app runs on. */
export const EMBEDDED_DATABASE = 'venue';

/**
 * The database the app runs on: DATABASE_URL when set, otherwise an embedded PostgreSQL this
 * process starts and stops. Migrations run at every start; demo data is seeded once.
 * On any failure nothing is left half-started.
 */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  let embedded: EmbeddedServer | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    logger.info({ dataDir: config.EMBEDDED_PG_DIR, port: config.EMBEDDED_PG_PORT }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dataDir: config.EMBEDDED_PG_DIR,
      port: config.EMBEDDED_PG_PORT,
      detached: true,
      onLog: (line) => logger.debug({ postgres: line }),
    });
    url = embedded.url(EMBEDDED_DATABASE);
  }

  const dataSource = createDataSource(url, config.DATABASE_POOL_SIZE);
  try {
    if (embedded) await ensureDatabase(embedded, dataSource, url);
    else await initialize(dataSource, url);
    const applied = await migrateOnce(dataSource);
    for (const m of applied) logger.info({ migration: m.name }, 'migration applied');
    if (config.SEED_DEMO_DATA) {
      // The app's first start seeds the demo history too, so the admin screens open on a venue at work.
      await seedDemoData(dataSource, {
        history: true,
        appOrigin: config.APP_ORIGIN,
        sandboxOrigin: config.PAYMENTS_SANDBOX_ORIGIN ?? sandboxOrigin(config.APP_ORIGIN, config.PAYMENTS_SANDBOX_PORT),
        onStep: (step, ms, made) => logger.info({ step, ms, ...made }, 'demo data seeded'),
      });
    }
  } catch (e) {
    if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw e;
  }

  return {
    dataSource,
    url,
    close: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

async function initialize(dataSource: DataSource, url: string): Promise<void> {
  try {
    await dataSource.initialize();
  } catch (e) {
    throw new DatabaseUnavailableError(`cannot reach the database at ${redactUrl(url)}: ${describePgError(e)}`);
  }
}

async function ensureDatabase(embedded: EmbeddedServer, dataSource: DataSource, url: string): Promise<void> {
  try {
    await dataSource.initialize();
  } catch (e) {
    if ((e as { code?: string }).code !== '3D000') throw e; // 3D000: database does not exist (first start)
    await embedded.createDatabase(EMBEDDED_DATABASE);
    await initialize(dataSource, url);
  }
}

/** The URL with its password masked, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

function describePgError(e: unknown): string {
  const err = e as { code?: string; message?: string; errors?: { message?: string }[] };
  // pg reports a refused dual-stack connection as an AggregateError whose own message is empty.
  const message = err.message || err.errors?.map((x) => x.message).join(', ') || 'unknown error';
  return err.code && !message.includes(err.code) ? `${err.code} ${message}` : message;
}

/**
 * Runs the pending migrations while holding a session advisory lock, so app instances starting
 * together on a fresh database (docker-compose's replicas) migrate one after another: the first
 * applies them, the others find nothing left to do. TypeORM takes no lock of its own.
 */
function migrateOnce(dataSource: DataSource) {
  return withAdvisoryLock(dataSource, 'venue.migrations', () => dataSource.runMigrations({ transaction: 'each' }));
}
