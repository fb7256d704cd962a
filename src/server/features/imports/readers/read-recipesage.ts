import { findRecipesInText, isJsonLdName, readRecipeNode } from './read-jsonld.ts';
import { decodeText, type TFileEntry, type TReadResult } from './imported-recipe.ts';

// RecipeSage exports JSON-LD (an array of schema.org Recipes). Its own habits: an ingredient or step
// in [brackets] is a section heading, and the cook's notes are `comment` entries.

function toHeading(line: string): string {
  const match = /^\[(.+)\]$/.exec(line.trim());
  return match?.[1] ? `${match[1].trim()}:` : line;
}

export function readRecipeSage(files: TFileEntry[]): TReadResult {
  const result: TReadResult = { recipes: [], problems: [] };
  for (const file of files.filter((entry) => isJsonLdName(entry.name))) {
    const nodes = findRecipesInText(decodeText(file.bytes));
    if (nodes.length === 0) result.problems.push({ item: file.name, reason: 'No schema.org Recipe found in this file.' });
    for (const node of nodes) {
      const recipe = readRecipeNode(node, new Map());
      recipe.ingredients = recipe.ingredients.map(toHeading);
      recipe.instructions = recipe.instructions.map(toHeading);
      result.recipes.push(recipe);
    }
  }
  return result;
}

/** A JSON-LD export with RecipeSage's marks (its credit and source fields). */
export function isRecipeSageText(text: string): boolean {
  return /"creditText"|"isBasedOn"/.test(text) && /recipesage/i.test(text.slice(0, 200_000));
}
