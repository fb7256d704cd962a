import type { TDishFamily, TDishRegion } from './dish-index-schema.ts';

/**
 * One dish in the compact form the data files use, one line each:
 * [name, cuisine, family, describe, defining foods, supporting foods, meals, vegetarian, aliases].
 * Foods and aliases are comma-separated; meals are letters: b breakfast, l lunch, d dinner,
 * x dessert, s snack, k drink. The schema checks the expanded entry.
 */
export type TDishRow = readonly [
  name: string,
  cuisine: string,
  family: TDishFamily,
  describe: string,
  defining: string,
  supporting: string,
  meals: string,
  vegetarian: boolean,
  aliases?: string,
];

export type TDishSource = { region: TDishRegion; rows: readonly TDishRow[] };

const MEAL_LETTERS: Record<string, string> = { b: 'breakfast', l: 'lunch', d: 'dinner', x: 'dessert', s: 'snack', k: 'drink' };

const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The dish as the schema reads it (unknown meal letters come through as themselves, for the schema to refuse). */
export function expandDishRow(row: TDishRow, region: TDishRegion) {
  const [name, cuisine, family, describe, defining, supporting, meals, vegetarian, aliases = ''] = row;
  return {
    name,
    aliases: splitList(aliases),
    cuisine,
    family,
    describe,
    defining: splitList(defining),
    supporting: splitList(supporting),
    meals: [...meals].map((letter) => MEAL_LETTERS[letter] ?? letter),
    vegetarian,
    region,
  };
}
