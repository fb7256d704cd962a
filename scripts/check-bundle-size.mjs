// Measures the JavaScript the first page (/) downloads — the entry chunk, its static imports and
// the landing page's chunk — gzipped, from Vite's manifest, and fails over the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Issue 18: 100 kB. react-dom alone is ~63 kB of it; the router is declarative (no data router), and the
// auth client, query client and toasts load after hydration or with the pages that need them.
const BUDGET_BYTES = 100 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist', 'web');
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landingKey = Object.keys(manifest).find((key) => key.endsWith('landing-page.tsx'));
if (!entryKey || !landingKey) {
  console.error('check-bundle-size: entry or landing chunk missing from the manifest');
  process.exit(1);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
visit(landingKey);

let total = 0;
const rows = [];
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  total += size;
  rows.push(`  ${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
console.info(`First page JavaScript (gzipped):\n${rows.join('\n')}\n  ${(total / 1024).toFixed(1).padStart(7)} kB  total (budget ${BUDGET_BYTES / 1024} kB)`);
if (total > BUDGET_BYTES) {
  console.error(`First page JavaScript is over budget by ${((total - BUDGET_BYTES) / 1024).toFixed(1)} kB.`);
  process.exit(1);
}
