import type { TFood } from './food.ts';
import { singularizeWord } from '../ingredients/singularize.ts';
import { DAIRY_FOODS, EGG_FOODS } from './foods/dairy-eggs.ts';
import { CONDIMENT_FOODS, FAT_FOODS } from './foods/fats-condiments.ts';
import { GRAIN_FOODS, LEGUME_FOODS, NUT_FOODS } from './foods/grains-legumes-nuts.ts';
import { MEAT_FOODS, SEAFOOD_FOODS } from './foods/meat-seafood.ts';
import { PRODUCE_FOODS } from './foods/produce.ts';
import { HERB_FOODS, SPICE_FOODS } from './foods/spices-herbs.ts';
import { BAKING_FOODS, DRINK_FOODS, SWEETENER_FOODS } from './foods/sweet-baking-drinks.ts';
import { WORLD_PANTRY_FOODS } from './foods/world-pantry.ts';

/** The built-in food table: per 100 g values, portion weights and synonyms. */
export const FOODS: readonly TFood[] = [
  ...PRODUCE_FOODS,
  ...MEAT_FOODS,
  ...SEAFOOD_FOODS,
  ...DAIRY_FOODS,
  ...EGG_FOODS,
  ...GRAIN_FOODS,
  ...LEGUME_FOODS,
  ...NUT_FOODS,
  ...FAT_FOODS,
  ...CONDIMENT_FOODS,
  ...SPICE_FOODS,
  ...HERB_FOODS,
  ...SWEETENER_FOODS,
  ...BAKING_FOODS,
  ...DRINK_FOODS,
  ...WORLD_PANTRY_FOODS,
];

/** Lower case, no accents, hyphens as spaces, every word singular: "Extra-Virgin Olive Oils" → "extra virgin olive oil". */
export function toMatchKey(phrase: string): string {
  return phrase
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9%' ]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && word !== "'")
    .map((word) => singularizeWord(word))
    .join(' ');
}

type TFoodIndex = { byKey: Map<string, TFood>; longestKeyWords: number };

function buildIndex(foods: readonly TFood[]): TFoodIndex {
  const byKey = new Map<string, TFood>();
  let longestKeyWords = 1;
  for (const food of foods) {
    for (const phrase of [food.name, ...food.synonyms]) {
      const key = toMatchKey(phrase);
      // First food wins: the table test asserts no phrase is claimed twice.
      if (key === '' || byKey.has(key)) continue;
      byKey.set(key, food);
      longestKeyWords = Math.max(longestKeyWords, key.split(' ').length);
    }
  }
  return { byKey, longestKeyWords };
}

const INDEX = buildIndex(FOODS);

/**
 * The food a parsed name refers to: the longest run of words that is a known name or synonym;
 * among equally long matches the rightmost wins, since English puts the head noun last
 * ("boneless skinless chicken thighs" → chicken thigh, "tomato sauce" → tomato sauce).
 */
export function findFood(name: string): TFood | null {
  const words = toMatchKey(name)
    .split(' ')
    .filter((word) => word !== '');
  for (let length = Math.min(words.length, INDEX.longestKeyWords); length >= 1; length -= 1) {
    for (let start = words.length - length; start >= 0; start -= 1) {
      const food = INDEX.byKey.get(words.slice(start, start + length).join(' '));
      if (food) return food;
    }
  }
  return null;
}

/** Every phrase (name or synonym) with its food: used for suggestions. */
export function listFoodPhrases(): { phrase: string; food: TFood }[] {
  return FOODS.flatMap((food) => [food.name, ...food.synonyms].map((phrase) => ({ phrase, food })));
}
