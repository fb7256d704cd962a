import { describe, expect, it } from 'vitest';
import { findFood } from '../../domain/kitchen/food-table.ts';
import { parsePromptRestrictions } from '../../domain/dietary/parse-prompt-restrictions.ts';
import { restrictionsFromAllergens } from '../../domain/dietary/restrictions.ts';
import { composeRecipe } from './compose-recipe.ts';
import { DishUnknownError } from './dish-unknown.ts';
import { DISH_INDEX } from './data/dish-index/all-dishes.ts';
import { composeIndexedBlueprint } from './choose-dish/compose-indexed.ts';
import { composeForPrompt, NO_DIET } from './test-helpers.ts';

// Twenty-seventh round (issue #26): what a composed recipe's body holds — a dish that is its own starch gets no template
// pasta on top, a fried dish is battered only when it is a battered dish, a dish's own bread replaces the template's,
// clams are clams, and a cart dish's title says its food in the singular. Prompts of our own, and the index as a whole.

const steps = (answer: ReturnType<typeof composeForPrompt>) => answer.recipe.instructions.join(' ');

describe('a dish that is its own dough gets no bought pasta on top', () => {
  it.each([
    ['gnocchi', [/potato/, /flour/]],
    ['potato gnocchi with sage butter', [/potato/, /flour/]],
    ['spätzle', [/flour/, /egg/]],
    ['käsespätzle for four', [/flour/, /emmental/]],
    ['bryndzové halušky', [/potato/, /flour/]],
    ['biang biang noodles', [/flour/]],
    ['kazakh beshbarmak', [/flour/, /lamb/]],
  ])('%s has %j and no spaghetti', (prompt, foods) => {
    const answer = composeForPrompt(prompt);
    expect(answer.lines).not.toMatch(/spaghetti|linguine|penne|\bpasta\b/);
    for (const food of foods) expect(answer.lines).toMatch(food);
    expect(steps(answer)).toMatch(/dough/);
  });

  it('no pasta-family dish of the index with flour and no pasta of its own carries the method’s spaghetti', () => {
    const ownDough = DISH_INDEX.filter(
      (dish) =>
        dish.family === 'pasta' && dish.defining.some((name) => /\bflour\b/.test(name)) && !/pasta|noodle|macaroni|lasagn/i.test(dish.defining.join(' ')),
    );
    expect(ownDough.length).toBeGreaterThanOrEqual(5);
    for (const dish of ownDough) {
      const keys = composeIndexedBlueprint(dish, () => true)?.source.i.map((spec) => spec.split(' ')[0]) ?? [];
      expect(keys, dish.name).not.toContain('spaghetti');
    }
  });

  it.each([
    ['bavarian semmelknödel', /bread/, /egg/],
    ['zongzi for the dragon boat festival', /glutinous rice/, /pork/],
    ['puerto rican pasteles', /plantain/, /pork/],
    ['kartoffelknödel', /potato/, /egg/],
  ])('a dumpling of its own starch (%s) is shaped from %s, with no flour dough', (prompt, body, other) => {
    const answer = composeForPrompt(prompt);
    expect(answer.lines).toMatch(body);
    expect(answer.lines).toMatch(other);
    expect(answer.lines).not.toMatch(/all-purpose flour/);
    expect(steps(answer)).toMatch(/dumplings/);
  });

  it.each([
    ['polish pierogi', /all-purpose flour/],
    ['pork tamales', /masa harina/],
    ['jiaozi', /wrapper/],
  ])('a dumpling with a dough or wrapper of its own keeps it: %s has %s', (prompt, dough) => {
    expect(composeForPrompt(prompt).lines).toMatch(dough);
  });

  it.each([
    ['spaghetti carbonara', /spaghetti/],
    ['mac and cheese', /macaroni|penne/],
    ['a creamy mushroom risotto', /arborio/i],
    ['creamy polenta', /polenta/],
  ])('a dish of its own pasta or grain keeps it: %s has %s', (prompt, food) => {
    const answer = composeForPrompt(prompt);
    expect(answer.lines).toMatch(food);
    expect(answer.lines).not.toMatch(/jasmine rice/);
  });
});

describe('a fried dish is battered only when it is a battered dish', () => {
  it.each(['cuban vaca frita', 'guyanese garlic pork', 'haitian griot', 'a crisp rösti', 'tostones', 'georgian ojakhuri'])('%s is fried as it is', (prompt) => {
    const answer = composeForPrompt(prompt);
    expect(answer.lines).not.toMatch(/all-purpose flour/);
    expect(steps(answer)).not.toMatch(/beaten egg|Dip in/);
    expect(steps(answer)).toMatch(/fry/i);
  });

  it.each([
    ['fish and chips', /flour/],
    ['wiener schnitzel', /breadcrumbs/],
    ['shrimp tempura', /flour/],
    ['chiles rellenos', /flour/],
  ])('%s keeps its coating (%s)', (prompt, coating) => {
    expect(composeForPrompt(prompt).lines).toMatch(coating);
  });
});

describe('a dish whose bread is named gets that bread, not the template’s sourdough', () => {
  it.each([
    ['danish smørrebrød', /rye/],
    ['smorrebrod with herring', /rye/],
    ['venezuelan reina pepiada', /arepa/],
    ['sabich', /pita/],
    ['ground beef tacos', /taco shell/],
    ['gyros', /pita/],
    ['döner kebab', /pita/],
  ])('%s has %s and no second bread', (prompt, bread) => {
    const answer = composeForPrompt(prompt);
    expect(answer.lines).toMatch(bread);
    expect(answer.lines).not.toMatch(/sourdough|flour tortilla/);
  });

  it('smørrebrød is served open, not pressed together', () => {
    const text = steps(composeForPrompt('smørrebrød for lunch'));
    expect(text).toMatch(/open/);
    expect(text).not.toMatch(/press together|cut in half/);
  });

  it('reina pepiada is an arepa, not cornmeal beside bread', () => {
    expect(composeForPrompt('reina pepiada').lines).not.toMatch(/cornmeal/);
  });

  it.each(['a grilled cheese sandwich', 'welsh rarebit'])('%s keeps its bread', (prompt) => {
    expect(composeForPrompt(prompt).lines).toMatch(/bread/);
  });
});

describe('clams are their own food', () => {
  it('the kitchen table holds clams apart from mussels, as shellfish', () => {
    const clam = findFood('clams');
    expect(clam?.name).toBe('clam');
    expect(findFood('mussels')?.name).toBe('mussel');
    expect(clam?.facts).toContain('shellfish');
    expect(clam?.per100g.protein).not.toBe(findFood('mussel')?.per100g.protein);
    expect(findFood('vongole')?.name).toBe('clam');
  });

  it.each([
    ['new england clam chowder', /clam/],
    ['linguine with clams', /clam/],
    ['spaghetti alle vongole', /clam|vongole/],
    ['a portuguese pork and clams', /clam/],
  ])('%s has %s and no mussel', (prompt, food) => {
    const answer = composeForPrompt(prompt);
    expect(answer.lines).toMatch(food);
    expect(answer.lines).not.toMatch(/mussel/);
  });

  it('moules marinières still has mussels', () => {
    expect(composeForPrompt('moules marinières').lines).toMatch(/mussel/);
  });

  it.each([
    ['clam chowder', restrictionsFromAllergens(['shellfish'])],
    ['linguine with clams, no molluscs', parsePromptRestrictions('linguine with clams, no molluscs')],
  ])('a shellfish or mollusc allergy keeps clams out of %s', (prompt, restrictions) => {
    try {
      const result = composeRecipe({ prompt, cartItems: [], dietary: NO_DIET, restrictions, seed: 1 });
      expect(result.recipe.ingredients.map((line) => line.name).join(', ')).not.toMatch(/clam|vongole/);
    } catch (error) {
      expect(error).toBeInstanceOf(DishUnknownError);
    }
  });
});

describe('a cart dish’s title says its food in the singular', () => {
  it.each([
    ['something sweet', ['fresh blueberries', 'flour', 'butter', 'sugar'], /^Fresh Blueberry Cake$/],
    ['a cake', ['wild blueberries', 'flour', 'eggs', 'sugar'], /^Wild Blueberry\b/],
    ['a dessert', ['bramley apples', 'oats', 'butter', 'cinnamon'], /^Bramley Apple Crumble$/],
    ['a soup', ['cherry tomatoes', 'onion', 'garlic', 'basil'], /^Cherry Tomato Soup$/],
    ['a dessert', ['apples', 'oats', 'butter', 'cinnamon'], /^Apple Crumble$/],
    ['a soup', ['tomatoes', 'onion', 'garlic', 'basil'], /^Tomato Soup$/],
  ])('%s from %j is titled %s', (prompt, cart, title) => {
    expect(composeForPrompt(prompt, cart).recipe.title).toMatch(title);
  });
});
