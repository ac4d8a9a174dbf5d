import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/support/test-app.js';

/** Polls until `check` holds (at most `ms`): outages and recoveries take real, variable time. */
async function eventually(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a database outage', () => {
  let t: TestApp;
  let db: string;
  let admin: pg.Client; // on another database: a database cannot close its doors from inside
  const lines: { level: number; msg: string; refused?: number; err?: { stack?: string } }[] = [];
  const allowConnections = (allow: boolean) => admin.query(`ALTER DATABASE "${db}" ALLOW_CONNECTIONS ${allow}`);

  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    t = await createTestApp({}, undefined, logger);
    [{ db }] = await t.db.dataSource.query('SELECT current_database() AS db');
    const url = new URL(t.db.url);
    url.pathname = '/postgres';
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  });
  afterAll(async () => {
    await allowConnections(true).catch(() => undefined);
    await admin?.end();
    await t.close();
  });

  it('answers 503 SERVICE_UNAVAILABLE without details, logs one line when it starts and one when it ends', async () => {
    await gql(t.http, '{ locations { slug } }').expect(200);
    const before = lines.length;

    // Every connection of the app is cut and none is accepted: to the app, the database is gone.
    await allowConnections(false);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [db]);

    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => gql(t.http, '{ locations { slug name } }')),
      ...Array.from({ length: 20 }, () => t.http.get('/api/coaches/00000000-0000-4000-8000-000000000000/photo')),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.text).not.toMatch(/ECONN|accepting connections|at .*\.js/);
    }
    const graphqlAnswer = answers[0]!.body as { errors: { message: string; extensions: { code: string } }[] };
    expect(graphqlAnswer.errors[0]!.extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(graphqlAnswer.errors[0]!.message).toBe('We cannot reach our booking system right now. Please try again in a moment.');

    // Fifty failed requests, one error line (and no per-request access lines at error level).
    const during = lines.slice(before);
    const errors = during.filter((l) => l.level >= 50);
    expect(errors.map((l) => l.msg)).toEqual(['database unreachable: requests answer 503 until it is back']);

    await allowConnections(true);
    await eventually(() => lines.some((l) => l.msg === 'database reachable again'), 10_000);
    const back = lines.find((l) => l.msg === 'database reachable again')!;
    expect(back.refused).toBeGreaterThanOrEqual(50);
    await gql(t.http, '{ locations { slug } }').expect(200);
  });
});
