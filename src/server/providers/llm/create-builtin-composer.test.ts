import { describe, expect, it } from 'vitest';
import { ZAiRecipeSchema } from '../../../domain/ai-recipe.ts';
import type { TAiRecipe } from '../../../domain/ai-recipe.ts';
import { EXAMPLE_PROMPTS } from '../../../domain/example-prompts.ts';
import type { TDietary } from '../../../domain/profile.ts';
import { composeRecipe } from '../../composer/compose-recipe.ts';
import type { TComposition } from '../../composer/compose-recipe.ts';
import { createBuiltinComposer } from './create-builtin-composer.ts';
import { DIET_COMBOS, FRIDGE_CART, NO_DIET } from '../../composer/test-helpers.ts';
import type { TFoodFact } from '../../../domain/kitchen/diet-vocabulary.ts';
import { formatDuration, parseDuration } from '../../../domain/duration.ts';

// Independent of the composer's own tags: what a cook would call a violation, read from the names.
// (The composer's foods carry no soy or sesame facts, so those have no name pattern here.)
type TNamedFact = Exclude<TFoodFact, 'alcohol' | 'soy' | 'sesame'>;
const FORBIDDEN_NAMES: Record<TNamedFact, RegExp> = {
  meat: /\b(beef|steak|pork|bacon|pancetta|chorizo|ham|lamb|sausage|sirloin)\b/,
  poultry: /\bchicken\b/,
  fish: /\b(salmon|cod|tuna|anchov\w*|fish sauce|dashi stock|worcestershire)\b/,
  shellfish: /\b(shrimp|prawns?|oyster sauce)\b/,
  dairy: /\b(milk|(?<!(peanut|seed|cocoa) )butter|cheese|cream|yogurt|parmesan|mozzarella|cheddar|feta|ricotta|paneer|halloumi|ghee|ice cream)\b/,
  egg: /\beggs?\b/,
  honey: /\bhoney\b/,
  gluten:
    /\b(flour|bread|spaghetti|penne|pasta|noodles|couscous|bulgur|soy sauce|tortillas?|pita|buns?|breadcrumbs|oats|biscuits|ladyfingers|udon|ramen|soba|hoisin|gochujang|baguette|lasagne|oat milk)\b/,
  treeNut: /\b(almonds?|cashews?|walnuts?|pecans?|pistachios?|pine nuts|hazelnuts?)\b/,
  peanut: /\bpeanuts?\b|\bpeanut butter\b/,
};
const ALLOWED_PHRASES =
  /\b(oat|soy|coconut|almond|gluten-free oat) milk\b|\bcoconut (cream|yogurt|oil)\b|\bsoy yogurt\b|\bdairy-free [a-z ]+|\bsunflower seed butter\b|\bnutritional yeast\b|\bgluten-free [a-z -]+|\b(flat )?rice noodles\b|\brice vermicelli\b|\bcorn tortillas?\b|\bvegan [a-z ]+|\begg-free\b|\bcocoa butter\b|\bplant butter\b/g;

const DIET_TAGS: Record<keyof TDietary, Array<TNamedFact>> = {
  vegan: ['meat', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey'],
  vegetarian: ['meat', 'poultry', 'fish', 'shellfish'],
  glutenFree: ['gluten'],
  dairyFree: ['dairy'],
  nutFree: ['treeNut', 'peanut'],
};

function restrictedTags(dietary: TDietary): Set<TNamedFact> {
  const keys = Object.keys(DIET_TAGS).filter((key): key is keyof TDietary => key in dietary && dietary[key as keyof TDietary]);
  return new Set(keys.flatMap((key) => DIET_TAGS[key]));
}

function expectCompliant(composition: TComposition, dietary: TDietary): void {
  const restricted = restrictedTags(dietary);
  for (const line of composition.adapted.lines) {
    for (const tag of line.food.tags)
      if (tag !== 'alcohol' && tag !== 'soy' && tag !== 'sesame') expect(restricted.has(tag), `${line.food.name} is ${tag}`).toBe(false);
  }
  for (const ingredient of composition.recipe.ingredients) {
    const name = ingredient.name.toLowerCase().replace(ALLOWED_PHRASES, '');
    for (const tag of restricted) expect(FORBIDDEN_NAMES[tag].test(name), `${ingredient.name} breaks ${tag}`).toBe(false);
  }
}

const BASICS = new Set(['salt', 'black pepper', 'olive oil', 'vegetable oil', 'water']);
const names = (recipe: TAiRecipe) => recipe.ingredients.map((ingredient) => ingredient.name.toLowerCase());
const hasIngredient = (recipe: TAiRecipe, pattern: RegExp) => names(recipe).some((name) => pattern.test(name));
const minutesOf = (text = '') => parseDuration(text) ?? 0;
const singular = (word: string) => (word.endsWith('oes') ? word.slice(0, -2) : word.endsWith('s') ? word.slice(0, -1) : word);
const STAPLES = new Set(['onion', 'garlic', 'butter', 'lemon']);

function usesCart(recipe: TAiRecipe, cart: readonly string[]): boolean {
  return cart
    .map((item) => item.toLowerCase())
    .filter((item) => !STAPLES.has(item))
    .some((item) => {
      const full = singular(item);
      const first = singular(item.split(' ')[0] ?? item);
      return names(recipe).some((name) => name.includes(full) || name.includes(first));
    });
}

type TCheck = (composition: TComposition, dietary: TDietary) => void;

const ON_INTENT: Record<(typeof EXAMPLE_PROMPTS)[number], TCheck> = {
  'A healthy dinner with chicken and lots of vegetables': ({ recipe }, dietary) => {
    expect(recipe.category).toBe('Dinner');
    if (!dietary.vegetarian && !dietary.vegan) expect(hasIngredient(recipe, /chicken/)).toBe(true);
  },
  'A quick lunch using leftover rice': ({ recipe }) => {
    expect(recipe.category).toBe('Lunch');
    expect(hasIngredient(recipe, /\brice\b/)).toBe(true);
    expect(minutesOf(recipe.totalTime)).toBeLessThanOrEqual(30);
  },
  'A hearty vegetarian dish for a cold night': (composition) => {
    expectCompliant(composition, { ...NO_DIET, vegetarian: true });
    expect(composition.adapted.blueprint.isHot).toBe(true);
  },
  'A low-carb breakfast that keeps me full': ({ recipe }) => {
    expect(recipe.category).toBe('Breakfast');
    expect(Number(recipe.nutrition?.carbs)).toBeLessThanOrEqual(20);
  },
  'Weekly meal prep for busy weekdays': ({ recipe, adapted }) => {
    expect(Number(recipe.servings)).toBeGreaterThanOrEqual(4);
    expect(adapted.blueprint.tags).toContain('meal-prep');
  },
  'A chocolate peanut butter protein shake': ({ recipe, adapted }) => {
    expect(adapted.blueprint.kind).toBe('shake');
    expect(recipe.title).toMatch(/shake/i);
    expect(hasIngredient(recipe, /cocoa|chocolate/)).toBe(true);
  },
  'A refreshing summer cocktail': ({ adapted }) => {
    expect(adapted.blueprint.kind).toBe('cocktail');
    expect(adapted.lines.some((line) => line.food.tags.includes('alcohol'))).toBe(true);
  },
  'A green smoothie with spinach and banana': ({ recipe, adapted }) => {
    expect(adapted.blueprint.kind).toBe('smoothie');
    expect(hasIngredient(recipe, /spinach/)).toBe(true);
    expect(hasIngredient(recipe, /banana/)).toBe(true);
  },
  'A cozy hot drink for a rainy afternoon': ({ adapted }) => {
    expect(adapted.blueprint.kind).toBe('hot-drink');
  },
  'A romantic dinner for two': ({ recipe, adapted }) => {
    expect(recipe.servings).toBe('2');
    expect(recipe.category).toBe('Dinner');
    expect(adapted.blueprint.tags).toContain('romantic');
  },
  'A kid-friendly dinner picky eaters will love': ({ recipe, adapted }) => {
    expect(recipe.category).toBe('Dinner');
    expect(adapted.blueprint.tags).toContain('kid-friendly');
    expect(adapted.lines.some((line) => line.food.tags.includes('alcohol'))).toBe(false);
  },
  'A 15-minute meal for a busy weeknight': ({ recipe }) => {
    expect(minutesOf(recipe.totalTime)).toBeLessThanOrEqual(15);
    expect(minutesOf(recipe.totalTime)).toBe(minutesOf(recipe.prepTime) + minutesOf(recipe.cookTime));
  },
  'A no-oven meal for a hot summer day': ({ recipe, adapted }) => {
    expect(recipe.instructions.some((step) => /\boven\b/i.test(step))).toBe(false);
    expect(adapted.blueprint.equipment).not.toContain('oven');
  },
  'A Thai curry with coconut milk': ({ recipe, adapted }) => {
    expect(adapted.blueprint.cuisines).toContain('Thai');
    expect(adapted.blueprint.kind).toBe('curry');
    expect(hasIngredient(recipe, /coconut milk/)).toBe(true);
  },
  'An Italian pasta like nonna makes': ({ adapted }) => {
    expect(adapted.blueprint.cuisines).toContain('Italian');
    expect(adapted.blueprint.kind).toBe('pasta');
  },
  'An Indian dish full of warm spices': ({ adapted }) => {
    expect(adapted.blueprint.cuisines).toContain('Indian');
  },
  'A Mediterranean dish with fresh herbs': ({ recipe, adapted }) => {
    expect(adapted.blueprint.cuisines).toContain('Mediterranean');
    expect(hasIngredient(recipe, /parsley|mint|basil|dill|cilantro|oregano|thyme|rosemary/)).toBe(true);
  },
  "Something using what's in my fridge": ({ recipe }) => {
    expect(usesCart(recipe, FRIDGE_CART)).toBe(true);
  },
  'A high-protein meal that fits my macros': ({ recipe }) => {
    expect(Number(recipe.nutrition?.protein)).toBeGreaterThanOrEqual(25);
  },
  'A dinner with only 5 ingredients': ({ recipe }) => {
    expect(recipe.category).toBe('Dinner');
    expect(names(recipe).filter((name) => !BASICS.has(name)).length).toBeLessThanOrEqual(5);
  },
  'A date-night dinner plan to impress': ({ recipe, adapted }) => {
    expect(recipe.servings).toBe('2');
    expect(adapted.blueprint.tags).toContain('romantic');
  },
  'A comforting soup for a chilly evening': ({ adapted }) => {
    expect(adapted.blueprint.kind).toBe('soup');
    expect(adapted.blueprint.isHot).toBe(true);
  },
  'A crowd-pleasing dessert for a party': ({ recipe, adapted }) => {
    expect(recipe.category).toBe('Dessert');
    expect(adapted.blueprint.tags).toContain('party');
  },
};

describe('built-in composer on the landing page prompts', () => {
  const cases = EXAMPLE_PROMPTS.flatMap((prompt) => DIET_COMBOS.map((combo) => [prompt, combo.name, combo.dietary] as const));

  it.each(cases)('%s (%s) gives an on-intent, compliant recipe', (prompt, _name, dietary) => {
    for (const seed of [0, 1, 2]) {
      const composition = composeRecipe({ prompt, cartItems: FRIDGE_CART, dietary, seed });
      expect(ZAiRecipeSchema.safeParse(composition.recipe).success).toBe(true);
      expectCompliant(composition, dietary);
      ON_INTENT[prompt](composition, dietary);
    }
  });
});

describe('built-in composer behaviour', () => {
  const composer = createBuiltinComposer();
  const request = { prompt: 'A healthy dinner with chicken and lots of vegetables', cartItems: FRIDGE_CART, dietary: NO_DIET };

  it('returns a recipe that passes the recipe format check, with a filled-in nutrition block', async () => {
    const parsed = ZAiRecipeSchema.parse(await composer.generate({ ...request, seed: 7 }));
    expect(composer.name).toBe('builtin');
    expect(parsed.ingredients.length).toBeGreaterThan(2);
    expect(parsed.instructions.length).toBeGreaterThan(1);
    expect(Number(parsed.nutrition?.calories)).toBeGreaterThan(100);
    expect(parseDuration(parsed.totalTime)).toBeGreaterThan(0);
    expect(parsed.totalTime).toBe(formatDuration(parseDuration(parsed.totalTime) ?? 0));
  });

  it('is deterministic for the same input and seed', async () => {
    expect(await composer.generate({ ...request, seed: 42 })).toEqual(await composer.generate({ ...request, seed: 42 }));
  });

  // With a full cart an open request takes the dish that uses the most of it, so the seed varies the
  // rice lunch among the dishes an empty cart leaves.
  it.each([
    ['A kid-friendly dinner picky eaters will love', FRIDGE_CART],
    ['A comforting soup for a chilly evening', FRIDGE_CART],
    ['A quick lunch using leftover rice', []],
  ] as const)('varies with the seed when several dishes fit: %s', async (prompt, cartItems) => {
    const titles = new Set<string>();
    for (let seed = 0; seed < 6; seed += 1) {
      titles.add(ZAiRecipeSchema.parse(await composer.generate({ prompt, cartItems: [...cartItems], dietary: NO_DIET, seed })).title);
    }
    expect(titles.size).toBeGreaterThan(1);
  });

  it('scales to the servings asked for', () => {
    const forFour = composeRecipe({ prompt: 'Beef bourguignon for 3 people', cartItems: [], dietary: NO_DIET, seed: 0 });
    expect(forFour.recipe.title).toBe('Beef Bourguignon');
    expect(forFour.recipe.servings).toBe('3');
    const beef = forFour.recipe.ingredients.find((ingredient) => ingredient.name === 'beef chuck');
    expect(beef?.quantity).toBe('600 g');
  });

  it('names substitutions in the title, the ingredients and the steps', () => {
    const { recipe } = composeRecipe({ prompt: 'Thai green curry with chicken', cartItems: [], dietary: { ...NO_DIET, vegan: true }, seed: 0 });
    expect(recipe.title).toBe('Vegan Thai Green Tofu Curry');
    expect(hasIngredient(recipe, /firm tofu/)).toBe(true);
    expect(recipe.instructions.join(' ')).toContain('firm tofu');
    expect(recipe.instructions.join(' ')).not.toMatch(/chicken|fish sauce/);
    expect(recipe.notes).toMatch(/No chicken breast, to keep it vegan: firm tofu instead/);
  });

  it('lists a food once when a substitution repeats it (butter → olive oil beside olive oil)', () => {
    const { recipe } = composeRecipe({ prompt: 'Spaghetti pomodoro', cartItems: [], dietary: { ...NO_DIET, vegan: true }, seed: 0 });
    expect(recipe.title).toBe('Vegan Nonna’s Spaghetti Pomodoro');
    const oil = recipe.ingredients.filter((ingredient) => ingredient.name === 'olive oil');
    expect(oil).toEqual([{ name: 'olive oil', quantity: '4 tbsp' }]);
  });

  it('keeps the ingredient a dish is named after when filling from the pantry', () => {
    const { recipe } = composeRecipe({ prompt: 'Butternut squash soup', cartItems: ['Bell Pepper', 'Zucchini'], dietary: NO_DIET, seed: 0 });
    expect(recipe.title).toBe('Butternut Squash Soup');
    expect(hasIngredient(recipe, /butternut/)).toBe(true);
  });

  it('swaps gluten and nuts for a gluten-free, nut-free cook', () => {
    const { recipe } = composeRecipe({ prompt: 'Kung pao chicken', cartItems: [], dietary: { ...NO_DIET, glutenFree: true, nutFree: true }, seed: 0 });
    expect(recipe.title).toMatch(/Kung Pao Chicken/);
    expect(hasIngredient(recipe, /^tamari$/)).toBe(true);
    expect(hasIngredient(recipe, /sunflower seeds/)).toBe(true);
    expect(hasIngredient(recipe, /peanut|soy sauce/)).toBe(false);
  });

  it('uses the cart for "what\'s in my fridge", in the ingredients and the steps', () => {
    const cart = ['Kale', 'Sweet Potato', 'Chickpeas'];
    const { recipe, adapted } = composeRecipe({ prompt: "Something using what's in my fridge", cartItems: cart, dietary: NO_DIET, seed: 3 });
    const used = adapted.pantryUsed.map((food) => food.name);
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(recipe.instructions.join(' ')).toContain(name);
    expect(usesCart(recipe, cart)).toBe(true);
  });

  it('never puts a cart item the cook cannot eat into the recipe', () => {
    const cart = ['Bacon', 'Shrimp', 'Cheddar Cheese', 'Spinach'];
    const composition = composeRecipe({ prompt: 'Use up my leftovers', cartItems: cart, dietary: { ...NO_DIET, vegan: true }, seed: 0 });
    expectCompliant(composition, { ...NO_DIET, vegan: true });
  });

  it('picks a compliant dish even when the prompt asks for something the diet forbids', () => {
    const dietary = { ...NO_DIET, vegan: true, glutenFree: true, nutFree: true };
    for (const prompt of ['A steak dinner', 'Shrimp scampi', 'Spaghetti carbonara', 'Peanut butter cookies', 'Honey glazed salmon']) {
      const composition = composeRecipe({ prompt, cartItems: FRIDGE_CART, dietary, seed: 0 });
      expectCompliant(composition, dietary);
    }
  });

  it('leaves out the ingredient the dietary guard named on a retry', () => {
    const first = composeRecipe({ prompt: 'Basil pesto pasta', cartItems: [], dietary: NO_DIET, seed: 0 });
    expect(hasIngredient(first.recipe, /pine nuts/)).toBe(true);
    const retry = composeRecipe({
      prompt: 'Basil pesto pasta',
      cartItems: [],
      dietary: NO_DIET,
      seed: 0,
      violationFeedback: "The recipe contains 'pine nuts', which the cook cannot eat.",
    });
    expect(hasIngredient(retry.recipe, /pine nuts/)).toBe(false);
    expect(retry.recipe.instructions.join(' ')).not.toMatch(/pine nuts/);
  });

  it('bans exactly the food the guard named, not every food sharing a word', () => {
    const retry = composeRecipe({
      prompt: 'A Thai curry with coconut milk',
      cartItems: [],
      dietary: NO_DIET,
      seed: 0,
      violationFeedback: "Found 'milk'.",
    });
    expect(hasIngredient(retry.recipe, /^milk$/)).toBe(false);
    expect(hasIngredient(retry.recipe, /coconut milk/)).toBe(true);
  });

  it('honours restriction words in the guard feedback', () => {
    const retry = composeRecipe({
      prompt: 'A chocolate peanut butter protein shake',
      cartItems: [],
      dietary: NO_DIET,
      seed: 0,
      violationFeedback: 'Contains peanut butter and milk: the cook is nut-free and dairy-free.',
    });
    expectCompliant(retry, { ...NO_DIET, nutFree: true, dairyFree: true });
  });

  it('gives a mocktail, not a cocktail, when asked for no alcohol or for kids', () => {
    for (const prompt of ['A refreshing summer mocktail', 'A fun summer drink for the kids']) {
      const { adapted } = composeRecipe({ prompt, cartItems: [], dietary: NO_DIET, seed: 1 });
      expect(
        adapted.lines.some((line) => line.food.tags.includes('alcohol')),
        prompt,
      ).toBe(false);
      expect(adapted.blueprint.meals).toContain('drink');
    }
  });

  it('uses the shared nutrition table when one is given (totals divided by servings)', () => {
    const lines: string[][] = [];
    const composer = createBuiltinComposer({
      computeNutrition: (ingredientLines) => {
        lines.push(ingredientLines);
        return { calories: 2000, protein: 100, carbs: 200, fat: 80, fiber: 40, sugar: 20 };
      },
    });
    return composer.generate({ prompt: 'A romantic dinner for two', cartItems: [], dietary: NO_DIET, seed: 0 }).then((raw) => {
      const recipe = ZAiRecipeSchema.parse(raw);
      expect(recipe.nutrition).toEqual({ calories: '1000', protein: 50, carbs: 100, fat: 40, fiber: 20, sugar: 10 });
      expect(lines[0]?.length).toBe(recipe.ingredients.length);
      expect(lines[0]?.[0]).toMatch(/^\S+.* \S+/);
    });
  });

  it('falls back to its own numbers when the nutrition table knows nothing', async () => {
    const composer = createBuiltinComposer({ computeNutrition: () => null });
    const recipe = ZAiRecipeSchema.parse(await composer.generate({ prompt: 'Chana masala', cartItems: [], dietary: NO_DIET, seed: 0 }));
    expect(recipe.title).toBe('Chana Masala');
    expect(Number(recipe.nutrition?.calories)).toBeGreaterThan(200);
  });
});

describe('the dish the composer does not know', () => {
  it('is quoted back as the cook wrote it, in a DISH_UNKNOWN error', async () => {
    const composer = createBuiltinComposer();
    await expect(composer.generate({ prompt: 'Newfoundland Zorbleck dinner', cartItems: [], dietary: NO_DIET, seed: 1 })).rejects.toMatchObject({
      code: 'DISH_UNKNOWN',
      message: expect.stringContaining("doesn't know “Newfoundland Zorbleck dinner” yet"),
    });
  });
});
