import { execFile } from 'node:child_process';
import { accessSync, constants, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * PostgreSQL's own pg_dump/pg_restore, when a fitting one is installed (docs/operations.md).
 * pg_dump refuses a server of a newer major version than itself ("server version mismatch") and
 * reads older ones, so the rule is: its major version at least the server's.
 */
export interface PgTool {
  path: string;
  major: number;
}

/** "pg_dump (PostgreSQL) 18.4 (Debian 18.4-1.pgdg120+1)" → 18. */
export function toolMajor(versionLine: string): number | undefined {
  const m = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine);
  return m ? Number(m[1]) : undefined;
}

/** Whether a tool of this major version can work with a server of that one. */
export function fitsServer(tool: number, server: number): boolean {
  return tool >= server;
}

/**
 * Where to look, in order: PG_BIN_DIR alone when it is set (an operator's explicit choice); else
 * every folder on PATH, then Debian's per-version folders (postgresql-client-NN from PGDG), newest first.
 */
export function toolCandidates(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.PG_BIN_DIR) return [path.join(env.PG_BIN_DIR, name)];
  const onPath = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  let debian: string[] = [];
  try {
    debian = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => path.join('/usr/lib/postgresql', v, 'bin'));
  } catch {
    // no Debian PostgreSQL packages
  }
  return [...new Set([...onPath, ...debian].map((dir) => path.join(dir, name)))];
}

/** The first installed tool that fits a server of `serverMajor`, and the versions that did not. */
export async function findTool(
  name: 'pg_dump' | 'pg_restore',
  serverMajor: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ tool?: PgTool; unfit: PgTool[] }> {
  const unfit: PgTool[] = [];
  const tried = new Set<string>();
  for (const candidate of toolCandidates(name, env)) {
    try {
      accessSync(candidate, constants.X_OK);
      const real = realpathSync(candidate); // /bin and /usr/bin are often one folder
      if (tried.has(real)) continue;
      tried.add(real);
    } catch {
      continue;
    }
    const { stdout } = await run(candidate, ['--version']).catch(() => ({ stdout: '' }));
    const major = toolMajor(stdout);
    if (major === undefined) continue;
    if (fitsServer(major, serverMajor)) return { tool: { path: candidate, major }, unfit };
    unfit.push({ path: candidate, major });
  }
  return { unfit };
}

/** The connection for a PostgreSQL tool: the URL without its password, which goes in PGPASSWORD (not on a command line ps shows). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** pg_dump's custom format (compressed, restorable table by table), without the rows of `excluded` tables. */
export async function pgDump(tool: PgTool, url: string, file: string, excluded: string[]): Promise<void> {
  const { dbname, env } = connection(url);
  await run(tool.path, ['--format=custom', `--file=${file}`, ...excluded.map((t) => `--exclude-table-data=${t}`), `--dbname=${dbname}`], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Restores a pg_dump custom-format file into an empty database, all or nothing. */
export async function pgRestore(tool: PgTool, url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(tool.path, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
}
