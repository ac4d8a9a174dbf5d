// `npm start`: build whatever is missing or older than its sources, then serve the whole site
// (API + built SPA) on one port. With no DATABASE_URL the app runs its own embedded PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

/** Newest modification time below the given paths (folders walked; node_modules and dist skipped). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') visit(path.join(p, e));
    } else latest = Math.max(latest, st.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

function buildIfStale(name, output, sources) {
  if (existsSync(output) && statSync(output).mtimeMs >= newest(sources)) return;
  console.log(`Building the ${name}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', `@fairway/${name}`], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The shared input schemas first: both the backend and the frontend build on them.
buildIfStale('shared', at('shared/dist/index.js'), [at('shared/src'), at('shared/tsconfig.json'), at('shared/tsconfig.build.json')]);
buildIfStale('backend', at('backend/dist/main.js'), [
  at('backend/src'),
  at('shared/src'),
  at('backend/tsconfig.json'),
  at('backend/tsconfig.build.json'),
  at('package-lock.json'),
]);
buildIfStale('frontend', at('frontend/dist/index.html'), [
  at('frontend/src'),
  at('shared/src'),
  at('frontend/index.html'),
  at('frontend/public'),
  at('frontend/vite.config.ts'),
  at('package-lock.json'),
]);

const env = { ...process.env };
env.NODE_ENV ||= 'production';
if (!env.SESSION_SECRET) {
  // A local secret kept with the local data, so sign-ins survive restarts. Deployments set SESSION_SECRET.
  const file = at('.data', 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  env.SESSION_SECRET = readFileSync(file, 'utf8').trim();
}

// The telemetry module goes first: with OTEL_EXPORTER_OTLP_ENDPOINT set it hooks modules before the app loads them.
const node = ['--enable-source-maps', '--import', at('backend/dist/telemetry/instrument.js'), at('backend/dist/main.js')];
const app = spawn(process.execPath, node, { env, stdio: 'inherit' });
// Ctrl-C reaches the app directly (same process group); a signal sent to this script alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal));
app.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
