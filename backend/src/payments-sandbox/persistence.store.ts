// The sandbox's objects in PostgreSQL (when it is given a database): every object loaded at start,
// and each mutating request's changed objects and idempotency record written in one transaction
// before it answers. The sandbox makes its own tables (the app's migrations do not).
//
// Row format (what writeSandboxHistory and any conversion of older data must write):
//
//   payments_sandbox_objects
//     id      text PRIMARY KEY      the object's id: cus_…, pm_…, ctoken_…, pi_…, seti_…, ch_…, re_…, dp_…, evt_…
//     type    text NOT NULL         its Stripe `object`: customer, payment_method, confirmation_token, payment_intent,
//                                   setup_intent, charge, refund, dispute, event
//     data    jsonb NOT NULL        the object exactly as the API answers it (linked objects as ids, never expanded)
//     sandbox jsonb NOT NULL        what only the sandbox knows (store.state.ts SandboxState), e.g. for a saved card
//                                   {"behaviour": "succeed", "setUpOffSession": true}; '{}' when there is nothing
//     created timestamptz NOT NULL  when it was made
//     seq     bigserial             the order it was written in (lists are newest first by created, then seq)
//
//   payments_sandbox_idempotency
//     key     text PRIMARY KEY      sha256 of the API key, ':', the Idempotency-Key
//     data    jsonb NOT NULL        { requestId, method, path, params (a sha256 of them), status, body }: the request and its answer
//     created timestamptz NOT NULL  when it was first used (kept 24 hours)
import pg from 'pg';
import { OBJECT_TYPES, type Entry, type ObjectType, type SandboxState, type Store } from './store.state.js';

/** One statement each (a caller's query function may not take several at once). */
export const CREATE_TABLES = [
  `CREATE TABLE IF NOT EXISTS payments_sandbox_objects (
    id text PRIMARY KEY,
    type text NOT NULL,
    data jsonb NOT NULL,
    sandbox jsonb NOT NULL DEFAULT '{}',
    created timestamptz NOT NULL,
    seq bigserial
  )`,
  `CREATE TABLE IF NOT EXISTS payments_sandbox_idempotency (
    key text PRIMARY KEY,
    data jsonb NOT NULL,
    created timestamptz NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS payments_sandbox_idempotency_created ON payments_sandbox_idempotency (created)',
];

/** Writes objects in one statement, in their order (so `seq` follows it): replacing what is there, or leaving it. */
export function insertObjects(onConflict: 'replace' | 'keep'): string {
  return `
  INSERT INTO payments_sandbox_objects (id, type, data, sandbox, created)
  SELECT id, type, data, sandbox, created
  FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::jsonb[], $5::timestamptz[]) WITH ORDINALITY AS r(id, type, data, sandbox, created, n)
  ORDER BY n
  ON CONFLICT (id) DO ${onConflict === 'replace' ? 'UPDATE SET data = EXCLUDED.data, sandbox = EXCLUDED.sandbox' : 'NOTHING'}`;
}

export function objectRows(entries: Pick<Entry, 'id' | 'type' | 'data' | 'sandbox' | 'created'>[]): unknown[] {
  return [
    entries.map((e) => e.id),
    entries.map((e) => e.type),
    entries.map((e) => JSON.stringify(e.data)),
    entries.map((e) => JSON.stringify(e.sandbox)),
    entries.map((e) => e.created.toISOString()),
  ];
}

/** An idempotent request and the answer it got. */
export interface IdempotencyRecord {
  key: string;
  /** The request that first used the key (`Original-Request` of a replay). */
  requestId: string;
  method: string;
  path: string;
  params: string;
  status: number;
  body: string;
  created: Date;
}

/** Idempotency keys are kept 24 hours, as Stripe keeps them. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

export class SandboxDatabase {
  private constructor(private readonly pool: pg.Pool) {}

  static async open(url: string): Promise<SandboxDatabase> {
    // One writer at a time (the sandbox's queue), plus one for the hourly clean-up.
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on('error', () => undefined); // an idle client's error: the next query reports it
    try {
      for (const sql of CREATE_TABLES) await pool.query(sql);
    } catch (e) {
      await pool.end();
      throw e;
    }
    return new SandboxDatabase(pool);
  }

  /**
   * Everything stored, in the order it was made (history written later for earlier times takes its
   * place among the rest); idempotency records younger than a day.
   */
  async load(store: Store, now: Date): Promise<IdempotencyRecord[]> {
    const objects = await this.pool.query<{ id: string; type: string; data: unknown; sandbox: SandboxState; created: Date }>(
      'SELECT id, type, data, sandbox, created FROM payments_sandbox_objects ORDER BY created, seq',
    );
    for (const row of objects.rows) {
      if (!(OBJECT_TYPES as readonly string[]).includes(row.type)) continue;
      store.load({ id: row.id, type: row.type as ObjectType, data: row.data, sandbox: row.sandbox ?? {}, created: row.created });
    }
    const since = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
    const keys = await this.pool.query<{ key: string; data: Omit<IdempotencyRecord, 'key' | 'created'>; created: Date }>(
      'SELECT key, data, created FROM payments_sandbox_idempotency WHERE created > $1',
      [since],
    );
    return keys.rows.map((r) => ({ ...r.data, key: r.key, created: r.created }));
  }

  /** One request's changes and its idempotency record, in one transaction. */
  async save(entries: Entry[], record: IdempotencyRecord | null): Promise<void> {
    if (entries.length === 0 && !record) return;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      if (entries.length > 0) await client.query(insertObjects('replace'), objectRows(entries));
      if (record) {
        const { key, created, ...data } = record;
        await client.query(
          `INSERT INTO payments_sandbox_idempotency (key, data, created) VALUES ($1, $2, $3)
           ON CONFLICT (key) DO UPDATE SET data = EXCLUDED.data`,
          [key, JSON.stringify(data), created],
        );
      }
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  async forgetKeysBefore(before: Date): Promise<void> {
    await this.pool.query('DELETE FROM payments_sandbox_idempotency WHERE created < $1', [before]);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
