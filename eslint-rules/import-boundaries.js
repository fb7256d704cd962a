import path from 'node:path';

// Web import boundaries (bulletproof-react): a feature never imports another feature, and shared code
// (src/web/components, src/web/lib) never imports a feature. Import paths are resolved — relative, `@/`
// and `@domain/` alike — so `../../saved/api/x` and `@/features/saved/api/x` are caught the same way.

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'src', 'web');
const FEATURES = path.join(WEB, 'features');
const SHARED_DIRS = [path.join(WEB, 'components'), path.join(WEB, 'lib')];

function resolveTarget(fromFile, source) {
  if (source.startsWith('@/')) return path.join(WEB, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

function readFeature(file) {
  const relative = path.relative(FEATURES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
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

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const forkcastPlugin = { rules: { 'import-boundaries': importBoundaries } };
