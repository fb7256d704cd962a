import { toArray, type TJson, type TJsonObject } from './json-values.ts';

// schema.org JSON-LD: the Recipe nodes of a document, shared by URL import and file import.

export function hasRecipeType(node: TJsonObject): boolean {
  return toArray(node['@type']).some((type) => typeof type === 'string' && /(^|[/:])Recipe$/i.test(type));
}

/** Every object with @type Recipe anywhere in the JSON-LD (arrays, @graph, mainEntity...). */
export function findRecipeNodes(root: TJson): TJsonObject[] {
  const found: TJsonObject[] = [];
  const visit = (node: TJson, depth: number): void => {
    if (depth > 8 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    if (hasRecipeType(node)) found.push(node);
    for (const value of Object.values(node)) if (typeof value === 'object') visit(value, depth + 1);
  };
  visit(root, 0);
  return found;
}

export function parseJsonLd(text: string): TJson | undefined {
  const trimmed = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '');
  // Some sites leave raw control characters inside strings or escape a quote PHP-style (\').
  const blanked = [...trimmed].map((char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('');
  const attempts = [trimmed, blanked, blanked.replace(/\\'/g, "'").replace(/,\s*([}\]])/g, '$1')];
  for (const attempt of attempts) {
    try {
      const parsed: TJson = JSON.parse(attempt);
      return parsed;
    } catch {
      continue;
    }
  }
  return undefined;
}

/** Every object with an @id, so references like {"@id": "#primaryimage"} can be followed. */
export function indexById(root: TJson, index: Map<string, TJsonObject>, depth = 0): void {
  if (depth > 8 || root === null || typeof root !== 'object') return;
  if (Array.isArray(root)) {
    for (const item of root) indexById(item, index, depth + 1);
    return;
  }
  if (typeof root['@id'] === 'string' && Object.keys(root).length > 1 && !index.has(root['@id'])) index.set(root['@id'], root);
  for (const value of Object.values(root)) if (typeof value === 'object') indexById(value, index, depth + 1);
}

/** A Recipe node that is only a reference ({"@id": ...}) or a fragment is completed from the node it names. */
export function resolveNode(node: TJsonObject, index: Map<string, TJsonObject>): TJsonObject {
  const id = node['@id'];
  const full = typeof id === 'string' ? index.get(id) : undefined;
  return full && full !== node ? { ...full, ...node } : node;
}
