import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { CREATE_TABLES as SANDBOX_TABLES } from '../../payments-sandbox/persistence.store.js';
import { migrations } from '../migrations/index.js';
import { BackupFileError, BackupFileWriter, readBackupFile, type BackupManifest, type BackupTable } from './backup-file.js';

/**
 * The app's own logical backup (docs/operations.md): every durable table's rows as COPY text, read
 * in ONE repeatable-read, read-only transaction (one snapshot, so the file is consistent however
 * busy the venue is), plus the schema version (the migrations applied). A restore rebuilds the
 * schema with the app's own migrations up to that version and copies the rows back. It needs no
 * PostgreSQL client tools, so it works against any server version the app itself runs on.
 */

/** The schemas backed up: the app's tables, and pg-boss's queued jobs. */
const SCHEMAS = ['public', 'pgboss'];

/** Tables that hold nothing a restore needs, and why. Everything else in SCHEMAS is backed up. */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  'public.migrations': 'the schema version: recorded in the manifest, and written again by the migrations a restore runs',
  'public.sessions':
    'sign-ins, not data: a restore signs everyone out instead of bringing back sessions ended since, and a backup file holds no live session ids',
  'public.rate_limits': 'short-lived abuse counters (sign-in failures, holds, sign-ups), rebuilt as requests arrive',
  'public.api_budgets': "the public API's leaky buckets (an UNLOGGED table a crash empties anyway)",
  'pgboss.archive': 'jobs pg-boss finished and keeps a while for inspection; nothing runs from them',
  'pgboss.version': "pg-boss's schema version: recorded in the manifest, written when a restore installs pg-boss",
};

/** Restored before pg-boss's jobs (their partitions are made per queue) and specially (see restoreQueues). */
const PGBOSS_QUEUE = 'pgboss.queue';
const PGBOSS_JOB = 'pgboss.job';
const SANDBOX_PREFIX = 'public.payments_sandbox_';

class RestoreRefusedError extends Error {
  override readonly name = 'RestoreRefusedError';
}

type Client = pg.Client;

const qualified = (c: Client, name: string) =>
  name
    .split('.')
    .map((p) => c.escapeIdentifier(p))
    .join('.');

async function connect(url: string): Promise<Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'venue-backup' });
  await client.connect();
  // A role's own limits (a deployment's statement_timeout) must not cut a long COPY short.
  await client.query(`SET statement_timeout = 0; SET idle_in_transaction_session_timeout = 0`);
  return client;
}

interface TableInfo {
  oid: number;
  name: string;
  partitioned: boolean;
}

/**
 * The order tables are written and restored in: a referenced table before the tables referencing
 * it (foreign keys are checked as rows arrive), pg-boss's queues before its jobs. Ties by name, so
 * two backups of the same schema list tables alike.
 */
export function restoreOrder(tables: string[], references: { from: string; to: string }[]): string[] {
  const names = new Set(tables);
  const needs = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { from, to } of [...references, { from: PGBOSS_JOB, to: PGBOSS_QUEUE }]) {
    if (from !== to && names.has(from) && names.has(to)) needs.get(from)!.add(to);
  }
  const order: string[] = [];
  const done = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter((t) => !done.has(t) && [...needs.get(t)!].every((n) => done.has(n))).sort();
    if (!ready.length) {
      const stuck = tables.filter((t) => !done.has(t)).join(', ');
      throw new Error(`foreign keys form a cycle among ${stuck}: the built-in backup cannot order them`);
    }
    for (const t of ready) {
      order.push(t);
      done.add(t);
    }
  }
  return order;
}

/**
 * Writes a backup of the database at `url` to `file` (which must not exist). `onTable` hears of
 * each table once its rows are written (the CLI's progress; the tests write between tables).
 */
export async function writeLogicalBackup(
  url: string,
  file: string,
  options: { onTable?: (table: BackupTable) => Promise<void> | void } = {},
): Promise<BackupManifest> {
  const client = await connect(url);
  let writer: BackupFileWriter | undefined;
  try {
    // One snapshot for every table: a transfer committed while the backup runs is either wholly in it or not at all.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { rows: found } = await client.query<TableInfo>(
      `SELECT c.oid::int AS oid, n.nspname || '.' || c.relname AS name, c.relkind = 'p' AS partitioned
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND n.nspname = ANY($1)`,
      [SCHEMAS],
    );
    if (!found.some((t) => t.name === 'public.migrations')) {
      throw new Error('this database has no migrations table: it is not a database of this app');
    }
    const tables = found.filter((t) => !(t.name in EXCLUDED_TABLES));
    // ACCESS SHARE, as pg_dump takes: nothing can drop or rewrite a table while it waits to be copied.
    await client.query(`LOCK TABLE ${tables.map((t) => qualified(client, t.name)).join(', ')} IN ACCESS SHARE MODE`);

    const byOid = new Map(found.map((t) => [t.oid, t.name]));
    const { rows: fks } = await client.query<{ from: number; to: number }>(
      `SELECT conrelid::int AS from, confrelid::int AS to FROM pg_constraint WHERE contype = 'f'`,
    );
    const references = fks.flatMap((fk) =>
      byOid.has(fk.from) && byOid.has(fk.to) ? [{ from: byOid.get(fk.from)!, to: byOid.get(fk.to)! }] : [],
    );
    const order = restoreOrder(
      tables.map((t) => t.name),
      references,
    );

    const { rows: applied } = await client.query<{ name: string }>(`SELECT name FROM migrations ORDER BY id`);
    const hasPgBoss = tables.some((t) => t.name.startsWith('pgboss.'));
    const pgBossVersion = hasPgBoss ? Number((await client.query(`SELECT version FROM pgboss.version`)).rows[0]?.version) : null;
    const {
      rows: [{ server_version: server }],
    } = await client.query(`SHOW server_version`);

    writer = await BackupFileWriter.open(file);
    const written: BackupTable[] = [];
    for (const name of order) {
      const info = tables.find((t) => t.name === name)!;
      const { rows: cols } = await client.query<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute
         WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        [info.oid],
      );
      const columns = cols.map((c) => c.name);
      const list = columns.map((c) => client.escapeIdentifier(c)).join(', ');
      // COPY of a partitioned table (pg-boss's jobs) reads through a query; a plain table directly.
      const source = info.partitioned ? `(SELECT ${list} FROM ${qualified(client, name)})` : `${qualified(client, name)} (${list})`;
      const stream = client.query(copyTo(`COPY ${source} TO STDOUT`));
      const { sha256 } = await writer.table(name, columns, stream);
      const table = { name, columns, rows: stream.rowCount, sha256 };
      written.push(table);
      await options.onTable?.(table);
    }

    const sequences = await readSequences(client, new Set(tables.map((t) => t.oid)));
    const manifest: BackupManifest = {
      format: 'venue-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      server,
      migrations: applied.map((m) => m.name),
      pgBossVersion,
      tables: written,
      sequences,
      excluded: Object.entries(EXCLUDED_TABLES)
        .filter(([name]) => found.some((t) => t.name === name))
        .map(([name, reason]) => ({ name, reason })),
    };
    await writer.finish(manifest);
    await client.query('COMMIT');
    return manifest;
  } catch (e) {
    await writer?.abort();
    await fs.rm(file, { force: true });
    throw e;
  } finally {
    await client.end();
  }
}

/** Sequences of the backed-up tables (and free-standing ones): their values now, at least as far as any row in the snapshot. */
async function readSequences(client: Client, tableOids: Set<number>): Promise<BackupManifest['sequences']> {
  const { rows } = await client.query<{ name: string; owner: number | null }>(
    `SELECT n.nspname || '.' || s.relname AS name, d.refobjid::int AS owner
     FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace
     LEFT JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid
       AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
     WHERE s.relkind = 'S' AND n.nspname = ANY($1) ORDER BY 1`,
    [SCHEMAS],
  );
  const sequences: BackupManifest['sequences'] = [];
  for (const s of rows.filter((r) => r.owner === null || tableOids.has(r.owner))) {
    const {
      rows: [v],
    } = await client.query(`SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${qualified(client, s.name)}`);
    sequences.push({ name: s.name, lastValue: v.lastValue, isCalled: v.isCalled });
  }
  return sequences;
}

/** Refuses (RestoreRefusedError) a database that has any table, view or sequence of its own. */
export async function assertEmptyDatabase(url: string, label: string): Promise<void> {
  const client = await connect(url);
  try {
    const {
      rows: [r],
    } = await client.query<{ n: number; example: string | null }>(
      `SELECT count(*)::int AS n, min(n.nspname || '.' || c.relname) AS example
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
         AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`,
    );
    if (r!.n > 0) {
      throw new RestoreRefusedError(
        `Refusing to restore: the database ${label} is not empty (${r!.n} tables and sequences, e.g. ${r!.example}); restore into a new, empty database.`,
      );
    }
  } finally {
    await client.end();
  }
}

/** The app's migrations a backup's schema version corresponds to; refuses a backup from a newer app. */
function migrationsUpTo(applied: string[]) {
  const all = migrations.map((M) => ({ M, name: new M().name! }));
  const known = all.slice(0, applied.length);
  if (applied.length > all.length || known.some((m, i) => m.name !== applied[i])) {
    const unknown = applied.find((name, i) => all[i]?.name !== name);
    throw new RestoreRefusedError(
      `Refusing to restore: the backup's schema version (migration ${unknown}) is not one this version of the app knows; restore it with the version that wrote it.`,
    );
  }
  return known.map((m) => m.M);
}

/**
 * Restores a backup written by writeLogicalBackup into the EMPTY database at `url`: the file is
 * checked whole first; then the app's migrations up to the backup's version, pg-boss's schema and
 * the payments sandbox's tables when the backup has them, and every table's rows and sequences in
 * one transaction. `label` names the target in messages (a URL without its password).
 */
export async function restoreLogicalBackup(
  url: string,
  file: string,
  label: string,
  log: (line: string) => void = () => undefined,
): Promise<BackupManifest> {
  await assertEmptyDatabase(url, label);
  const manifest = await readBackupFile(file); // every checksum, before anything is written
  const steps = migrationsUpTo(manifest.migrations);
  log(`backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ${manifest.migrations.length} migrations`);

  try {
    const ds = new DataSource({ type: 'postgres', url, migrations: steps, migrationsTransactionMode: 'each', extra: { max: 1 } });
    await ds.initialize();
    try {
      await ds.runMigrations({ transaction: 'each' });
    } finally {
      await ds.destroy();
    }
    const names = new Set(manifest.tables.map((t) => t.name));
    if (manifest.pgBossVersion !== null) await installPgBoss(url, manifest.pgBossVersion);
    await loadRows(
      url,
      file,
      manifest,
      [...names].some((n) => n.startsWith(SANDBOX_PREFIX)),
    );
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new Error(`${why} (the database ${label} now holds part of a restore: drop it and create it empty again before another try)`, {
      cause: e,
    });
  }
  return manifest;
}

/** pg-boss makes its own schema (as the app's job queue does at start); it must be the version the jobs were saved from. */
async function installPgBoss(url: string, version: number): Promise<void> {
  const boss = new PgBoss({ connectionString: url, max: 1, schedule: false, supervise: false });
  boss.on('error', () => undefined); // start() rejects with the same error
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
  const client = await connect(url);
  try {
    const installed = Number((await client.query(`SELECT version FROM pgboss.version`)).rows[0]?.version);
    if (installed !== version) {
      throw new RestoreRefusedError(`the backup's job queue is pg-boss schema ${version}, this app installs ${installed}`);
    }
  } finally {
    await client.end();
  }
}

async function loadRows(url: string, file: string, manifest: BackupManifest, sandbox: boolean): Promise<void> {
  const client = await connect(url);
  try {
    await client.query('BEGIN');
    // The payments sandbox makes its tables when it first keeps something (not a migration).
    if (sandbox) for (const sql of SANDBOX_TABLES) await client.query(sql);

    for (const t of manifest.tables) {
      const { rows } = await client.query<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped`,
        [t.name],
      );
      const missing = t.columns.filter((c) => !rows.some((r) => r.name === c));
      if (!rows.length || missing.length) {
        throw new Error(
          `the schema the migrations made has no ${rows.length ? `column ${missing.join(', ')} in ` : 'table '}${t.name}, which the backup holds`,
        );
      }
    }
    // Rows the migrations wrote (reference data such as the membership plans) make way for the backup's.
    const ours = manifest.tables.filter((t) => t.name.startsWith('public.')).map((t) => qualified(client, t.name));
    if (ours.length) await client.query(`TRUNCATE ${ours.join(', ')}`);
    // The app's own triggers (availability notifications) are for live changes, not for restored rows.
    const { rows: triggered } = await client.query<{ name: string }>(
      `SELECT DISTINCT n.nspname || '.' || c.relname AS name FROM pg_trigger g
       JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE NOT g.tgisinternal AND n.nspname || '.' || c.relname = ANY($1)`,
      [manifest.tables.map((t) => t.name)],
    );
    for (const t of triggered) await client.query(`ALTER TABLE ${qualified(client, t.name)} DISABLE TRIGGER USER`);

    await readBackupFile(file, async (table, chunks) => {
      const expected = manifest.tables.find((t) => t.name === table.name);
      if (!expected) throw new BackupFileError(`the backup file changed while it was read (${table.name})`);
      const list = table.columns.map((c) => client.escapeIdentifier(c)).join(', ');
      const target = table.name === PGBOSS_QUEUE ? 'restore_pgboss_queue' : qualified(client, table.name);
      if (table.name === PGBOSS_QUEUE) await client.query(`CREATE TEMP TABLE restore_pgboss_queue (LIKE pgboss.queue) ON COMMIT DROP`);
      const copy = client.query(copyFrom(`COPY ${target} (${list}) FROM STDIN`));
      await pipeline(Readable.from(chunks), copy);
      if (copy.rowCount !== expected.rows) {
        throw new BackupFileError(`${table.name}: ${copy.rowCount} rows restored, the manifest says ${expected.rows}`);
      }
      if (table.name === PGBOSS_QUEUE) await restoreQueues(client, table.columns);
    });

    for (const s of manifest.sequences) {
      await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [s.name, s.lastValue, s.isCalled]);
    }
    for (const t of triggered) await client.query(`ALTER TABLE ${qualified(client, t.name)} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    await client.end();
  }
}

/**
 * pg-boss keeps each queue's jobs in a partition its create_queue() makes, so queues are created
 * through it (with their saved policy and retries), then given back every saved column.
 */
async function restoreQueues(client: Client, columns: string[]): Promise<void> {
  await client.query(
    `SELECT pgboss.create_queue(name, json_build_object(
       'policy', policy, 'retryLimit', retry_limit, 'retryDelay', retry_delay, 'retryBackoff', retry_backoff,
       'expireInSeconds', expire_seconds, 'retentionMinutes', retention_minutes))
     FROM restore_pgboss_queue ORDER BY name`,
  );
  const set = columns
    .filter((c) => c !== 'name')
    .map((c) => `${client.escapeIdentifier(c)} = r.${client.escapeIdentifier(c)}`)
    .join(', ');
  if (set) await client.query(`UPDATE pgboss.queue q SET ${set} FROM restore_pgboss_queue r WHERE q.name = r.name`);
}
