import { CATALOGUE } from '../catalogue.ts';
import { findFoodsInText } from '../match-foods.ts';
import { isCuisineWord, isDescribingWord } from '../read-request/describing-words.ts';
import type { TBlueprint, TIntent } from '../types.ts';
import { baseTitleWords, GENERIC_TITLE_WORDS, normalisedTitleWords, normaliseWord, RARE_TITLE_WORD_WEIGHT, titleWordWeight } from './title-words.ts';

/**
 * Catalogue dishes the prompt names by their own words: a rare title word that is not just an
 * ingredient ('mapo', 'pavlova', 'mule'), or two title words together ('butter chicken').
 * Words of a food the cook cannot have do not count ('risotto without mushrooms').
 */
export function findNamedDishes(intent: TIntent, forbidden: ReadonlyMap<string, string>): TBlueprint[] {
  const words = intent.words.map(normaliseWord).filter((word) => {
    if (GENERIC_TITLE_WORDS.has(word)) return false;
    const foods = findFoodsInText(word).flat();
    return foods.length === 0 || foods.some((key) => !forbidden.has(key));
  });
  if (words.length === 0) return [];
  let best: TBlueprint[] = [];
  let bestScore = 0;
  for (const blueprint of CATALOGUE) {
    const title = normalisedTitleWords(blueprint.title);
    const matched = words.filter((word) => title.has(word));
    if (matched.length === 0) continue;
    // A rare word that only describes ('baked' in 'something baked') names no dish, nor does a cuisine alone ('a Korean
    // dessert' is not Korean Spicy Tofu Stew).
    const hasRareDishWord = matched.some(
      (word) => titleWordWeight(word) === RARE_TITLE_WORD_WEIGHT && findFoodsInText(word).length === 0 && !isDescribingWord(word) && !isCuisineWord(word),
    );
    const share = matched.length / Math.max(1, baseTitleWords(blueprint.title).length);
    const isNamed = hasRareDishWord || (matched.length >= 2 && share >= 0.5);
    if (!isNamed) continue;
    const score = matched.length + share;
    if (score > bestScore + 1e-9) {
      best = [blueprint];
      bestScore = score;
    } else if (Math.abs(score - bestScore) < 1e-9) best.push(blueprint);
  }
  return best;
}
