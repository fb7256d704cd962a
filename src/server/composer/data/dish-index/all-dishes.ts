import { ZIndexedDishSchema, type TIndexedDish } from './dish-index-schema.ts';
import { expandDishRow, type TDishSource } from './dish-row.ts';
import { CARIBBEAN_DISHES } from './caribbean.ts';
import { CAUCASUS_DISHES } from './caucasus.ts';
import { ETHIOPIA_DISHES } from './ethiopia.ts';
import { KOREA_DISHES } from './korea.ts';
import { WEST_AFRICA_DISHES } from './west-africa.ts';

/** Every data file of the index, by region or course. */
export const DISH_SOURCES: readonly TDishSource[] = [
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
