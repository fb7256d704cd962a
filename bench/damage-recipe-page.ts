// Damages a page's JSON-LD Recipe in one of the general ways real pages do (issue #28), so the bench
// can measure whether the general extraction recovers: the expectations stay those of the undamaged page.
import * as cheerio from 'cheerio';

export const DAMAGES = ['lines', 'bullets', 'numbers', 'headings', 'truncated'] as const;
export type TDamage = (typeof DAMAGES)[number];

type TJson = null | boolean | number | string | TJson[] | { [key: string]: TJson };

function isObject(value: unknown): value is { [key: string]: TJson } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRecipe(node: { [key: string]: TJson }): boolean {
  const type = node['@type'];
  return type === 'Recipe' || (Array.isArray(type) && type.includes('Recipe'));
}

/** Every step text of recipeInstructions, in order, through strings, HowToSteps and sections. */
function mapSteps(value: TJson, change: (text: string, index: number) => string, counter = { index: 0 }): TJson {
  if (typeof value === 'string') return change(value, counter.index++);
  if (Array.isArray(value)) return value.map((item) => mapSteps(item, change, counter));
  if (!isObject(value)) return value;
  if (value.itemListElement !== undefined) return { ...value, itemListElement: mapSteps(value.itemListElement, change, counter) };
  if (typeof value.text !== 'string') return value;
  const index = counter.index++;
  const text = change(value.text, index);
  // A step named by its own text keeps name and text alike, as the page would.
  return value.name === value.text ? { ...value, name: text, text } : { ...value, text };
}

function countSteps(value: TJson): number {
  let count = 0;
  mapSteps(value, (text) => {
    count += 1;
    return text;
  });
  return count;
}

function damageRecipe(node: { [key: string]: TJson }, damage: TDamage): void {
  const ingredients = Array.isArray(node.recipeIngredient) ? node.recipeIngredient.filter((item): item is string => typeof item === 'string') : [];
  const steps = node.recipeInstructions ?? null;
  if (damage === 'lines') {
    const joined: string[] = [];
    for (let index = 0; index < ingredients.length; index += 2) joined.push(ingredients.slice(index, index + 2).join('\n'));
    node.recipeIngredient = joined;
  } else if (damage === 'bullets') {
    node.recipeIngredient = ingredients.map((line) => `- ${line}`);
    node.recipeInstructions = mapSteps(steps, (text) => `• ${text}`);
  } else if (damage === 'numbers') {
    node.recipeInstructions = mapSteps(steps, (text, index) => `${index + 1}. ${text}`);
  } else if (damage === 'headings') {
    const middle = Math.ceil(ingredients.length / 2);
    node.recipeIngredient = ['For the first part:', ...ingredients.slice(0, middle), 'For the rest:', ...ingredients.slice(middle)];
  } else {
    node.recipeIngredient = ingredients.slice(0, -1);
    const last = countSteps(steps) - 1;
    node.recipeInstructions = mapSteps(steps, (text, index) => (index === last ? `${text.slice(0, Math.floor(text.length / 2)).trimEnd()}…` : text));
  }
}

function visit(value: TJson, damage: TDamage): void {
  if (Array.isArray(value)) for (const item of value) visit(item, damage);
  else if (isObject(value)) {
    if (isRecipe(value)) damageRecipe(value, damage);
    for (const child of Object.values(value)) visit(child, damage);
  }
}

/** The page with each JSON-LD Recipe damaged; scripts that are not valid JSON stay as they are. */
export function damageRecipePage(html: string, damage: TDamage): string {
  const $ = cheerio.load(html);
  $('script[type="application/ld+json"]').each((_index, script) => {
    try {
      const parsed: TJson = JSON.parse($(script).text());
      visit(parsed, damage);
      $(script).text(JSON.stringify(parsed));
    } catch {
      // Left for the extractor's own repairs.
    }
  });
  return $.html();
}
