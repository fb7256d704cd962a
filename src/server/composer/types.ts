import type { TUnit } from '../../domain/ingredients/units.ts';
import type { TFoodFact } from '../../domain/kitchen/diet-vocabulary.ts';
import type { TDietary } from '../../domain/profile.ts';

// Shared types of the built-in composer: blueprint shape and the parsed intent (diets and food facts are the kitchen's vocabulary).

export const FOOD_CATEGORIES = ['protein', 'vegetable', 'greens', 'grain', 'fruit', 'herb', 'cheese', 'other'] as const;
export type TFoodCategory = (typeof FOOD_CATEGORIES)[number];

/** The composer writes a subset of the domain's units, plus 'to taste' and bare counts (''). */
export const UNITS = [
  'g',
  'ml',
  'tbsp',
  'tsp',
  'cup',
  'clove',
  'can',
  'slice',
  'pinch',
  'handful',
  'sprig',
  'scoop',
  'dash',
  'taste',
  '',
] as const satisfies ReadonlyArray<TUnit | 'taste' | ''>;
export type TComposerUnit = (typeof UNITS)[number];

/** Per 100 g: calories, protein, carbs, fat, fiber, sugar. */
export type TMacros = readonly [number, number, number, number, number, number];

export type TFood = {
  key: string;
  name: string;
  /** Plural name for counted foods ('' unit). */
  plural: string;
  unit: TComposerUnit;
  /** Grams in one `unit` (used for nutrition and weight-based substitution). */
  gramsPerUnit: number;
  /** Its kitchen food's nutrition per 100 g. */
  macros: TMacros;
  /** Its kitchen food's diet and allergen facts (soy and sesame are left to the guard's lexicon). */
  tags: readonly TFoodFact[];
  /** Its role in a dish (a pantry slot takes another food of the same role). */
  category: TFoodCategory;
  /** Replacements in order of preference; `key*0.5` converts the quantity by that factor instead of by weight. */
  alternatives: readonly string[];
  /** Phrases a cook may type for this food (prompt and cart matching). */
  aliases: readonly string[];
  /** The word(s) this food contributes to a dish title, e.g. 'Chicken'. */
  titleWord: string;
  /** Salt, pepper, cooking oil and water: not counted in "only 5 ingredients". */
  isBasic: boolean;
  /** A tip added to the notes when the food is used, e.g. how to make a flax egg. */
  tip: string;
};

export const MEALS = ['breakfast', 'lunch', 'dinner', 'dessert', 'snack', 'drink'] as const;
export type TMeal = (typeof MEALS)[number];

export const CUISINES = [
  'Thai',
  'Italian',
  'Indian',
  'Mediterranean',
  'Greek',
  'Mexican',
  'Chinese',
  'Japanese',
  'Korean',
  'Vietnamese',
  'Middle Eastern',
  'French',
  'Spanish',
  'American',
  'British',
] as const;
export type TCuisine = (typeof CUISINES)[number];

export const KINDS = [
  'smoothie',
  'shake',
  'cocktail',
  'mocktail',
  'hot-drink',
  'soup',
  'stew',
  'curry',
  'pasta',
  'noodles',
  'rice',
  'stir-fry',
  'salad',
  'bowl',
  'sandwich',
  'tacos',
  'burger',
  'pizza',
  'roast',
  'bake',
  'grill',
  'skillet',
  'eggs',
  'pancakes',
  'porridge',
  'toast',
  'parfait',
  'cake',
  'cookies',
  'pudding',
  'frozen',
  'fruit',
  'dip',
  'snack',
  'bread',
  'pastry',
  'dumplings',
  'drink',
  'preserve',
  'sauce',
  'sweets',
  'side',
] as const;
export type TKind = (typeof KINDS)[number];

export const DRINK_KINDS: readonly TKind[] = ['smoothie', 'shake', 'cocktail', 'mocktail', 'hot-drink'];

export const RECIPE_TAGS = [
  'kid-friendly',
  'romantic',
  'meal-prep',
  'high-protein',
  'low-carb',
  'healthy',
  'comfort',
  'quick',
  'party',
  'summer',
  'spicy',
  'one-pot',
  'light',
] as const;
export type TRecipeTag = (typeof RECIPE_TAGS)[number];

export type TEquipment = 'oven' | 'stovetop' | 'blender' | 'none';

export type TIngredientRef = {
  key: string;
  quantity: number;
  /** 'g' or 'ml' when the blueprint weighs a food whose usual unit is different. */
  unit: TComposerUnit;
  isOptional: boolean;
  /** Can take a pantry item of the same food category. */
  isSlot: boolean;
  /** Blueprint-specific replacements (overrides the food's own); empty array = never substitute. */
  alternatives: readonly string[] | null;
};

export type TBlueprint = {
  id: string;
  title: string;
  cuisines: readonly TCuisine[];
  meals: readonly TMeal[];
  kind: TKind;
  prepMinutes: number;
  cookMinutes: number;
  servings: number;
  tags: readonly TRecipeTag[];
  ingredients: readonly TIngredientRef[];
  /** Step templates: `{key}` is an ingredient's (possibly substituted) name, `[...]` drops when its ingredient is gone. */
  steps: readonly string[];
  equipment: readonly TEquipment[];
  /** Served hot (soups, stews...): preferred on cold nights, avoided on hot days. */
  isHot: boolean;
};

/** The compact form blueprints are written in (see catalogue/*.ts). */
export type TBlueprintSource = {
  t: string;
  cu: TCuisine | readonly TCuisine[];
  m: readonly TMeal[];
  k: TKind;
  /** [prep minutes, cook minutes] */
  time: readonly [number, number];
  s: number;
  tags?: readonly TRecipeTag[];
  /** 'key quantity [unit] [?] [@] [>alt1|alt2] [!]' — ? optional, @ pantry slot, > replacements, ! never substitute. */
  i: readonly string[];
  st: readonly string[];
  /** Served cold/at room temperature even though it is cooked. */
  cold?: boolean;
};

export type TIntent = {
  cuisines: TCuisine[];
  meal: TMeal | null;
  kinds: TKind[];
  wantsDrink: boolean;
  wantsAlcohol: boolean | null;
  maxMinutes: number | null;
  prefersQuick: boolean;
  maxIngredients: number | null;
  isNoOven: boolean;
  tags: TRecipeTag[];
  wantsLowCarb: boolean;
  wantsHighProtein: boolean;
  /** Each entry: the food keys that satisfy one ingredient the cook named. */
  namedFoods: string[][];
  usesPantry: boolean;
  servings: number | null;
  /** The servings are a count of pieces made ('thirty cookies'), not of people. */
  isPieceCount: boolean;
  /** How many pieces the cook asked to be made, where they serve fewer people ('two dozen dumplings' serve 3). */
  piecesMade: number | null;
  /** Diets the prompt itself asks for ("a vegetarian dish"). */
  dietFromPrompt: Partial<TDietary>;
  isColdWeather: boolean;
  isHotWeather: boolean;
  /** Meaningful prompt words, for matching dish titles. */
  words: string[];
};
