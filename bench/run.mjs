// `npm run bench`: every performance target, each printed as a ratio against its baseline.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// swc-node reads the backend's tsconfig (decorator metadata), not the root one it would find from cwd.
const env = { ...process.env, SWC_NODE_PROJECT: path.join(root, 'backend', 'tsconfig.json') };
const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

let failed = 0;
console.log('Building the frontend…');
// The shared input schemas first: the frontend and the backend code the benchmarks run import them.
failed |= spawnSync('npm', ['run', 'build', '-w', '@fairway/shared'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }).status ?? 1;
failed |= spawnSync('npm', ['run', 'build', '-w', '@fairway/frontend'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }).status ?? 1;
console.log('\n== Bundle: first-load JavaScript');
failed |= run(['bench/first-load.mjs']);
console.log('\n== First page: bytes on the wire in Chromium, Lighthouse desktop and mobile (/ and /booking/tulsa)');
failed |= run(['--import', '@swc-node/register/esm-register', 'bench/first-page.ts']);
console.log('\n== Server rendering: /booking/tulsa rendered on the server vs index.html as a static file');
failed |= run(['--import', '@swc-node/register/esm-register', 'bench/ssr.ts']);
console.log('\n== Admin: booking-history page query, 100k vs 1k bookings');
failed |= run(['--import', '@swc-node/register/esm-register', 'bench/booking-history.ts']);
console.log('\n== Availability query: GraphQL through the app vs bare node:http + pg, same rows and JSON');
failed |= run(['--import', '@swc-node/register/esm-register', 'bench/availability.ts']);
console.log('\n== Availability from memory: cache warm and bypassed vs the baseline, conditional polling, freshness across two instances');
failed |= run(['--import', '@swc-node/register/esm-register', 'bench/availability-cache.ts']);
console.log('\n== Public API: availability with the limits on vs off; /healthz p99 during an alias flood');
failed |= run(['--import', '@swc-node/register/esm-register', 'bench/public-api.ts']);
console.log('\n== Contention: 500 customers book one bay-hour at once through the app');
failed |= run(['--import', '@swc-node/register/esm-register', 'bench/contention.ts']);
process.exit(failed ? 1 : 0);
