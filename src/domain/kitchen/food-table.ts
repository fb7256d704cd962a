import type { TFood } from './food.ts';
import { singularizeWord } from '../ingredients/singularize.ts';
import { DAIRY_FOODS, EGG_FOODS } from './foods/dairy-eggs.ts';
import { CONDIMENT_FOODS, FAT_FOODS } from './foods/fats-condiments.ts';
import { GRAIN_FOODS, LEGUME_FOODS, NUT_FOODS } from './foods/grains-legumes-nuts.ts';
import { MEAT_FOODS, SEAFOOD_FOODS } from './foods/meat-seafood.ts';
import { PRODUCE_FOODS } from './foods/produce.ts';
import { SHELF_LIFE_BY_CATEGORY, SHELF_LIFE_OVERRIDES, type TStoragePlace } from './foods/shelf-life.ts';
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

/** An index being built, food by food in the table's order (the first food to claim a phrase keeps it). */
type TIndexBuild = { index: TFoodIndex; nextFood: number };

function addFood(index: TFoodIndex, food: TFood): void {
  for (const phrase of [food.name, ...food.synonyms]) {
    const key = toMatchKey(phrase);
    // First food wins: the table test asserts no phrase is claimed twice.
    if (key === '' || index.byKey.has(key)) continue;
    index.byKey.set(key, food);
    index.longestKeyWords = Math.max(index.longestKeyWords, key.split(' ').length);
  }
}

/** Adds foods to the build until the table is done (true) or `shouldPause` says to stop for now (false). */
function continueBuild(build: TIndexBuild, shouldPause: () => boolean): boolean {
  while (build.nextFood < FOODS.length) {
    const food = FOODS[build.nextFood];
    build.nextFood += 1;
    if (food) addFood(build.index, food);
    if (shouldPause()) break;
  }
  return build.nextFood >= FOODS.length;
}

let build: TIndexBuild | null = null;

function readBuild(): TIndexBuild {
  build ??= { index: { byKey: new Map(), longestKeyWords: 1 }, nextFood: 0 };
  return build;
}

/**
 * The index, built at its first use rather than when the module loads: the recipe dialog's chunk (which
 * brings this table) loads ahead of the first recipe opened, and building it there made one long task.
 * A build left part-done by `warmFoodIndex` is finished here.
 */
function readIndex(): TFoodIndex {
  const current = readBuild();
  continueBuild(current, () => false);
  return current.index;
}

/**
 * Builds part of the index now (idle moments after the table's chunk arrived), so its first lookup does not pay
 * for it: foods are added until `shouldPause` answers true, and the next call goes on from there. True once the
 * index is complete. In slices, because the whole table is one task of ~60 ms on a slow phone.
 */
export function warmFoodIndex(shouldPause: () => boolean = () => false): boolean {
  return continueBuild(readBuild(), shouldPause);
}

/**
 * The food a parsed name refers to: the longest run of words that is a known name or synonym;
 * among equally long matches the rightmost wins, since English puts the head noun last
 * ("boneless skinless chicken thighs" → chicken thigh, "tomato sauce" → tomato sauce).
 */
export function findFood(name: string): TFood | null {
  const words = toMatchKey(name)
    .split(' ')
    .filter((word) => word !== '');
  const index = readIndex();
  for (let length = Math.min(words.length, index.longestKeyWords); length >= 1; length -= 1) {
    for (let start = words.length - length; start >= 0; start -= 1) {
      const food = index.byKey.get(words.slice(start, start + length).join(' '));
      if (food) return food;
    }
  }
  return null;
}

/** Whether a phrase is, as a whole, a name or synonym of a food ("oat milk" is; "cashew cheese" is not). */
export function isFoodName(phrase: string): boolean {
  return readIndex().byKey.has(toMatchKey(phrase));
}

export type TFoodSpan = { start: number; end: number; food: TFood };

/**
 * Every food a run of words names, each word read once: the longest names first and, among equally
 * long ones, the rightmost, as findFood chooses ("lump crab meat" is crab, not crab and meat;
 * "chicken egg" is an egg). `start`/`end` index the words given (end exclusive).
 */
export function findFoodSpans(words: readonly string[]): TFoodSpan[] {
  const keys = words.map(toMatchKey);
  const isTaken = keys.map((key) => key === '');
  const spans: TFoodSpan[] = [];
  const index = readIndex();
  for (let length = Math.min(keys.length, index.longestKeyWords); length >= 1; length -= 1) {
    for (let start = keys.length - length; start >= 0; start -= 1) {
      if (isTaken.slice(start, start + length).some(Boolean)) continue;
      const food = index.byKey.get(keys.slice(start, start + length).join(' '));
      if (!food) continue;
      isTaken.fill(true, start, start + length);
      spans.push({ start, end: start + length, food });
    }
  }
  return spans.sort((first, second) => first.start - second.start);
}

/** Every phrase (name or synonym) with its food: used for suggestions. */
export function listFoodPhrases(): { phrase: string; food: TFood }[] {
  return FOODS.flatMap((food) => [food.name, ...food.synonyms].map((phrase) => ({ phrase, food })));
}

const PLACE_INDEX: Record<TStoragePlace, 0 | 1 | 2> = { pantry: 0, refrigerator: 1, freezer: 2 };

/** How many days a food typically keeps, as bought, in the pantry, refrigerator or freezer (0: not kept there). */
export function findShelfLifeDays(food: TFood, place: TStoragePlace): number {
  return (SHELF_LIFE_OVERRIDES[food.id] ?? SHELF_LIFE_BY_CATEGORY[food.category])[PLACE_INDEX[place]];
}
