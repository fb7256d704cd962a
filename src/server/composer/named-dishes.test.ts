import { describe, expect, it } from 'vitest';
import { restrictionsFromDietary } from '../../domain/dietary/restrictions.ts';
import type { TIndexedDish } from './data/dish-index/dish-index-schema.ts';
import { composeRecipe } from './compose-recipe.ts';
import { DishUnknownError } from './dish-unknown.ts';
import { DERIVED_FOODS, findFormOfFood, getFood } from './foods.ts';
import { readStepMinutes } from './parse-blueprint.ts';
import { buildDishLookup, findIndexedDish } from './read-request/find-indexed-dish.ts';
import { findUnknownDish } from './read-request/find-unknown-dish.ts';
import { recogniseDish } from './read-request/recognise-dish.ts';
import { NO_DIET } from './test-helpers.ts';

// The named-dish index through each stage: recognition, building the dish by its family's method,
// the honest answers, and times that add up.

const DISH: TIndexedDish = {
  name: 'Khachapuri',
  aliases: ['khachapuri adjaruli', 'hachapuri'],
  cuisine: 'Georgian',
  family: 'yeast-bread',
  describe: 'a cheese-filled yeasted bread baked with an egg',
  defining: ['cheese', 'egg'],
  supporting: ['butter'],
  meals: ['breakfast', 'lunch'],
  vegetarian: true,
};

function compose(prompt: string, dietary = NO_DIET) {
  return composeRecipe({ prompt, cartItems: [], dietary, restrictions: restrictionsFromDietary(dietary), seed: 1 });
}

const names = (prompt: string) => compose(prompt).recipe.ingredients.map((line) => line.name.toLowerCase());

describe('recognising index dishes', () => {
  const lookup = buildDishLookup([DISH, { ...DISH, name: 'Phở', aliases: ['pho bo'], family: 'soup' }, { ...DISH, name: 'Chicken and Rice', aliases: [] }]);

  it('finds a dish by name and alias, accent-folded, plural-tolerant and with doubled letters single', () => {
    expect(findIndexedDish('Khachapuri for two', lookup)?.dish.name).toBe('Khachapuri');
    expect(findIndexedDish('two khachapuris', lookup)?.dish.name).toBe('Khachapuri');
    expect(findIndexedDish('hachapuri', lookup)?.dish.name).toBe('Khachapuri');
    expect(findIndexedDish('a bowl of pho', lookup)?.dish.name).toBe('Phở');
    expect(findIndexedDish('khacchapuri', lookup)?.dish.name).toBe('Khachapuri');
  });

  it('reads a short name only as written: ful (ful medames) does not answer "keeps me full"', () => {
    const withFul = buildDishLookup([{ ...DISH, name: 'Ful Medames', aliases: ['ful'], family: 'stew' }]);
    expect(findIndexedDish('a breakfast that keeps me full', withFul)).toBeNull();
    expect(findIndexedDish('ful for breakfast', withFul)?.dish.name).toBe('Ful Medames');
  });

  it('takes a name made only of foods only when the cook asks to make it', () => {
    expect(findIndexedDish('something with chicken and rice', lookup)).toBeNull();
    expect(findIndexedDish('homemade chicken and rice', lookup)?.dish.name).toBe('Chicken and Rice');
  });

  it('matches two-word dishes whose first word ends in a, e or s (the banana bread pattern)', () => {
    const dish = recogniseDish('banana bread');
    expect(dish?.titlePattern.test('Banana Bread')).toBe(true);
    expect(recogniseDish('a vegetable lasagne')?.titlePattern.test('Classic Lasagna')).toBe(true);
  });
});

describe('building a dish by its family method', () => {
  it('gives every kitchen food a cooking form', () => {
    expect(DERIVED_FOODS.size).toBeGreaterThan(100);
    const okra = getFood(findFormOfFood('okra') ?? '');
    expect(okra.category).toBe('vegetable');
    expect(findFormOfFood('red wine')).toBe('redWine');
  });

  it('keeps the defining foods in the dish', () => {
    expect(names('khachapuri').join(' ')).toMatch(/cheese/);
    expect(names('khachapuri').join(' ')).toMatch(/egg/);
    expect(names('khachapuri').join(' ')).toMatch(/yeast/);
    expect(names('mulled wine').join(' ')).toMatch(/red wine/);
    expect(names('mulled wine').join(' ')).toMatch(/cinnamon|clove/);
    expect(compose('mulled wine').recipe.instructions.join(' ')).toMatch(/warm/i);
    expect(names('jollof rice').join(' ')).toMatch(/rice/);
    expect(names('jollof rice').join(' ')).toMatch(/tomato/);
    const aubergine = names('miso glazed aubergine').join(' ');
    expect(aubergine).toMatch(/eggplant|aubergine/);
    expect(aubergine).not.toMatch(/salmon/);
    const salad = names('a warm salad with roasted beetroot and goat cheese').join(' ');
    expect(salad).toMatch(/beet/);
    expect(salad).toMatch(/goat cheese/);
  });

  it('says what it is in the notes', () => {
    expect(compose('khachapuri').recipe.notes).toMatch(/Khachapuri \(Georgian\) is /);
  });
});

describe('honest answers', () => {
  it('reads an unknown dish name from the head of the prompt, not from an open request', () => {
    expect(findUnknownDish('zorblatka for dinner')).toBe('zorblatka');
    expect(findUnknownDish('a quick lunch')).toBeNull();
    expect(findUnknownDish('my daughter is allergic to eggs, something for dinner')).toBeNull();
    expect(findUnknownDish('A crowd-pleasing dessert for a party')).toBeNull();
  });

  it('throws DishUnknownError for a dish it cannot make, never another dish', () => {
    expect(() => compose('a quokka pie')).toThrow(DishUnknownError);
    expect(() => compose('zorblatka for dinner')).toThrow(/doesn't know “zorblatka” yet/);
    expect(() => compose('lasagna in 10 minutes')).toThrow(/can't make “lasagna” in 10 minutes/);
  });

  it('names every change made for the cook', () => {
    const vegan = { ...NO_DIET, vegan: true, vegetarian: true };
    expect(compose('vegan butter chicken', vegan).recipe.notes).toMatch(/No .*chicken.*, to keep it vegan: .* instead\./);
    expect(compose('vegetable lasagna').recipe.ingredients.join(' ')).not.toMatch(/beef|pork|bacon/);
  });

  it('makes the dish without a never-want seasoning, saying so, rather than another dish', () => {
    const { recipe } = composeRecipe({
      prompt: 'Spaghetti bolognese',
      cartItems: [],
      dietary: NO_DIET,
      restrictions: { ...restrictionsFromDietary(NO_DIET), avoid: ['garlic'] },
      avoidIngredients: ['garlic'],
      seed: 1,
    });
    expect(recipe.title).toMatch(/bolognese/i);
    expect(recipe.ingredients.map((line) => line.name).join(' ')).not.toMatch(/garlic/i);
    expect(recipe.instructions.join(' ')).not.toMatch(/\bit\b\.|garlic/i);
    expect(recipe.notes).toMatch(/Left out garlic, as you asked\./);
  });

  it('answers a named dish only with that dish or its family, else DISH_UNKNOWN', () => {
    expect(compose('butter croissants').recipe.title).toMatch(/croissant/i);
    expect(compose('houmous').recipe.title).toMatch(/hummus/i);
    expect(compose('aubergine curry').recipe.title).toMatch(/aubergine|eggplant/i);
    expect(() => compose('gluten-free seitan')).toThrow(DishUnknownError);
    expect(() => compose('a nut-free almond croissant')).toThrow(DishUnknownError);
    expect(() => compose('stuffed courgettes')).toThrow(DishUnknownError);
    // Flaxseed binds a cake but is no omelette's eggs.
    expect(() => compose('egg-free omelette')).toThrow(DishUnknownError);
  });

  it('warms mulled wine as a hot drink, with its own brandy', () => {
    const { recipe } = compose('mulled wine');
    expect(recipe.instructions.join(' ')).not.toMatch(/shake|ice/i);
    const names = recipe.ingredients.map((line) => line.name).join(' ');
    expect(names).toMatch(/brandy/);
    expect(names).not.toMatch(/rum/);
    expect(findFormOfFood('cognac')).toBe('brandy');
  });
});

describe('times that add up', () => {
  it('reads the times the steps state, the longer end of a range, not the alternatives', () => {
    expect(readStepMinutes(['Chill for 1 hour.', 'Simmer 20–25 minutes (or 7 hours in a slow cooker).'])).toBe(85);
    expect(readStepMinutes(['Leave overnight.'])).toBe(480);
    expect(readStepMinutes(['Rise for 1½ hours.'])).toBe(90);
  });

  it('gives a total that covers every step', () => {
    const { recipe } = compose('gazpacho');
    expect(recipe.totalTime).toMatch(/1 hr/);
  });
});
