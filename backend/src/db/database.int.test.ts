import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { createLogger } from '../shared/logger.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app.js';
import { freePort, startTestServer, uniqueName } from '../../test/support/throwaway-database.js';
import { openDatabase } from './database.js';
import { createDataSource } from './data-source.js';
import { seedDemoData } from './seed/demo-seed.js';

describe('database', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('has btree_gist, so one exclusion constraint can combine "same bay" with "overlapping time"', async () => {
    const ext = await db.dataSource.query(`SELECT extname FROM pg_extension WHERE extname = 'btree_gist'`);
    expect(ext).toHaveLength(1);
    await db.dataSource.query(`CREATE TEMP TABLE t (bay uuid, during tstzrange, EXCLUDE USING gist (bay WITH =, during WITH &&))`);
    const bay = '00000000-0000-0000-0000-000000000001';
    await db.dataSource.query(`INSERT INTO t VALUES ($1, tstzrange('2026-12-01 18:00Z', '2026-12-01 20:00Z'))`, [bay]);
    await expect(
      db.dataSource.query(`INSERT INTO t VALUES ($1, tstzrange('2026-12-01 19:00Z', '2026-12-01 21:00Z'))`, [bay]),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('has no pending migration after the run applied them', async () => {
    expect(await db.dataSource.showMigrations()).toBe(false);
  });

  it('seeds demo data exactly once, even when two instances start together', async () => {
    const other = createDataSource(db.url, 2);
    await other.initialize();
    const results = await Promise.all([seedDemoData(db.dataSource), seedDemoData(other)]);
    await other.destroy();
    expect(results.map((r) => r.length).sort()).toEqual([0, 5]);
    expect(await seedDemoData(db.dataSource)).toEqual([]);
    const [{ count }] = await db.dataSource.query(`SELECT count(*)::int AS count FROM bays`);
    expect(count).toBe(15);
    const users = await db.dataSource.query(`SELECT email, is_admin, membership_type, password_hash FROM users ORDER BY email`);
    expect(users.map((u: { email: string }) => u.email)).toEqual(['admin@backnine.golf', 'birdie@backnine.golf', 'player@backnine.golf']);
    expect(users.map((u: { is_admin: boolean; membership_type: string }) => [u.is_admin, u.membership_type])).toEqual([
      [true, 'None'],
      [false, 'Birdie'],
      [false, 'None'],
    ]);
    for (const u of users) expect(u.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('does not bring back demo data an admin removed', async () => {
    await db.dataSource.query(`DELETE FROM opening_hours WHERE weekday = 7`);
    expect(await seedDemoData(db.dataSource)).toEqual([]);
    const [{ count }] = await db.dataSource.query(`SELECT count(*)::int AS count FROM opening_hours WHERE weekday = 7`);
    expect(count).toBe(0);
  });

  it('names the database it cannot reach, without its password', async () => {
    const port = await freePort(); // nothing listens there
    const config = loadConfig({ DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${port}/venue`, LOG_LEVEL: 'silent' });
    const err = await openDatabase(config, createLogger('silent')).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).name).toBe('DatabaseUnavailableError');
    expect((err as Error).message).toMatch(
      new RegExp(`cannot reach the database at postgres://app:\\*\\*\\*@127\\.0\\.0\\.1:${port}/venue: .*ECONNREFUSED`),
    );
    expect((err as Error).message).not.toContain('s3cret');
  });

  it('migrates a fresh database once when several instances start on it together (replicas)', async () => {
    const server = await startTestServer(inject('pgServerUrl'));
    const name = uniqueName('venue_fresh');
    await server.createDatabase(name);
    try {
      const config = loadConfig({ DATABASE_URL: server.url(name), SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase(config, createLogger('silent'))));
      expect(await opened[0]!.dataSource.showMigrations()).toBe(false);
      const [{ count }] = await opened[0]!.dataSource.query(`SELECT count(*)::int AS count FROM migrations`);
      expect(count).toBe(opened[0]!.dataSource.migrations.length); // each applied once
      await Promise.all(opened.map((d) => d.close()));
    } finally {
      await server.dropDatabase(name);
    }
  });
});
