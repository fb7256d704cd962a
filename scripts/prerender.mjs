// `npm run build`, second step: renders the public pages (/, /pricing, /terms, /login, /signup) to
// HTML at build time, so their first paint does not wait for JavaScript; and the frame of the signed-in pages
// cooks open most (/create, /saved, /meal-planner: navbar and the page's skeleton) for dist/web/prerendered/
// signed-in/, which the server sends only to a browser with a session cookie. Builds
// src/web/prerender-entry.tsx for Node with the app's own Vite config, renders each page into the
// built index.html and writes dist/web/prerendered/<page>.html; the server answers those paths with it
// and the browser hydrates.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'dist', 'web');
const ssrDir = path.join(root, '.tmp', 'prerender');

rmSync(ssrDir, { recursive: true, force: true });
await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: path.join(root, 'src', 'web', 'prerender-entry.tsx'), outDir: ssrDir, emptyOutDir: true, manifest: false, ssrManifest: false },
});

const { renderPage, PRERENDERED_PAGES, SIGNED_IN_SHELL_PAGES, SIGNED_IN_SHELL_ATTRIBUTE } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender-entry.js')).href
);
const shell = readFileSync(path.join(webDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'));

/**
 * The page chunk's stylesheets and scripts, with everything they import statically: the styles must be
 * there at first paint (else the page shifts when its chunk arrives), the scripts load in parallel.
 */
function collectChunk(key, found = { css: new Set(), js: new Set() }, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return found;
  seen.add(key);
  found.js.add(chunk.file);
  for (const file of chunk.css ?? []) found.css.add(file);
  for (const imported of chunk.imports ?? []) collectChunk(imported, found, seen);
  return found;
}

const entry = collectChunk('index.html');
const rootTag = '<div id="root"></div>';
if (!shell.includes(rootTag)) throw new Error(`prerender: ${rootTag} not found in dist/web/index.html`);

// A public page's styles go inline (a few kB): a stylesheet request would hold its first paint back by a
// round trip on a phone's network, the largest cost Lighthouse still found. Pages the app
// opens later bring their styles as files, as before.
const ENTRY_STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;
function inlineStylesheet(file) {
  const css = readFileSync(path.join(webDir, file), 'utf8');
  if (css.includes('</style')) throw new Error(`prerender: ${file} cannot be inlined (it contains </style)`);
  return `<style data-href="/${file}">${css}</style>`;
}

// The entry's preload hints go too: on a slow phone network the app chunk (~86 kB) would share the line
// with the page's own HTML before its first paint. The page is readable without it; the entry script
// (0.3 kB) asks for it a round trip later, and hydration follows (Lighthouse 98 → 99–100 on /).
const ENTRY_MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">\s*/g;

const outDir = path.join(webDir, 'prerendered');
mkdirSync(outDir, { recursive: true });
for (const { path: urlPath, module } of PRERENDERED_PAGES) {
  if (!manifest[module]) throw new Error(`prerender: ${module} is not in the build manifest`);
  const { html, title } = await renderPage(urlPath);
  const base = shell.replace(ENTRY_MODULE_PRELOAD, '');
  const page = fillShell(base, { html, title, chunk: collectChunk(module), inline: inlineStylesheet, rootAttributes: '' });
  writeFileSync(path.join(outDir, toFileName(urlPath)), page);
  console.info(`prerendered ${urlPath} (${(html.length / 1024).toFixed(1)} kB of markup)`);
}

// A signed-in page's frame: the same inlined styles (the page's too, so its skeleton is drawn as the page
// draws itself), but its scripts all asked for at once with the HTML: the entry's, the page's, and the chunks
// it starts beside the session (its first screen's queries, the query client). A signed-in cook
// needs them all before the page works, and on a phone each one found later is another round trip.

// The frame paints from the HTML alone: its scripts are fetched at low priority, which tells the browser
// (and Lighthouse, which counts a high-priority script that arrives before the first paint as holding it
// back) that the paint does not wait for them. Nothing else competes for the line meanwhile.
const MODULE_SCRIPT_OR_PRELOAD = /<(?:script type="module"|link rel="modulepreload") crossorigin (?:src|href)="[^"]+">/g;

// Each inlined stylesheet is also named by a disabled link (never fetched, never applied): Vite's preload helper
// looks for a page's styles among the <link>s before a dynamic import resolves, and would otherwise ask for
// every inlined file again and hold the page's chunk, its queries and the session back until they arrived.
function inlineStylesheetForImports(file) {
  return `${inlineStylesheet(file)}<link rel="stylesheet" href="/${file}" disabled>`;
}

const signedInDir = path.join(outDir, 'signed-in');
mkdirSync(signedInDir, { recursive: true });
for (const { path: urlPath, module, starts } of SIGNED_IN_SHELL_PAGES) {
  for (const key of [module, ...starts]) if (!manifest[key]) throw new Error(`prerender: ${key} is not in the build manifest`);
  const { html, title } = await renderPage(urlPath);
  const chunk = collectChunk(module);
  for (const key of starts) collectChunk(key, chunk);
  const page = fillShell(shell, { html, title, chunk, inline: inlineStylesheetForImports, rootAttributes: ` ${SIGNED_IN_SHELL_ATTRIBUTE}` }).replace(
    MODULE_SCRIPT_OR_PRELOAD,
    (tag) => tag.replace(' crossorigin', ' fetchpriority="low" crossorigin'),
  );
  writeFileSync(path.join(signedInDir, toFileName(urlPath)), page);
  console.info(`prerendered the signed-in frame of ${urlPath} (${(html.length / 1024).toFixed(1)} kB of markup)`);
}
rmSync(ssrDir, { recursive: true, force: true });

/** The shell (`base`) with a page's title, markup and styles inlined (`inline`), and its chunk's other scripts preloaded. */
function fillShell(base, { html, title, chunk, inline, rootAttributes }) {
  const links = [
    ...[...chunk.css].filter((file) => !entry.css.has(file)).map(inline),
    ...[...chunk.js].filter((file) => !entry.js.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  return base
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`)
    .replace(ENTRY_STYLESHEET_LINK, (_link, file) => inline(file))
    .replace('</head>', () => `${links}</head>`)
    .replace(rootTag, () => `<div id="root"${rootAttributes}>${html}</div>`);
}

/** '/' → index.html, '/pricing' → pricing.html (the server maps them back the same way). */
function toFileName(urlPath) {
  return urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`;
}
