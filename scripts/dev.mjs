// `npm run dev`: the backend with --watch restarts and Vite's dev server with hot reload
// (Vite proxies /graphql and /api to the backend). Open the URL Vite prints.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@fairway/backend'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@fairway/frontend'], { cwd: root, stdio: 'inherit' }),
];
let exiting = false;
const stopAll = (code) => {
  if (exiting) return;
  exiting = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const c of children) c.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
