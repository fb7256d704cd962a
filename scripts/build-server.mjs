// Compiles the server (src/server/main.ts, what it imports from src/ and most packages) into ES
// modules in dist/server. `npm start` runs it with plain Node: no TypeScript compiler and no loader
// thread at start-up, which costs seconds and tens of MB. The packages are bundled too:
// finding and reading their ~1,500 files was half of the start-up's CPU time. EXTERNAL_PACKAGES stay
// imports: those that read files beside their own (PGlite's WebAssembly, pino's worker threads), pg
// (its optional native driver) and the optional services' SDKs.
// Code split: what the server imports with `await import()` (the optional services' SDKs, used only
// when configured) lands in its own chunk and is not loaded at all otherwise.
// Also copies the migrations and the ingredient tagger's weights next to it (the code finds them beside its own file),
// and keeps a migrated PGlite database in dist/pglite-template that a new DATA_DIR starts from.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = path.join(root, 'dist', 'server');
export const PGLITE_TEMPLATE_DIR = path.join(root, 'dist', 'pglite-template');

/** Packages the server imports only when their setting is given (create-deps.ts): never loaded at start otherwise. */
export const OPTIONAL_PACKAGES = ['ioredis', 'nodemailer', 'openai', '@aws-sdk/client-s3', 'stripe', 'cheerio'];

// @fastify/swagger-ui serves the Swagger UI files from beside its own module.
const EXTERNAL_PACKAGES = ['@electric-sql/pglite', 'pg', 'pino', '@fastify/swagger-ui', ...OPTIONAL_PACKAGES];

/** esbuild's options for the server, writing into `outdir` (a test builds with them in memory). */
export function serverBuildOptions(outdir) {
  return {
    entryPoints: {
      main: path.join(root, 'src', 'server', 'main.ts'),
      'create-pglite-template': path.join(root, 'src', 'server', 'db', 'create-pglite-template.ts'),
      'backup-cli': path.join(root, 'src', 'server', 'backup', 'backup-cli.ts'),
      'restore-cli': path.join(root, 'src', 'server', 'backup', 'restore-cli.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    // Chunks beside main.mjs: modules that find files next to their own (import.meta.url) still do.
    chunkNames: 'chunk-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL_PACKAGES.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS packages call require() for Node's modules, which an ES module does not have.
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);" },
    sourcemap: 'linked',
    logLevel: 'warning',
  };
}

export async function buildServer() {
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  await build(serverBuildOptions(SERVER_OUT_DIR));
  cpSync(path.join(root, 'src', 'server', 'db', 'migrations'), path.join(SERVER_OUT_DIR, 'migrations'), { recursive: true });
  // The ingredient tagger reads its weights beside its own module, which in the bundle is this folder.
  cpSync(path.join(root, 'src', 'domain', 'ingredients', 'ingredient-tagger-model.json'), path.join(SERVER_OUT_DIR, 'ingredient-tagger-model.json'));
  // Kept across builds: remade only when the migrations or PGlite change (it takes initdb's seconds).
  // In a child process: `npm start` builds in the server's own process, which must not keep initdb's memory.
  const script = `const { ensurePgliteTemplate } = await import(${JSON.stringify(pathToFileURL(path.join(SERVER_OUT_DIR, 'create-pglite-template.mjs')).href)});
await ensurePgliteTemplate(${JSON.stringify(PGLITE_TEMPLATE_DIR)}, ${JSON.stringify(path.join(SERVER_OUT_DIR, 'migrations'))});`;
  const result = spawnSync(process.execPath, ['--input-type=module', '--eval', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Could not make the PGlite template in ${PGLITE_TEMPLATE_DIR} (exit ${result.status ?? result.signal}).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
