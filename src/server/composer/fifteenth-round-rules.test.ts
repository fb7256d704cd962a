import { describe, expect, it } from 'vitest';
import { restrictionsFromDietary } from '../../domain/dietary/restrictions.ts';
import { composeIndexedBlueprint } from './choose-dish/compose-indexed.ts';
import { composeRecipe } from './compose-recipe.ts';
import { DISH_INDEX } from './data/dish-index/all-dishes.ts';
import { DishUnknownError } from './dish-unknown.ts';
import { findFormOfFood, findNamedFormOfFood, getFood } from './foods.ts';
import { composeForPromptOrUnknown, NO_DIET } from './test-helpers.ts';

// Fifteenth round (issue #26): an index dish's defining foods and the foods the cook adds to it reach the recipe's
// lines. Prompts of our own, not the sets'.

describe('a family noun after "with" is a food the cook adds to the index dish', () => {
  it.each([
    ['tonkatsu with noodles', /noodle/i],
    ['chicken adobo with noodles', /noodle/i],
    ['bigos with bread', /bread/i],
  ])('%s has it in the lines', (prompt, food) => {
    const result = composeForPromptOrUnknown(prompt);
    expect(result?.lines).toMatch(food);
  });

  it('still reads the family noun before "with" as the dish (no bread in a flatbread)', () => {
    expect(composeForPromptOrUnknown('a flatbread with za’atar')?.lines ?? '').not.toMatch(/\bbread\b.*\bbread\b/i);
  });

  it("keeps a gluten-free cook's noodles gluten-free", () => {
    const dietary = { ...NO_DIET, glutenFree: true };
    try {
      const result = composeRecipe({ prompt: 'chicken adobo with noodles', cartItems: [], dietary, restrictions: restrictionsFromDietary(dietary), seed: 1 });
      expect(result.recipe.ingredients.map((line) => line.name).join(', ')).not.toMatch(/egg noodles|wheat|udon/i);
    } catch (error) {
      expect(error).toBeInstanceOf(DishUnknownError);
    }
  });
});

describe('every index dish composed from its family has its defining foods', () => {
  // A defining food is there as itself or as its usual form ('shortcrust pastry' and 'puff pastry' are one pastry).
  const formOf = (key: string) => findFormOfFood(getFood(key).name) ?? key;
  it('for a cook with no diet', () => {
    const lost: string[] = [];
    for (const dish of DISH_INDEX) {
      const built = composeIndexedBlueprint(dish, () => true);
      if (!built) {
        lost.push(`${dish.name}: not made`);
        continue;
      }
      const keys = new Set(built.source.i.map((spec) => spec.split(' ')[0] ?? ''));
      const forms = new Set([...keys].map(formOf));
      for (const name of dish.defining) {
        const key = findNamedFormOfFood(name);
        if (key === null) {
          lost.push(`${dish.name}: ${name} unknown`);
          continue;
        }
        if (getFood(key).isBasic || keys.has(key) || forms.has(formOf(key)) || forms.has(findFormOfFood(name) ?? key)) continue;
        lost.push(`${dish.name}: ${name}`);
      }
    }
    expect(lost).toEqual([]);
  });

  it('for a vegan cook: made with its defining foods, or said as left out, or not made', () => {
    const isAllowed = (key: string) => !getFood(key).tags.some((tag) => ['meat', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey'].includes(tag));
    for (const dish of DISH_INDEX) {
      const built = composeIndexedBlueprint(dish, isAllowed);
      if (!built) continue;
      const keys = built.source.i.map((spec) => spec.split(' ')[0] ?? '');
      expect(keys.filter((key) => !isAllowed(key) && getFood(key).alternatives.length === 0)).toEqual([]);
    }
  });
});
