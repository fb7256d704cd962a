// Compiles the server (src/server/main.ts and what it imports from src/) into one ES module,
// dist/server/main.mjs, with the packages left as imports. `npm start` runs it with plain Node: no
// TypeScript compiler and no loader thread at start-up, which costs seconds and tens of MB (issue 18).
// Also copies the migrations and the ingredient tagger's weights next to it (the code finds them beside its own file).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = path.join(root, 'dist', 'server');

export async function buildServer() {
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'src', 'server', 'main.ts')],
    outfile: path.join(SERVER_OUT_DIR, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'src', 'server', 'db', 'migrations'), path.join(SERVER_OUT_DIR, 'migrations'), { recursive: true });
  // The ingredient tagger reads its weights beside its own module, which in the bundle is this folder.
  cpSync(path.join(root, 'src', 'domain', 'ingredients', 'ingredient-tagger-model.json'), path.join(SERVER_OUT_DIR, 'ingredient-tagger-model.json'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
