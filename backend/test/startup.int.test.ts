import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, makeTempDir } from './support/throwaway-database.js';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Run {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<number | null>;
}

/** Starts the real entry point (src/main.ts) as its own process, the way `npm start` does. */
function startApp(env: Record<string, string>, options: { ownProcessGroup?: boolean } = {}): Run {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/main.ts'], {
    cwd: backendDir,
    detached: options.ownProcessGroup, // a group of its own, as a terminal's foreground job: Ctrl-C signals all of it
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', SEED_DEMO_DATA: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { child, stdout: '', stderr: '', exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
  child.stdout!.on('data', (d) => (run.stdout += d));
  child.stderr!.on('data', (d) => (run.stderr += d));
  return run;
}

/** Resolves when the app logs that it is ready (its own output is the event), fails when it exits first. */
function waitUntilReady(run: Run, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      clearTimeout(deadline);
      run.child.stdout!.off('data', check);
      run.child.off('exit', exited);
      if (err) reject(err);
      else resolve();
    };
    const check = () => run.stdout.includes('"msg":"Ready:') && done();
    const exited = (code: number | null) => done(new Error(`app exited ${code}: ${run.stderr}`));
    const deadline = setTimeout(() => done(new Error(`app not ready in time: ${run.stdout}${run.stderr}`)), timeoutMs);
    run.child.stdout!.on('data', check);
    run.child.once('exit', exited);
    check();
  });
}

async function query<T = Record<string, unknown>>(port: number, q: string) {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: q }),
  });
  return (await res.json()) as { data: T };
}

const running: Run[] = [];
afterAll(async () => {
  for (const r of running) if (r.child.exitCode === null) r.child.kill('SIGKILL');
});

describe('starting and stopping the app process', () => {
  it('refuses a bad environment value with one line naming the variable', async () => {
    const run = startApp({ PORT: 'eighty', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(await run.exited).toBe(1);
    expect(run.stderr.trim()).toBe('Invalid configuration: PORT must be a whole number from 1 to 65535');
  });

  it('stops with a clear line when DATABASE_URL cannot be reached', async () => {
    const port = await freePort();
    const run = startApp({ PORT: String(await freePort()), DATABASE_URL: `postgres://venue:pw@127.0.0.1:${port}/venue` });
    expect(await run.exited).toBe(1);
    expect(run.stderr.trim()).toMatch(
      new RegExp(`^Cannot start: cannot reach the database at postgres://venue:\\*\\*\\*@127.0.0.1:${port}/venue: .*ECONNREFUSED`),
    );
  });

  it('on the embedded server: port clash, second instance and graceful stop leave the data intact', { timeout: 120_000 }, async () => {
    const dir = await makeTempDir('venue-startup-');
    const env = { EMBEDDED_PG_DIR: path.join(dir, 'pg'), EMBEDDED_PG_PORT: String(await freePort()) };
    try {
      // 1. The HTTP port is taken: the app says so and stops the embedded server it had started.
      const blocker = net.createServer().listen(0, '127.0.0.1');
      await new Promise((r) => blocker.once('listening', r));
      const takenPort = (blocker.address() as net.AddressInfo).port;
      const clash = startApp({ ...env, HOST: '127.0.0.1', PORT: String(takenPort) });
      expect(await clash.exited).toBe(1);
      expect(clash.stderr.trim()).toBe(
        `Cannot start: port ${takenPort} is already in use (is the app already running?). Set PORT to a free port.`,
      );
      blocker.close();

      // 2. The same data folder starts fine afterwards (so the server was really stopped) and serves data.
      const appPort = await freePort();
      const first = startApp({ ...env, PORT: String(appPort) }, { ownProcessGroup: true });
      running.push(first);
      await waitUntilReady(first);
      const locations = await query(appPort, '{ locations { slug } }');
      expect(locations.data.locations).toHaveLength(3);

      // 3. A second app on the same data folder is refused; the first keeps serving.
      const second = startApp({ ...env, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.stderr.trim()).toMatch(/^Cannot start: the embedded PostgreSQL data folder .* is in use by another running server/);
      expect((await fetch(`http://127.0.0.1:${appPort}/readyz`)).status).toBe(200);

      // 4. Ctrl-C (SIGINT to the whole process group): the app closes its pools before it stops PostgreSQL,
      // which the signal does not reach, so no connection is cut ("terminating connection due to administrator command").
      process.kill(-first.child.pid!, 'SIGINT');
      expect(await first.exited).toBe(0);
      expect(first.stdout).toContain('"msg":"stopped"');
      expect(first.stdout + first.stderr).not.toMatch(/terminating connection|"level":50/);

      // 5. Restarted: migrations already applied, demo data not seeded twice.
      const again = startApp({ ...env, PORT: String(appPort) });
      running.push(again);
      await waitUntilReady(again);
      expect(again.stdout).not.toContain('demo data seeded');
      const count = await query<{ locations: { bays: unknown[] }[] }>(appPort, '{ locations { bays { number } } }');
      expect(count.data.locations.flatMap((l) => l.bays)).toHaveLength(15);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
      expect(again.stdout + again.stderr).not.toMatch(/terminating connection|"level":50/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
