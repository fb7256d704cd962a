// `npm start`: build the web app if it is missing or older than its sources, then run the server
// in this same process, compiled to one JavaScript module (no second process to babysit).
// Vite and esbuild are runtime dependencies so that `npm ci --omit=dev && npm start` can build; an
// install without Vite (a copied image) serves the build it has, and says so when there is none.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'web', 'index.html');
const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

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
    // The public pages' HTML, rendered from the fresh build (the same second step as `npm run build`).
    const prerender = spawnSync(process.execPath, [path.join(root, 'scripts', 'prerender.mjs')], { cwd: root, stdio: 'inherit' });
    if (prerender.status !== 0) process.exit(prerender.status ?? 1);
  } else if (existsSync(builtIndex)) {
    console.warn(
      'The web app sources are newer than dist/web, but Vite is not installed: serving the existing build. Run `npm run build` where Vite is installed to update it.',
    );
  } else {
    console.error(
      'The web app is not built (no dist/web/index.html) and Vite is not installed to build it. Run `npm ci && npm run build` (or install with dev dependencies), then `npm start`.',
    );
    process.exit(1);
  }
}

// The server runs compiled (scripts/build-server.mjs): rebuilt here whenever a source is newer, which
// takes well under a second, so an edited checkout never runs stale server code.
const serverBundle = path.join(root, 'dist', 'server', 'main.mjs');
const serverSourcesAt = Math.max(newestMtime(path.join(root, 'src', 'server')), newestMtime(path.join(root, 'src', 'domain')));
if (!existsSync(serverBundle) || statSync(serverBundle).mtimeMs < serverSourcesAt) {
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}
await import(pathToFileURL(serverBundle).href);
