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
function startApp(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/main.ts'], {
    cwd: backendDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', SEED_DEMO_DATA: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { child, stdout: '', stderr: '', exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
  child.stdout!.on('data', (d) => (run.stdout += d));
  child.stderr!.on('data', (d) => (run.stderr += d));
  return run;
}

async function waitUntilReady(run: Run, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!run.stdout.includes('"msg":"Ready:')) {
    if (run.child.exitCode !== null) throw new Error(`app exited ${run.child.exitCode}: ${run.stderr}`);
    if (Date.now() > deadline) throw new Error(`app not ready in time: ${run.stdout}${run.stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
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
      const first = startApp({ ...env, PORT: String(appPort) });
      running.push(first);
      await waitUntilReady(first);
      const locations = await query(appPort, '{ locations { slug } }');
      expect(locations.data.locations).toHaveLength(3);

      // 3. A second app on the same data folder is refused; the first keeps serving.
      const second = startApp({ ...env, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.stderr.trim()).toMatch(/^Cannot start: the embedded PostgreSQL data folder .* is in use by another running server/);
      expect((await fetch(`http://127.0.0.1:${appPort}/readyz`)).status).toBe(200);

      // 4. SIGTERM: finishes, closes the pool, stops PostgreSQL, exits 0.
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.stdout).toContain('"msg":"stopped"');

      // 5. Restarted: migrations already applied, demo data not seeded twice.
      const again = startApp({ ...env, PORT: String(appPort) });
      running.push(again);
      await waitUntilReady(again);
      expect(again.stdout).not.toContain('demo data seeded');
      const count = await query<{ locations: { bays: unknown[] }[] }>(appPort, '{ locations { bays { number } } }');
      expect(count.data.locations.flatMap((l) => l.bays)).toHaveLength(15);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
