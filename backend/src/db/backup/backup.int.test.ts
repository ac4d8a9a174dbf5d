import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-app.js';
import { makeTempDir, startTestServer, uniqueName, type TestServer } from '../../../test/support/throwaway-database.js';
import { seedDemoData } from '../seed/demo-seed.js';
import { readBackupFile } from './backup-file.js';
import { backupDatabase, restoreDatabase } from './backup.js';
import { writeLogicalBackup } from './logical-backup.js';

/** Per table: its row count and an md5 over its rows in a stable order (the rows as text, sorted). */
async function fingerprint(url: string, tables: string[]): Promise<Record<string, { rows: number; md5: string | null }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: Record<string, { rows: number; md5: string | null }> = {};
    for (const name of tables) {
      const t = name
        .split('.')
        .map((p) => client.escapeIdentifier(p))
        .join('.');
      const { rows } = await client.query(
        `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS md5 FROM ${t} t`,
      );
      out[name] = rows[0];
    }
    return out;
  } finally {
    await client.end();
  }
}

async function scalar<T>(url: string, sql: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Object.values((await client.query(sql)).rows[0] ?? {})[0] as T;
  } finally {
    await client.end();
  }
}

describe('backup and restore drill', () => {
  let server: TestServer;
  let source: TestDatabase;
  let dir: string;
  const made: string[] = [];
  const emptyDatabase = async () => {
    const name = uniqueName('venue_restore');
    made.push(name);
    await server.createDatabase(name);
    return server.url(name);
  };

  beforeAll(async () => {
    server = await startTestServer(inject('pgServerUrl'));
    dir = await makeTempDir('venue-backups-');
    source = await createTestDatabase();
    await seedDemoData(source.dataSource, { history: true });
    // Jobs waiting in the queue (a reminder due tomorrow) are work a restore must not lose.
    const boss = new PgBoss({ connectionString: source.url, max: 1, schedule: false, supervise: false });
    await boss.start();
    await boss.createQueue('booking-reminder', { name: 'booking-reminder', retryLimit: 5, retryDelay: 30, retryBackoff: true });
    for (const n of [1, 2, 3])
      await boss.send('booking-reminder', { bookingId: `b${n}` }, { startAfter: new Date(Date.now() + 86_400_000) });
    await boss.stop({ graceful: false, wait: true });
    await source.dataSource.query(`INSERT INTO sessions (sid, sess, expire) VALUES ('s1', '{"userId":"x"}', now() + interval '1 day')`);
  });

  afterAll(async () => {
    await source?.drop();
    for (const name of made) await server.dropDatabase(name);
    await server?.stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('restores a seeded database into an empty one with every table and sequence as it was', async () => {
    const { file, method, manifest } = await backupDatabase({
      url: source.url,
      dir,
      method: 'builtin',
      now: new Date('2026-11-28T03:00:00Z'),
    });
    expect(method).toBe('builtin');
    expect(path.basename(file)).toBe('venue-20261128T030000Z.backup.gz');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    const tables = manifest!.tables.map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['public.users', 'public.bookings', 'public.payments_sandbox_objects', 'pgboss.job']));
    expect(tables).not.toContain('public.sessions');
    expect(tables.indexOf('public.users')).toBeLessThan(tables.indexOf('public.bookings'));

    const target = await emptyDatabase();
    await restoreDatabase({ url: target, file, label: 'target' });

    const before = await fingerprint(source.url, [...tables, 'public.migrations']);
    const after = await fingerprint(target, [...tables, 'public.migrations']);
    expect(before['public.bookings']!.rows).toBeGreaterThan(100);
    expect(before['pgboss.job']!.rows).toBe(3);
    expect(after).toEqual(before);
    for (const t of manifest!.tables) expect(after[t.name]!.rows).toBe(t.rows);

    const sequences = `SELECT json_object_agg(schemaname || '.' || sequencename, last_value ORDER BY sequencename) FROM pg_sequences WHERE sequencename <> 'migrations_id_seq'`;
    expect(await scalar(target, sequences)).toEqual(await scalar(source.url, sequences));
    expect(await scalar(target, `SELECT count(*)::int FROM sessions`)).toBe(0);
    // The restored queue works: pg-boss hands out the restored jobs once due.
    expect(await scalar(target, `SELECT count(*)::int FROM pgboss.job WHERE name = 'booking-reminder' AND state = 'created'`)).toBe(3);
  });

  it('refuses to restore into a database that is not empty, in one line, and changes nothing', async () => {
    const { file } = await backupDatabase({ url: source.url, dir, method: 'builtin', now: new Date('2026-11-28T04:00:00Z') });
    const target = await emptyDatabase();
    await scalar(target, `CREATE TABLE keep_me (id int)`);
    const err = await restoreDatabase({ url: target, file, label: 'postgres://…/keep' }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).name).toBe('RestoreRefusedError');
    expect((err as Error).message).toBe(
      'Refusing to restore: the database postgres://…/keep is not empty (1 tables and sequences, e.g. public.keep_me); restore into a new, empty database.',
    );
    expect(await scalar(target, `SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public'`)).toBe(1);
  });

  it('refuses a damaged file before it writes anything', async () => {
    const { file } = await backupDatabase({ url: source.url, dir, method: 'builtin', now: new Date('2026-11-28T05:00:00Z') });
    const whole = await fs.readFile(file);
    const cut = path.join(dir, 'cut.backup.gz');
    await fs.writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = await emptyDatabase();
    await expect(restoreDatabase({ url: target, file: cut, label: 'target' })).rejects.toThrow(/damaged|truncated/);
    expect(await scalar(target, `SELECT count(*)::int FROM pg_class WHERE relnamespace = 'public'::regnamespace`)).toBe(0);
  });

  it('is consistent while writes go on: a transfer between two tables is never half in it', async () => {
    // A ledger across two tables: a balance in app_meta and one page view per unit moved out of it.
    const url = source.url;
    await scalar(url, `INSERT INTO app_meta (key, value) VALUES ('drill:balance', '1000')`);
    const transfer = `BEGIN;
      UPDATE app_meta SET value = (value::int - 1)::text WHERE key = 'drill:balance';
      INSERT INTO page_views (path, visitor_id) VALUES ('/drill', gen_random_uuid());
      COMMIT`;
    const writer = new pg.Client({ connectionString: url });
    await writer.connect();
    const hooked = new pg.Client({ connectionString: url });
    await hooked.connect();
    let running = true;
    // One transfer committed before the backup starts, so that its snapshot holds at least one (the loop's
    // first ones may land after the snapshot: CI saw a backup with none moved).
    await writer.query(transfer);
    let transfers = 1;
    const background = (async () => {
      while (running) {
        await writer.query(transfer);
        transfers++;
      }
    })();
    try {
      const file = path.join(dir, 'during-writes.backup.gz');
      // Besides the writer's stream, one transfer commits after each table: between every table's COPY and the next.
      await writeLogicalBackup(url, file, { onTable: async () => void (await hooked.query(transfer), transfers++) });
      running = false;
      await background;

      let balance = NaN;
      let moved = 0;
      await readBackupFile(file, async (table, chunks) => {
        let text = '';
        for await (const c of chunks) text += c.toString('utf8');
        const rows = text.split('\n').filter(Boolean);
        const col = (name: string) => table.columns.indexOf(name);
        if (table.name === 'public.app_meta') {
          const row = rows.map((r) => r.split('\t')).find((r) => r[col('key')] === 'drill:balance')!;
          balance = Number(row[col('value')]);
        }
        if (table.name === 'public.page_views') moved = rows.filter((r) => r.split('\t')[col('path')] === '/drill').length;
      });
      expect(transfers).toBeGreaterThan(20);
      expect(moved).toBeGreaterThan(0);
      expect(balance + moved).toBe(1000);
    } finally {
      running = false;
      await background.catch(() => undefined);
      await writer.end();
      await hooked.end();
    }
  });
});
