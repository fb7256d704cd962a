import {
  baseName,
  createEmptyRecipe,
  decodeText,
  isImageName,
  toRating,
  toSourceNote,
  toWebAddress,
  type TFileEntry,
  type TImportedRecipe,
  type TReadResult,
} from './imported-recipe.ts';

// Cooklang (cooklang.org spec): a `.cook` file is the method in paragraphs (one step each) with
// @ingredients{qty%unit}, #cookware{} and ~timers{qty%unit} written inline; metadata as YAML front matter
// or `>> key: value` lines; `= Section` headings, `> ` notes, `--` and [- -] comments. A picture
// beside it with the same name (Soup.cook, Soup.jpg) is the recipe's.

const INGREDIENT = /@(?:([^@#~{}\n]+?)\{([^}]*)\}|([\p{L}\p{N}_'-]+))/gu;
const COOKWARE = /#(?:([^@#~{}\n]+?)\{[^}]*\}|([\p{L}\p{N}_'-]+))/gu;
const ONLY_INGREDIENT = /^@[^@#~{}\n]+\{[^}]*\}$/u;
const TIMER = /~([^@#~{}\n]*?)\{([^}]*)\}/gu;

const KNOWN_METADATA = new Set([
  'title',
  'servings',
  'serves',
  'yield',
  'prep time',
  'prep_time',
  'cook time',
  'cook_time',
  'time',
  'total time',
  'duration',
  'time required',
  'course',
  'category',
  'tags',
  'source',
  'source.url',
  'description',
  'rating',
  'id',
  'introduction',
]);

/** `2%kg` → '2 kg'; `1/2%cup` → '1/2 cup'; `3` → '3'. */
function formatAmount(amount: string): string {
  return amount
    .split('%')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

function stripComments(text: string): string {
  return text.replace(/\[-[\s\S]*?-\]/g, '').replace(/--.*$/gm, '');
}

/** A quoted YAML scalar is read as JSON (Forkcast's own export writes them so); `[a, b]` as comma text. */
function readYamlScalar(value: string): string {
  if (value.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'string') return parsed;
    } catch {
      // not JSON: kept as written, quotes dropped
    }
  }
  return value.replace(/^\[(.*)\]$/, '$1').replace(/^["'](.*)["']$/, '$1');
}

/** `key: value` lines of the front matter; lists `[a, b]` and `- item` lines become comma text. */
function readFrontMatter(text: string): { metadata: Map<string, string>; body: string } {
  const metadata = new Map<string, string>();
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match?.[1]) return { metadata, body: text };
  let lastKey = '';
  for (const line of match[1].split(/\r?\n/)) {
    const item = /^\s+-\s+(.+)$/.exec(line);
    if (item?.[1] && lastKey) {
      metadata.set(lastKey, [metadata.get(lastKey), item[1].trim()].filter(Boolean).join(', '));
      continue;
    }
    const pair = /^([^:#][^:]*):\s*(.*)$/.exec(line);
    if (!pair?.[1]) continue;
    lastKey = pair[1].trim().toLowerCase();
    metadata.set(lastKey, readYamlScalar((pair[2] ?? '').trim()));
  }
  return { metadata, body: text.slice(match[0].length) };
}

/** A step's text as a cook reads it: the markup gone, the names and amounts kept. */
function toPlainStep(line: string): string {
  return line
    .replace(INGREDIENT, (_whole, braced: string | undefined, _amount: string | undefined, bare: string | undefined) => (braced ?? bare ?? '').trim())
    .replace(COOKWARE, (_whole, braced: string | undefined, bare: string | undefined) => (braced ?? bare ?? '').trim())
    .replace(TIMER, (_whole, _name: string, amount: string) => formatAmount(amount))
    .replace(/\s+/g, ' ')
    .trim();
}

function readIngredients(line: string): string[] {
  return [...line.matchAll(INGREDIENT)].map((match) => {
    const name = (match[1] ?? match[3] ?? '').trim();
    const amount = formatAmount(match[2] ?? '');
    // `@salt{=1%tsp}` fixes the amount against scaling; the mark means nothing in plain text.
    return [amount.replace(/^=/, ''), name].filter(Boolean).join(' ');
  });
}

/** One `.cook` file as a recipe; `name` is its file name, the title when the metadata gives none. */
export function parseCooklang(text: string, name: string): TImportedRecipe {
  const { metadata, body } = readFrontMatter(text.replace(/^\uFEFF/, ''));
  const steps: string[] = [];
  const ingredients: string[] = [];
  const notes: string[] = [];
  const paragraphs = stripComments(body).split(/\r?\n\s*\r?\n/);
  for (const paragraph of paragraphs) {
    const lines = paragraph.split(/\r?\n/).map((line) => line.trim());
    const stepLines: string[] = [];
    for (const line of lines) {
      const meta = /^>>\s*([^:]+):\s*(.*)$/.exec(line);
      if (meta?.[1]) {
        metadata.set(meta[1].trim().toLowerCase(), (meta[2] ?? '').trim());
        continue;
      }
      const section = /^=+\s*(.*?)\s*=*$/.exec(line);
      if (section) {
        if (section[1]) {
          steps.push(`${section[1]}:`);
          ingredients.push(`${section[1]}:`);
        }
        continue;
      }
      if (line.startsWith('>')) {
        notes.push(line.replace(/^>\s*/, ''));
        continue;
      }
      if (line) stepLines.push(line);
    }
    const step = stepLines.join(' ');
    if (!step) continue;
    // A paragraph of nothing but ingredients, one a line, is the recipe's ingredient list, not a step.
    if (stepLines.length > 0 && stepLines.every((line) => ONLY_INGREDIENT.test(line))) {
      ingredients.push(...stepLines.flatMap(readIngredients));
      continue;
    }
    ingredients.push(...readIngredients(step));
    steps.push(toPlainStep(step));
  }
  const title = metadata.get('title') ?? baseName(name).replace(/\.cook$/i, '');
  const recipe = createEmptyRecipe(title.trim());
  recipe.sourceId = metadata.get('id') ?? baseName(name);
  // A section heading left with no ingredient after it says nothing in the ingredient list.
  recipe.ingredients = ingredients.filter(
    (line, index) => !line.endsWith(':') || (ingredients[index + 1] !== undefined && !ingredients[index + 1]?.endsWith(':')),
  );
  recipe.instructions = steps;
  recipe.servings = metadata.get('servings') ?? metadata.get('serves') ?? metadata.get('yield') ?? '';
  recipe.prepTime = metadata.get('prep time') ?? metadata.get('prep_time') ?? null;
  recipe.cookTime = metadata.get('cook time') ?? metadata.get('cook_time') ?? null;
  recipe.totalTime = metadata.get('time') ?? metadata.get('total time') ?? metadata.get('duration') ?? metadata.get('time required') ?? null;
  const source = metadata.get('source') ?? metadata.get('source.url');
  recipe.sourceUrl = toWebAddress(source);
  recipe.notes = [metadata.get('description') ?? metadata.get('introduction') ?? '', ...notes, toSourceNote(source)].filter(Boolean).join('\n\n');
  recipe.categories = [metadata.get('course'), metadata.get('category'), ...(metadata.get('tags') ?? '').split(',')].flatMap((value) =>
    value?.trim() ? [value.trim()] : [],
  );
  recipe.rating = toRating(metadata.get('rating'));
  recipe.fieldsNotUnderstood = [...metadata.keys()].filter((key) => !KNOWN_METADATA.has(key));
  return recipe;
}

export function readCooklang(files: TFileEntry[]): TReadResult {
  const result: TReadResult = { recipes: [], problems: [] };
  for (const file of files.filter((entry) => /\.cook$/i.test(entry.name))) {
    const recipe = parseCooklang(decodeText(file.bytes), file.name);
    if (!recipe.title || recipe.instructions.length === 0) {
      result.problems.push({ item: file.name, reason: 'This file has no title or no steps, and was skipped.' });
      continue;
    }
    const stem = file.name.replace(/\.cook$/i, '');
    recipe.image = files.find((entry) => isImageName(entry.name) && entry.name.replace(/\.[a-z]+$/i, '') === stem)?.bytes ?? null;
    result.recipes.push(recipe);
  }
  return result;
}
