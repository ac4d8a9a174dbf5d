import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/db/embedded-postgres.js';

/**
 * A PostgreSQL server for one test run: the one DATABASE_URL names (only throwaway databases are
 * created and dropped on it), or else an embedded server in a temporary folder, removed afterwards.
 */
export interface TestServer {
  /** URL of a database on the server with the given name. */
  url(database: string): string;
  createDatabase(name: string, template?: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A temporary folder PostgreSQL can use even when it runs as its own user (tests as root). */
export async function makeTempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  return dir;
}

/**
 * A throwaway server's data need not survive a crash of the machine: no waiting for the disk at
 * every commit, and no full pages in the WAL (PostgreSQL's documented settings for a scratch
 * cluster). Crash safety of the app's own server (database.ts) is unchanged.
 */
const THROWAWAY_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

export async function startTestServer(databaseUrl = process.env.DATABASE_URL): Promise<TestServer> {
  let embedded: EmbeddedServer | undefined;
  let tempDir: string | undefined;
  let urlFor: (db: string) => string;
  if (databaseUrl) {
    urlFor = (db) => {
      const u = new URL(databaseUrl);
      u.pathname = `/${db}`;
      return u.toString();
    };
  } else {
    tempDir = await makeTempDir('venue-test-pg-');
    embedded = await startEmbeddedPostgres({ dataDir: path.join(tempDir, 'data'), port: await freePort(), settings: THROWAWAY_SETTINGS });
    urlFor = embedded.url;
  }
  const adminUrl = databaseUrl ?? urlFor('postgres');
  const admin = async <T>(fn: (c: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  const ident = (name: string) => {
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`);
    return `"${name}"`;
  };
  return {
    url: urlFor,
    createDatabase: (name, template) =>
      admin((c) => c.query(`CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`)).then(() => undefined),
    dropDatabase: (name) => admin((c) => c.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`)).then(() => undefined),
    stop: async () => {
      await embedded?.stop();
      if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
    },
  };
}
