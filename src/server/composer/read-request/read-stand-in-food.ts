import { findFoodsInText } from '../match-foods.ts';

// 'vegan chicken with 40 cloves of garlic made with mushrooms' (twenty-eighth round): the cook names the food a dish is
// made with in place of its own. An answer of the dish's family that holds none of it is another dish, not the one asked.

const MADE_WITH = /\bmade (?:with|from|using) ([a-z' -]+?)(?=$|[,.;!?]| instead\b| for\b| and\b| please\b| in\b)/;

/** The food keys the cook says the dish is made with ('made with mushrooms'); empty when the prompt says none. */
export function readStandInFood(prompt: string): string[][] {
  const found = MADE_WITH.exec(prompt.toLowerCase().replace(/[’‘]/g, "'"));
  return found?.[1] === undefined ? [] : findFoodsInText(found[1]);
}
