import { parseBlueprint } from './blueprint.ts';
import { BREAKFAST } from './catalogue/breakfast.ts';
import { DESSERTS } from './catalogue/desserts.ts';
import { DRINKS } from './catalogue/drinks.ts';
import { MAINS_AMERICAS } from './catalogue/mains-americas.ts';
import { MAINS_ASIA } from './catalogue/mains-asia.ts';
import { MAINS_EUROPE } from './catalogue/mains-europe.ts';
import { MAINS_INDIA_MIDDLE_EAST } from './catalogue/mains-india-middle-east.ts';
import { SNACKS } from './catalogue/snacks.ts';
import { SOUPS_SALADS } from './catalogue/soups-salads.ts';
import type { TBlueprint } from './types.ts';

/** Every dish the composer knows, parsed once. */
export const CATALOGUE: readonly TBlueprint[] = [
  ...BREAKFAST,
  ...MAINS_ASIA,
  ...MAINS_EUROPE,
  ...MAINS_AMERICAS,
  ...MAINS_INDIA_MIDDLE_EAST,
  ...SOUPS_SALADS,
  ...SNACKS,
  ...DESSERTS,
  ...DRINKS,
].map(parseBlueprint);
