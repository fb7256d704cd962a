import { parseBlueprint } from './parse-blueprint.ts';
import { BREAKFAST } from './data/catalogue/breakfast.ts';
import { DESSERTS } from './data/catalogue/desserts.ts';
import { DRINKS } from './data/catalogue/drinks.ts';
import { MAINS_AMERICAS } from './data/catalogue/mains-americas.ts';
import { MAINS_ASIA } from './data/catalogue/mains-asia.ts';
import { MAINS_EUROPE } from './data/catalogue/mains-europe.ts';
import { MAINS_INDIA_MIDDLE_EAST } from './data/catalogue/mains-india-middle-east.ts';
import { SNACKS } from './data/catalogue/snacks.ts';
import { SOUPS_SALADS } from './data/catalogue/soups-salads.ts';
import type { TBlueprint, TBlueprintSource } from './types.ts';

// The catalogue is data (data/catalogue/*.ts, one file per course or region, checked by
// data/data-schema.test.ts); this is where it becomes blueprints.

/** Every dish the composer knows, in catalogue notation. */
export const CATALOGUE_SOURCES: readonly TBlueprintSource[] = [
  ...BREAKFAST,
  ...MAINS_ASIA,
  ...MAINS_EUROPE,
  ...MAINS_AMERICAS,
  ...MAINS_INDIA_MIDDLE_EAST,
  ...SOUPS_SALADS,
  ...SNACKS,
  ...DESSERTS,
  ...DRINKS,
];

/** Every dish the composer knows, parsed once. */
export const CATALOGUE: readonly TBlueprint[] = CATALOGUE_SOURCES.map(parseBlueprint);
