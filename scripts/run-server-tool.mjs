// `npm run backup` / `npm run restore`: run one of the server's command-line tools from the compiled
// server (scripts/build-server.mjs), rebuilt first when a server source is newer, as `npm start` does.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const TOOLS = new Set(['backup-cli', 'restore-cli']);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tool = process.argv[2];
if (!TOOLS.has(tool)) {
  console.error(`Unknown tool ${tool}; expected one of ${[...TOOLS].join(', ')}.`);
  process.exit(2);
}
// The tool reads its own arguments (after the tool's name).
process.argv.splice(2, 1);

const bundle = path.join(root, 'dist', 'server', `${tool}.mjs`);
const sourcesAt = Math.max(newestMtime(path.join(root, 'src', 'server')), newestMtime(path.join(root, 'src', 'domain')));
if (!existsSync(bundle) || statSync(bundle).mtimeMs < sourcesAt) {
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}
await import(pathToFileURL(bundle).href);
