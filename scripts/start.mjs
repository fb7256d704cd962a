// `npm start`: build the web app if it is missing or older than its sources, then run the server
// in this same process (tsx compiles the TypeScript on the fly; no second process to babysit).
// Vite is a runtime dependency so that `npm ci --omit=dev && npm start` can build; an install
// without it (a copied image) serves the build it has, and says so when there is none.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'web', 'index.html');
const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function isBuildStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  const sourcesAt = Math.max(newestMtime(path.join(root, 'src', 'web')), newestMtime(path.join(root, 'src', 'domain')));
  return sourcesAt > builtAt;
}

if (process.env.FORKCAST_SKIP_BUILD !== '1' && isBuildStale()) {
  if (existsSync(viteBin)) {
    console.info('Building the web app…');
    const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else if (existsSync(builtIndex)) {
    console.warn('The web app sources are newer than dist/web, but Vite is not installed: serving the existing build. Run `npm run build` where Vite is installed to update it.');
  } else {
    console.error('The web app is not built (no dist/web/index.html) and Vite is not installed to build it. Run `npm ci && npm run build` (or install with dev dependencies), then `npm start`.');
    process.exit(1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'src', 'server', 'main.ts'));
