import { parseIsoDuration } from '../../../domain/duration.ts';
import type { TSavedRecipe } from '../../../domain/recipe.ts';
import { parseDuration } from '../../../domain/duration.ts';

// One recipe as the files of an export: schema.org JSON-LD (the Nextcloud Cookbook layout, which Mealie
// and Tandoor both import) or Cooklang. Pure: the picture's bytes are added by the caller.

/** A folder or file name that every system accepts, unique by the recipe's id's first characters. */
export function toExportName(recipe: Pick<TSavedRecipe, 'id' | 'title'>): string {
  const slug = recipe.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'recipe'}-${recipe.id.slice(0, 8)}`;
}

/** '1 hr 5 min' → 'PT1H5M'; text that is no duration stays out. */
function toIsoDuration(text: string): string | undefined {
  const minutes = parseIsoDuration(text) ?? parseDuration(text);
  if (minutes === null || minutes <= 0) return undefined;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

export function toJsonLdRecipe(recipe: TSavedRecipe, imageName: string | null): Record<string, unknown> {
  const node: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    id: recipe.id,
    identifier: recipe.id,
    name: recipe.title,
    description: recipe.notes,
    recipeCategory: recipe.category,
    recipeYield: recipe.servings,
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.instructions.map((text) => ({ '@type': 'HowToStep', text })),
    dateCreated: recipe.createdAt,
    dateModified: recipe.updatedAt,
  };
  const times = { prepTime: recipe.prepTime, cookTime: recipe.cookTime, totalTime: recipe.totalTime };
  for (const [key, text] of Object.entries(times)) {
    const iso = toIsoDuration(text);
    if (iso) node[key] = iso;
  }
  if (recipe.rating > 0) node.aggregateRating = { '@type': 'AggregateRating', ratingValue: recipe.rating, bestRating: 5, ratingCount: 1 };
  if (imageName) node.image = imageName;
  // Nextcloud Cookbook and Mealie read the source from `url`, RecipeSage from `isBasedOn`.
  if (recipe.sourceUrl) Object.assign(node, { url: recipe.sourceUrl, isBasedOn: recipe.sourceUrl });
  if (recipe.nutrition)
    node.nutrition = {
      '@type': 'NutritionInformation',
      calories: `${recipe.nutrition.calories} kcal`,
      proteinContent: `${recipe.nutrition.protein} g`,
      carbohydrateContent: `${recipe.nutrition.carbs} g`,
      fatContent: `${recipe.nutrition.fat} g`,
      fiberContent: `${recipe.nutrition.fiber} g`,
      sugarContent: `${recipe.nutrition.sugar} g`,
    };
  return node;
}

/** Cooklang markup characters inside a cook's own text would read as markup: they are left out. */
function toCooklangText(text: string): string {
  return text
    .replace(/[@#~{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function toYamlValue(text: string): string {
  return JSON.stringify(text);
}

const AMOUNT = String.raw`(?:\d+(?:[.,]\d+)?|\d+\/\d+|[½¼¾⅓⅔⅛])`;
const UNIT = String.raw`(?:cups?|tbsp|tsp|tablespoons?|teaspoons?|g|kg|mg|ml|l|dl|cl|oz|lbs?|pounds?|ounces?|pinch(?:es)?|cloves?|cans?|pieces?|slices?|sticks?|bunch(?:es)?|handfuls?|sprigs?|stalks?|heads?)`;
/** '200 g flour', '2 cloves garlic', '3 lemons': an amount, maybe a unit, then the food (nothing Cooklang would misread). */
const SIMPLE_LINE = new RegExp(String.raw`^(${AMOUNT})\s+(?:(${UNIT})\s+)?([^@#~{}%()\d][^@#~{}%]*)$`, 'iu');

/**
 * One ingredient line as Cooklang: `@flour{200%g}` when the line is plainly amount, unit and food (a
 * Cooklang app then knows the amount; reading it back gives the same line), else the whole line as the
 * name (`@salt and pepper to taste{}`), so nothing the cook wrote is lost or misread.
 */
export function toCooklangIngredient(line: string): string {
  const text = toCooklangText(line);
  const match = SIMPLE_LINE.exec(text);
  if (!match?.[1] || !match[3]) return `@${text}{}`;
  const amount = match[2] ? `${match[1]}%${match[2]}` : match[1];
  return `@${match[3].trim()}{${amount}}`;
}

/**
 * Cooklang: the details as front matter, the ingredient lines as one paragraph of ingredients (Forkcast
 * keeps ingredients as written lines, not inside the steps), then one paragraph per step.
 */
export function toCooklang(recipe: TSavedRecipe): string {
  const meta: [string, string][] = [
    ['title', recipe.title],
    ['servings', recipe.servings],
    ['prep time', recipe.prepTime],
    ['cook time', recipe.cookTime],
    ['time', recipe.totalTime],
    ['course', recipe.category],
    ['rating', recipe.rating > 0 ? String(recipe.rating) : ''],
    ['description', recipe.notes],
    ['source', recipe.sourceUrl],
    ['id', recipe.id],
  ];
  const frontMatter = meta
    .filter(([, value]) => value.trim() !== '')
    .map(([key, value]) => `${key}: ${toYamlValue(value)}`)
    .join('\n');
  const ingredientLines = recipe.ingredients.map(toCooklangIngredient);
  const steps = recipe.instructions.map((step) => toCooklangText(step));
  return [`---\n${frontMatter}\n---`, ingredientLines.join('\n'), ...steps].filter(Boolean).join('\n\n') + '\n';
}
