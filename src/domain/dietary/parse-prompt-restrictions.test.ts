import { describe, expect, it } from 'vitest';
import { findRestrictionViolations } from './find-dietary-violations.ts';
import { listAllergens } from './read-ingredient-facts.ts';
import { parsePromptRestrictions, toSingular } from './parse-prompt-restrictions.ts';
import { describeRestrictions, mergeRestrictions, parseRestrictionLabels, restrictionsFromAllergens } from './restrictions.ts';

// [prompt, restriction keys, avoided words that must be present]
const PROMPTS: ReadonlyArray<readonly [string, string[], string[]]> = [
  ['egg-free waffles', ['eggFree'], []],
  ['Egg free chocolate cake', ['eggFree'], []],
  ['eggless sponge', ['eggFree'], []],
  ['a vegan lasagna', ['vegan', 'vegetarian'], []],
  ['plant-based burger', ['vegan', 'vegetarian'], []],
  ['a vegetarian chili', ['vegetarian'], []],
  ['pescatarian paella', ['pescatarian'], []],
  ['dairy-free mac and cheese', ['dairyFree'], []],
  ['lactose-free pancakes', ['dairyFree'], []],
  ['I am lactose intolerant, something creamy', ['dairyFree'], []],
  ['gluten-free fried chicken', ['glutenFree'], []],
  ['wheat free bread', ['glutenFree'], []],
  ['coeliac-safe pizza', ['glutenFree'], []],
  ['a nut-free granola bar', ['nutFree'], []],
  ['tree-nut-free brownies', ['treeNutFree'], []],
  ['peanut-free satay', ['peanutFree'], []],
  ['soy-free stir fry', ['soyFree'], []],
  ['sesame-free hummus', ['sesameFree'], []],
  ['shellfish-free paella', ['shellfishFree'], []],
  ['fish-free Caesar salad', ['fishFree'], []],
  ['an alcohol-free mojito', ['alcoholFree'], []],
  ['a non-alcoholic punch for the party', ['alcoholFree'], []],
  ['pasta without mushrooms', [], ['mushroom']],
  ['risotto without mushrooms or onions for dinner', [], ['mushroom', 'onion', 'shallot']],
  ['no peanuts please', ['peanutFree'], []],
  ['curry, no nuts and no dairy', ['dairyFree', 'nutFree'], []],
  ['my daughter is allergic to eggs and sesame', ['eggFree', 'sesameFree'], []],
  ['cookies for a kid with a peanut allergy', ['peanutFree'], []],
  ['stir fry with no soy sauce', ['soyFree'], ['soy sauce']],
  ['without eggs, milk, or wheat', ['dairyFree', 'eggFree', 'glutenFree'], []],
  ['no pork, a halal burger', ['alcoholFree'], ['bacon', 'pork']],
  ['tacos, hold the cilantro', [], ['cilantro', 'coriander']],
  ['no cheese lasagna', [], ['cheese', 'parmesan']],
  ['I hate tomatoes', [], ['tomato']],
  ['avoid seafood', ['fishFree', 'shellfishFree'], []],
  ['allergic to eggs and sesame, dinner without onions or garlic, hold the cilantro', ['eggFree', 'sesameFree'], ['onion', 'garlic', 'cilantro']],
  ['a curry with no peanuts and no dairy, no fish', ['peanutFree', 'dairyFree', 'fishFree'], []],
];

describe('parsePromptRestrictions', () => {
  it.each(PROMPTS)('%s', (prompt, keys, avoided) => {
    const restrictions = parsePromptRestrictions(prompt);
    expect([...restrictions.keys].sort()).toEqual([...keys].sort());
    for (const word of avoided) expect(restrictions.avoid).toContain(word);
  });

  const FREE_OF_RESTRICTIONS = [
    'no-bake cheesecake',
    'a no bake dessert',
    'dinner without an oven',
    'without using the oven',
    'hands-free, stress-free, fuss-free dinner',
    'a guilt-free treat',
    'quick pasta, no fuss',
    'no more than 5 ingredients',
    'egg fried rice',
    'peanut butter cookies',
    'a cheese omelette',
  ];
  it.each(FREE_OF_RESTRICTIONS)('%s states no restriction', (prompt) => {
    expect(parsePromptRestrictions(prompt)).toEqual({ keys: [], avoid: [] });
  });

  it("stops a list at a dish word or after 'and' with more words", () => {
    expect(parsePromptRestrictions('waffles with no nuts and extra chocolate chips').avoid).not.toContain('chocolate');
    expect(parsePromptRestrictions('no cheese lasagna').avoid).not.toContain('lasagna');
  });

  it('singularises the words it avoids', () => {
    expect(['mushrooms', 'berries', 'peaches', 'tomatoes', 'hummus', 'couscous'].map(toSingular)).toEqual([
      'mushroom',
      'berry',
      'peach',
      'tomato',
      'hummus',
      'couscous',
    ]);
  });
});

describe('restriction sets and the guard', () => {
  it('merges sources, keeps a stable order and reads labels', () => {
    const merged = mergeRestrictions(parseRestrictionLabels(['Egg Free', 'nut-free', 'Sesame Free', 'Spicy']), restrictionsFromAllergens(['soy', 'milk']), {
      keys: [],
      avoid: ['mushroom'],
    });
    expect(merged).toEqual({ keys: ['dairyFree', 'nutFree', 'eggFree', 'soyFree', 'sesameFree'], avoid: ['mushroom'] });
    expect(describeRestrictions(merged)).toBe('Dairy Free, Nut Free, Egg Free, Soy Free, Sesame Free, no mushroom');
  });

  it('finds allergens and avoided words in ingredient names', () => {
    const restrictions = parsePromptRestrictions('egg-free, sesame-free, soy-free and without mushrooms');
    const names = ['2 eggs', 'toasted sesame oil', 'tahini', 'tamari', 'chestnut mushrooms', 'flax egg', 'coconut aminos', 'rice'];
    expect(findRestrictionViolations(names, restrictions).map((violation) => violation.ingredient)).toEqual([
      '2 eggs',
      'toasted sesame oil',
      'tahini',
      'tamari',
      'chestnut mushrooms',
    ]);
  });

  it('lists the major allergens of a recipe in a fixed order', () => {
    expect(listAllergens(['all-purpose flour', '2 eggs', 'butter', 'tahini', 'soy sauce', 'walnuts', 'salt'])).toEqual([
      'Egg',
      'Milk',
      'Tree nuts',
      'Wheat / gluten',
      'Soy',
      'Sesame',
    ]);
    expect(listAllergens(['rice', 'black beans', 'olive oil'])).toEqual([]);
  });
});
