// `npm run bench`: every performance target, each printed as a ratio against its baseline.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

let failed = 0;
console.log('Building the frontend…');
failed |= spawnSync('npm', ['run', 'build', '-w', '@fairway/frontend'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }).status ?? 1;
console.log('\n== Bundle: first-load JavaScript');
failed |= run(['bench/first-load.mjs']);
console.log('\n== Admin: booking-history page query, 100k vs 1k bookings');
failed |= run(['--import', '@swc-node/register/esm-register', 'bench/booking-history.ts']);
process.exit(failed ? 1 : 0);
