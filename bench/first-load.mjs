// First-load JavaScript of `/`: every script and modulepreload index.html names, as the server sends
// them to a browser (the build's .br copy; a file too small to have one goes as it is), summed.
// Budget (issue 13): at most 200 KB on the wire. bench/first-page.ts measures the same in Chromium,
// headers and any chunk loaded after the first render included. Prints the figure and its ratio.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../frontend/dist');

export function firstLoad() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]);
  const files = [...new Set(srcs)].map((src) => {
    const file = path.join(dist, src.replace(/^\//, ''));
    const bytes = readFileSync(file);
    const sent = existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : bytes.length;
    return { src, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, sent };
  });
  const sentKb = files.reduce((s, f) => s + f.sent, 0) / 1024;
  const gzipKb = files.reduce((s, f) => s + f.gzip, 0) / 1024;
  return { files, sentKb, gzipKb, budgetKb: BUDGET_KB, ratio: sentKb / BUDGET_KB };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = firstLoad();
  const kb = (n) => (n / 1024).toFixed(1).padStart(7);
  for (const f of r.files) console.log(`  ${f.src.padEnd(48)} ${kb(f.sent)} KB sent ${kb(f.gzip)} KB gzip ${kb(f.raw)} KB raw`);
  const verdict = r.ratio <= 1 ? 'OK' : 'OVER BUDGET';
  const sent = `${r.sentKb.toFixed(1)} KB sent (brotli; ${r.gzipKb.toFixed(1)} KB as gzip)`;
  console.log(`first-load JS of /: ${sent}; budget ${r.budgetKb} KB; ratio ${r.ratio.toFixed(2)} ${verdict}`);
  if (r.ratio > 1) process.exitCode = 1;
}
