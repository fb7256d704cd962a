import path from 'node:path';

// Import boundaries (bulletproof-react, fastify-demo), on the web and on the server: a feature never
// imports another feature, and shared code never imports a feature. Import paths are resolved —
// relative, `@/` and `@domain/` alike — so `../../saved/api/x` and `@/features/saved/api/x` are caught the same way.

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
const WEB = path.join(SRC, 'web');
const FEATURES = path.join(WEB, 'features');
const SHARED_DIRS = [path.join(WEB, 'components'), path.join(WEB, 'lib')];
const SERVER = path.join(SRC, 'server');
const SERVER_FEATURES = path.join(SERVER, 'features');
// The composition root registers every feature's routes (and the shared-recipe page meta).
const SERVER_ROOTS = [path.join(SERVER, 'app.ts')];
const DOMAIN = path.join(SRC, 'domain');

function resolveTarget(fromFile, source) {
  if (source.startsWith('@/')) return path.join(WEB, source.slice(2));
  if (source.startsWith('@domain/')) return path.join(DOMAIN, source.slice('@domain/'.length));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

function readFeatureIn(featuresDir, file) {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

function readFeature(file) {
  return readFeatureIn(FEATURES, file);
}

function isInside(file, dir) {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports only itself and shared code; shared code imports no feature.' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}' ({{source}}). Features do not import each other: move what both need to src/web/components or src/web/lib.",
      sharedImportsFeature: "Shared code imports feature '{{to}}' ({{source}}). src/web/components and src/web/lib must not depend on a feature.",
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const fromFeature = readFeature(file);
    const isShared = SHARED_DIRS.some((dir) => isInside(file, dir));
    if (!fromFeature && !isShared) return {};

    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveTarget(file, source);
      if (!target) return;
      const toFeature = readFeature(target);
      if (!toFeature) return;
      if (fromFeature && toFeature !== fromFeature) {
        context.report({ node, messageId: 'crossFeature', data: { from: fromFeature, to: toFeature, source } });
      } else if (isShared) {
        context.report({ node, messageId: 'sharedImportsFeature', data: { to: toFeature, source } });
      }
    };

    return visitImports(check);
  },
};

/** Calls check(node, source) for every static import, re-export and literal dynamic import. */
function visitImports(check) {
  return {
    ImportDeclaration: (node) => check(node.source, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
    ExportAllDeclaration: (node) => check(node.source, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const serverLayering = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A server feature imports only itself and shared server code; shared code imports no feature; the server never imports the web, the domain neither.',
    },
    schema: [],
    messages: {
      crossFeature:
        "Server feature '{{from}}' imports feature '{{to}}' ({{source}}). Features do not import each other: move what both need to src/domain or a shared server module (src/server/db, src/server/accounts, ...).",
      sharedImportsFeature:
        "Shared server code imports feature '{{to}}' ({{source}}). Only src/server/app.ts registers features; shared modules must not depend on one.",
      serverImportsWeb: 'Server code imports the web app ({{source}}). What both need belongs in src/domain.',
      domainImportsApp: 'src/domain imports {{layer}} code ({{source}}). The domain is pure rules shared by both sides: it imports neither.',
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const isDomain = isInside(file, DOMAIN);
    if (!isDomain && !isInside(file, SERVER)) return {};
    const fromFeature = readFeatureIn(SERVER_FEATURES, file);
    const isRoot = SERVER_ROOTS.includes(file);

    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveTarget(file, source);
      if (!target) return;
      if (isDomain) {
        if (isInside(target, SERVER) || isInside(target, WEB)) {
          context.report({ node, messageId: 'domainImportsApp', data: { layer: isInside(target, WEB) ? 'web' : 'server', source } });
        }
        return;
      }
      if (isInside(target, WEB)) {
        context.report({ node, messageId: 'serverImportsWeb', data: { source } });
        return;
      }
      const toFeature = readFeatureIn(SERVER_FEATURES, target);
      if (!toFeature) return;
      if (fromFeature && toFeature !== fromFeature) {
        context.report({ node, messageId: 'crossFeature', data: { from: fromFeature, to: toFeature, source } });
      } else if (!fromFeature && !isRoot) {
        context.report({ node, messageId: 'sharedImportsFeature', data: { to: toFeature, source } });
      }
    };

    return visitImports(check);
  },
};

export const forkcastPlugin = { rules: { 'import-boundaries': importBoundaries, 'server-layering': serverLayering } };
