import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { isGzipFile, type BackupManifest } from './backup-file.js';
import { EXCLUDED_TABLES, assertEmptyDatabase, restoreLogicalBackup, writeLogicalBackup } from './logical-backup.js';
import { findTool, pgDump, pgRestore, type PgTool } from './pg-tools.js';

/**
 * `npm run backup` / `npm run restore` (docs/operations.md). The rule: PostgreSQL's own pg_dump
 * (custom format) when one of the server's major version or newer is installed (PG_BIN_DIR, PATH,
 * Debian's /usr/lib/postgresql/NN/bin); otherwise the app's built-in logical backup, which needs
 * no client tools. BACKUP_METHOD=pg_dump makes a missing pg_dump an error instead; =builtin skips
 * the search.
 */
export type BackupMethod = 'auto' | 'builtin' | 'pg_dump';

export interface BackupResult {
  file: string;
  method: 'pg_dump' | 'builtin';
  /** The built-in backup's manifest (tables, row counts, checksums). */
  manifest?: BackupManifest;
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SHOW server_version_num`);
    return Math.floor(Number(rows[0].server_version_num) / 10000);
  } finally {
    await client.end();
  }
}

/** 2026-11-28T03:00:00.123Z → 20261128T030000Z: sorts by time, and is a safe file name everywhere. */
export function stamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

async function chooseDumpTool(url: string, method: BackupMethod, env: NodeJS.ProcessEnv, log: (line: string) => void) {
  if (method === 'builtin') return undefined;
  const major = await serverMajor(url);
  const { tool, unfit } = await findTool('pg_dump', major, env);
  if (tool) return tool;
  const seen = unfit.map((t) => `pg_dump ${t.major} at ${t.path}`).join(', ') || 'no pg_dump';
  if (method === 'pg_dump') {
    throw new Error(
      `BACKUP_METHOD=pg_dump, but the server is PostgreSQL ${major} and there is ${seen}; set PG_BIN_DIR to a PostgreSQL ${major}+ bin folder`,
    );
  }
  log(`the server is PostgreSQL ${major} and there is ${seen} (a pg_dump refuses newer servers): writing the app's built-in backup`);
  return undefined;
}

export async function backupDatabase(options: {
  url: string;
  dir: string;
  method?: BackupMethod;
  env?: NodeJS.ProcessEnv;
  now?: Date;
  log?: (line: string) => void;
}): Promise<BackupResult> {
  const { url, dir, method = 'auto', env = process.env, log = () => undefined } = options;
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const tool = await chooseDumpTool(url, method, env, log);
  const name = `venue-${stamp(options.now ?? new Date())}`;
  // Written under a temporary name and renamed when whole: a file with the final name is a finished backup.
  if (tool) {
    const file = path.join(dir, `${name}.dump`);
    const partial = `${file}.partial`;
    try {
      await pgDump(tool, url, partial, Object.keys(EXCLUDED_TABLES));
      await fs.rename(partial, file);
    } catch (e) {
      await fs.rm(partial, { force: true });
      throw e;
    }
    log(`pg_dump ${tool.major} (${tool.path}) wrote ${file}`);
    return { file, method: 'pg_dump' };
  }
  const file = path.join(dir, `${name}.backup.gz`);
  const partial = `${file}.partial`;
  const manifest = await writeLogicalBackup(url, partial, {
    onTable: (t) => log(`  ${t.name}: ${t.rows} rows`),
  });
  await fs.rename(partial, file);
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  log(`wrote ${file}: ${manifest.tables.length} tables, ${rows} rows, schema at ${manifest.migrations.at(-1)}`);
  return { file, method: 'builtin', manifest };
}

/**
 * Restores a backup file (either kind, told apart by its first bytes) into the EMPTY database at
 * `url`; a database with any table in it is refused (RestoreRefusedError) before anything is written.
 */
export async function restoreDatabase(options: {
  url: string;
  file: string;
  label: string;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}): Promise<{ method: 'pg_dump' | 'builtin' }> {
  const { url, file, label, env = process.env, log = () => undefined } = options;
  await fs.access(file).catch(() => {
    throw new Error(`no backup file at ${file}`);
  });
  if (await isGzipFile(file)) {
    await restoreLogicalBackup(url, file, label, log);
    return { method: 'builtin' };
  }
  await assertEmptyDatabase(url, label);
  const major = await serverMajor(url);
  const { tool, unfit } = await findTool('pg_restore', major, env);
  if (!tool) {
    const seen = unfit.map((t: PgTool) => `pg_restore ${t.major}`).join(', ') || 'no pg_restore';
    throw new Error(
      `${file} is a pg_dump file; restoring it into PostgreSQL ${major} needs pg_restore ${major}+ (found ${seen}; set PG_BIN_DIR)`,
    );
  }
  await pgRestore(tool, url, file);
  return { method: 'pg_dump' };
}
