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
import { MEXICO_CENTRAL_AMERICA_DISHES } from './central-america-mexico.ts';
import { SOUTH_ASIA_DISHES } from './south-asia.ts';
import { CHINA_DISHES } from './china.ts';
import { JAPAN_DISHES } from './japan.ts';
import { SOUTHEAST_ASIA_DISHES } from './southeast-asia.ts';
import { ITALY_DISHES } from './europe-italy.ts';
import { FRANCE_DISHES } from './europe-france.ts';
import { GREECE_TURKEY_DISHES } from './greece-turkey.ts';
import { MIDDLE_EAST_DISHES } from './middle-east.ts';
import { IBERIA_DISHES } from './europe-iberia.ts';
import { BRITISH_ISLES_DISHES } from './british-isles.ts';
import { CENTRAL_EUROPE_DISHES } from './europe-central.ts';
import { EASTERN_EUROPE_DISHES } from './europe-eastern.ts';
import { NORDIC_DISHES } from './nordic.ts';
import { NORTH_AFRICA_DISHES } from './north-africa.ts';
import { EAST_AFRICA_DISHES, SOUTHERN_AFRICA_DISHES } from './east-southern-africa.ts';
import { OCEANIA_DISHES } from './oceania.ts';
import { BREAKFAST_DISHES } from './breakfasts.ts';
import { SIDE_DISHES } from './sides.ts';
import { EVERYDAY_DISHES } from './everyday.ts';
import { WEST_AFRICA_DISHES } from './west-africa.ts';

/** Every data file of the index, by region or course. */
export const DISH_SOURCES: readonly TDishSource[] = [
  EVERYDAY_DISHES,
  SIDE_DISHES,
  BREAKFAST_DISHES,
  OCEANIA_DISHES,
  EAST_AFRICA_DISHES,
  SOUTHERN_AFRICA_DISHES,
  NORTH_AFRICA_DISHES,
  NORDIC_DISHES,
  EASTERN_EUROPE_DISHES,
  CENTRAL_EUROPE_DISHES,
  BRITISH_ISLES_DISHES,
  IBERIA_DISHES,
  MIDDLE_EAST_DISHES,
  GREECE_TURKEY_DISHES,
  FRANCE_DISHES,
  ITALY_DISHES,
  SOUTHEAST_ASIA_DISHES,
  JAPAN_DISHES,
  CHINA_DISHES,
  SOUTH_ASIA_DISHES,
  MEXICO_CENTRAL_AMERICA_DISHES,
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
