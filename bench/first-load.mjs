// First-load JavaScript of `/`: every script and modulepreload index.html names, gzipped, summed.
// Budget (issue 4): under 250 KB gzip. Prints the figure and its ratio to the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../frontend/dist');

export function firstLoad() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]);
  const files = [...new Set(srcs)].map((src) => {
    const bytes = readFileSync(path.join(dist, src.replace(/^\//, '')));
    return { src, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const gzipKb = files.reduce((s, f) => s + f.gzip, 0) / 1024;
  return { files, gzipKb, budgetKb: BUDGET_KB, ratio: gzipKb / BUDGET_KB };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = firstLoad();
  for (const f of r.files) console.log(`  ${f.src.padEnd(48)} ${(f.gzip / 1024).toFixed(1).padStart(7)} KB gzip`);
  console.log(
    `first-load JS of /: ${r.gzipKb.toFixed(1)} KB gzip; budget ${r.budgetKb} KB; ratio ${r.ratio.toFixed(2)} ${r.ratio <= 1 ? 'OK' : 'OVER BUDGET'}`,
  );
  if (r.ratio > 1) process.exitCode = 1;
}
