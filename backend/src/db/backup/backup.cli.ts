// `npm run backup` and `npm run restore -- FILE` (docs/operations.md), from source; from a build
// (a production image has no TypeScript tooling): `node backend/dist/db/backup/backup.cli.js backup`.
//
//   DATABASE_URL        the database (unset: the app's embedded server, EMBEDDED_PG_DIR / EMBEDDED_PG_PORT,
//                       used while the app runs it, or started here for the duration)
//   BACKUP_DIR          where backups go (default .data/backups)
//   BACKUP_METHOD       auto (default): pg_dump when one fits the server, else the built-in backup;
//                       pg_dump: only pg_dump; builtin: only the built-in backup
//   PG_BIN_DIR          the bin folder of PostgreSQL client tools to use (else PATH, /usr/lib/postgresql/NN/bin)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../../config/config.js';
import { EMBEDDED_DATABASE, redactUrl } from '../database.js';
import { embeddedUrl, startEmbeddedPostgres, type EmbeddedServer } from '../embedded-postgres.js';
import { backupDatabase, restoreDatabase, type BackupMethod } from './backup.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const usage = 'usage: npm run backup | npm run restore -- FILE';

/** The database settings exactly as the app reads them (and checks them); nothing else of its configuration matters here. */
function databaseConfig() {
  const keys = ['DATABASE_URL', 'EMBEDDED_PG_DIR', 'EMBEDDED_PG_PORT'] as const;
  return loadConfig(Object.fromEntries(keys.map((k) => [k, process.env[k]])));
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (e) {
    if ((e as { code?: string }).code === 'ECONNREFUSED') return false;
    throw e;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs `fn` on the app's database: DATABASE_URL, or the embedded server's database, reached where the
 * app runs it or started here from its data folder (for a restore, a new folder is initialised).
 */
async function onDatabase<T>(forRestore: boolean, fn: (url: string) => Promise<T>): Promise<T> {
  const config = databaseConfig();
  if (config.DATABASE_URL) return fn(config.DATABASE_URL);
  const port = config.EMBEDDED_PG_PORT;
  const dataDir = config.EMBEDDED_PG_DIR;
  let embedded: EmbeddedServer | undefined;
  if (!(await reachable(embeddedUrl(port, 'postgres')))) {
    if (!forRestore && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
      throw new Error(`there is no embedded database in ${dataDir} (has the app started there?) and none listens on port ${port}`);
    }
    console.log(`starting the embedded PostgreSQL in ${dataDir} for the ${forRestore ? 'restore' : 'backup'}`);
    embedded = await startEmbeddedPostgres({ dataDir, port });
  }
  try {
    if (forRestore) {
      const admin = new pg.Client({ connectionString: embeddedUrl(port, 'postgres') });
      await admin.connect();
      try {
        const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [EMBEDDED_DATABASE]);
        if (!rowCount) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(EMBEDDED_DATABASE)}`);
      } finally {
        await admin.end();
      }
    }
    return await fn(embeddedUrl(port, EMBEDDED_DATABASE));
  } finally {
    await embedded?.stop();
  }
}

function backupMethod(): BackupMethod {
  const m = process.env.BACKUP_METHOD || 'auto';
  if (m !== 'auto' && m !== 'builtin' && m !== 'pg_dump')
    throw new Error('Invalid configuration: BACKUP_METHOD must be auto, builtin or pg_dump');
  return m;
}

const [command, ...args] = process.argv.slice(2);
const log = (line: string) => console.log(line);
try {
  if (command === 'backup' && args.length === 0) {
    const dir = path.resolve(process.env.BACKUP_DIR || path.join(repoRoot, '.data', 'backups'));
    const method = backupMethod();
    await onDatabase(false, (url) => backupDatabase({ url, dir, method, log }));
  } else if (command === 'restore' && args.length === 1) {
    // npm runs scripts from the repository root; a relative FILE is meant from where the command was typed.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);
    if (!existsSync(file)) throw new Error(`no backup file at ${file}`);
    await onDatabase(true, async (url) => {
      const { method } = await restoreDatabase({ url, file, label: redactUrl(url), log });
      log(`restored ${file} (${method === 'pg_dump' ? 'pg_restore' : 'built-in backup'}) into ${redactUrl(url)}`);
    });
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (e) {
  // One line: what went wrong, as the operator can act on it.
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
}
