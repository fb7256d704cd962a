import { ZIndexedDishSchema, type TIndexedDish } from './dish-index-schema.ts';
import { expandDishRow, type TDishSource } from './dish-row.ts';
import { CARIBBEAN_DISHES } from './caribbean.ts';
import { CAUCASUS_DISHES } from './caucasus.ts';
import { ETHIOPIA_DISHES } from './ethiopia.ts';
import { KOREA_DISHES } from './korea.ts';
import { BALKAN_DISHES } from './balkans.ts';
import { CENTRAL_ASIA_DISHES } from './central-asia.ts';
import { SOUTH_AMERICA_DISHES } from './south-america.ts';
import { PHILIPPINES_DISHES } from './philippines.ts';
import { DRINK_DISHES } from './drinks.ts';
import { BREAD_BAKE_DISHES } from './breads-bakes.ts';
import { DESSERT_DISHES } from './desserts-sweets.ts';
import { SAUCE_PRESERVE_DISHES } from './sauces-preserves.ts';
import { NORTH_AMERICA_DISHES } from './north-america.ts';
import { WEST_AFRICA_DISHES } from './west-africa.ts';

/** Every data file of the index, by region or course. */
export const DISH_SOURCES: readonly TDishSource[] = [
  NORTH_AMERICA_DISHES,
  SAUCE_PRESERVE_DISHES,
  DESSERT_DISHES,
  BREAD_BAKE_DISHES,
  DRINK_DISHES,
  PHILIPPINES_DISHES,
  SOUTH_AMERICA_DISHES,
  CENTRAL_ASIA_DISHES,
  BALKAN_DISHES,
  WEST_AFRICA_DISHES,
  CARIBBEAN_DISHES,
  CAUCASUS_DISHES,
  ETHIOPIA_DISHES,
  KOREA_DISHES,
];

/** Every entry as the schema reads it, before parsing (the index test parses each to name the one that fails). */
export function expandDishSources(sources: readonly TDishSource[] = DISH_SOURCES) {
  return sources.flatMap((source) => source.rows.map((row) => expandDishRow(row, source.region)));
}

function parseDishes(): TIndexedDish[] {
  return expandDishSources().map((entry) => {
    const result = ZIndexedDishSchema.safeParse(entry);
    if (!result.success) throw new Error(`Dish index entry "${entry.name}" is malformed: ${result.error.message}`);
    return result.data;
  });
}

/** The named-dish index, parsed once. */
export const DISH_INDEX: readonly TIndexedDish[] = parseDishes();
