import { describe, expect, it } from 'vitest';
import type { TDietary } from '../profile.ts';
import { classifyIngredientLine, describeDietaryViolations, findDietaryViolations, mergeDietary, parseDietaryLabels } from './find-dietary-violations.ts';
import { classifyIngredient } from './read-ingredient-facts.ts';
import type { TFoodFact } from '../kitchen/diet-vocabulary.ts';

const NONE: TDietary = { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, nutFree: false };

// [ingredient, expected categories (sorted as INGREDIENT_CATEGORIES)]
const CLASSIFICATIONS: ReadonlyArray<readonly [string, TFoodFact[]]> = [
  // Plain members of each category.
  ['boneless chicken thighs', ['poultry']],
  ['ground beef', ['meat']],
  ['thick-cut bacon', ['meat']],
  ['Italian sausage', ['meat']],
  ['powdered gelatin', ['meat']],
  ['mini marshmallows', ['meat']],
  ['vegan marshmallows', []],
  ['salmon fillets', ['fish']],
  ['fish sauce', ['fish']],
  ['Worcestershire sauce', ['fish']],
  ['anchovies', ['fish']],
  ['anchovy paste', ['fish']],
  ['large shrimp, peeled', ['shellfish']],
  ['oyster sauce', ['shellfish']],
  ['whole milk', ['dairy']],
  ['unsalted butter', ['dairy']],
  ['Parmigiano-Reggiano', ['dairy']],
  ['crème fraîche', ['dairy']],
  ['Greek yoghurt', ['dairy']],
  ['buttermilk', ['dairy']],
  ['ghee', ['dairy']],
  ['2 large eggs', ['egg']],
  ['egg yolks', ['egg']],
  ['mayonnaise', ['egg']],
  ['raw honey', ['honey']],
  ['all-purpose flour', ['gluten']],
  ['spaghetti', ['gluten']],
  ['couscous', ['gluten']],
  ['pearl barley', ['gluten']],
  ['rye bread', ['gluten']],
  ['spelt flour', ['gluten']],
  ['semolina', ['gluten']],
  ['panko breadcrumbs', ['gluten']],
  ['soy sauce', ['gluten', 'soy']],
  ['flour tortillas', ['gluten']],
  ['chopped walnuts', ['treeNut']],
  ['toasted pine nuts', ['treeNut']],
  ['basil pesto', ['treeNut']],
  ['cashews', ['treeNut']],
  ['chestnuts', ['treeNut']],
  ['creamy peanut butter', ['peanut']],
  ['roasted peanuts', ['peanut']],
  ['dry white wine', ['alcohol']],
  ['dark rum', ['alcohol']],
  ['vodka', ['alcohol']],
  // Several categories at once.
  ['stout beer', ['gluten', 'alcohol']],
  ['egg noodles', ['egg', 'gluten']],
  ['brioche buns', ['egg', 'gluten']],
  ['chicken liver', ['meat', 'poultry']],
  ['honey mustard', ['honey']],
  ['almond flour', ['treeNut']],
  ['goat cheese', ['dairy']],
  ["goat's milk", ['dairy']],
  // Tricky words that are not what they look like.
  ['coconut milk', []],
  ['light coconut cream', []],
  ['almond milk', ['treeNut']],
  ['cashew cream', ['treeNut']],
  // The food table holds oats and oat milk as gluten (unless certified) and chocolate chips as dairy.
  ['oat milk', ['gluten']],
  ['soy yogurt', ['soy']],
  ['peanut-free chocolate chips', ['dairy']],
  ['nut-free pesto', []],
  ['gluten-free pasta', []],
  ['gluten free soy sauce', ['soy']],
  ['dairy-free cheese', []],
  ['non-dairy creamer', []],
  ['vegan butter', []],
  ['vegan mayo', []],
  ['plant-based sausage', []],
  ['vegetarian bacon', []],
  ['eggplant', []],
  ['aubergine', []],
  ['butternut squash', []],
  ['ground nutmeg', []],
  ['cream of tartar', []],
  ['tamari', ['soy']],
  ['buckwheat', []],
  ['buckwheat flour', []],
  ['rice flour', []],
  ['cornstarch', []],
  ['rice noodles', []],
  ['zucchini noodles', []],
  ['corn tortillas', []],
  ['tortilla chips', []],
  ['coconut aminos', []],
  ['chickpeas', []],
  ['water chestnuts', []],
  ['oyster mushrooms', []],
  ['chestnut mushrooms', []],
  ['honeydew melon', []],
  ['butter beans', []],
  ['butter lettuce', []],
  ['cocoa butter', []],
  ['apple cider vinegar', []],
  ['red wine vinegar', []],
  ['ginger ale', []],
  ['root beer', []],
  ['nutritional yeast', []],
  ['duck sauce', []],
  ['cauliflower steaks', []],
  ['flax egg', []],
  ['coconut', []],
  ['bean curd', ['soy']],
  ['non-alcoholic beer', ['gluten']],
  ['gluten-free beer', ['alcohol']],
  ['tree-nut-free peanut butter', ['peanut']],
  ['sweet potato', []],
  ['quinoa', []],
  ['tofu', ['soy']],
  // A food of the kitchen table is judged by its own facts, not by the words inside its name.
  ['chicken egg', ['egg']],
  ['duck eggs', ['egg']],
  ['lump crab meat', ['shellfish']],
  ['gf pasta', []],
  ['pasta sauce', []],
  ['kombu dashi', []],
  // Words that are no food of the table still count, outside the foods the table knows.
  ['minced meat', ['meat']],
  ['spinach quiche', ['egg']],
  ['marzipan', ['treeNut']],
  ['seafood mix', ['shellfish']],
];

describe('classifyIngredient', () => {
  it.each(CLASSIFICATIONS)('%s → %j', (name, expected) => {
    expect(classifyIngredient(name)).toEqual(expected);
  });
});

describe('classifyIngredientLine', () => {
  it('reads the food the line reader finds and every food named anywhere in the line', () => {
    expect(classifyIngredientLine('2 large eggs')).toEqual(['egg']);
    expect(classifyIngredientLine('1 cup stock (chicken or vegetable)')).toContain('poultry');
    expect(classifyIngredientLine('2 tbsp butter or olive oil')).toEqual(['dairy']);
    expect(classifyIngredientLine('juice of 1 lime')).toEqual([]);
    expect(classifyIngredientLine('8 oz lump crab meat, picked over')).toEqual(['shellfish']);
  });
});

describe('findDietaryViolations', () => {
  it('finds nothing when no restriction is active', () => {
    expect(findDietaryViolations(['bacon', 'walnuts', 'milk'], NONE)).toEqual([]);
  });

  it('names every broken restriction with its ingredient and category', () => {
    const dietary: TDietary = { ...NONE, vegan: true, nutFree: true };
    expect(findDietaryViolations(['walnuts', 'spinach', 'whole milk', 'honey'], dietary)).toEqual([
      { ingredient: 'walnuts', restriction: 'nutFree', category: 'treeNut' },
      { ingredient: 'whole milk', restriction: 'vegan', category: 'dairy' },
      { ingredient: 'honey', restriction: 'vegan', category: 'honey' },
    ]);
  });

  const RESTRICTION_CASES: ReadonlyArray<readonly [keyof TDietary, string, boolean]> = [
    ['vegetarian', 'chicken breast', true],
    ['vegetarian', 'shrimp', true],
    ['vegetarian', 'eggs', false],
    ['vegetarian', 'cheddar', false],
    ['vegetarian', 'honey', false],
    ['vegan', 'eggs', true],
    ['vegan', 'cheddar', true],
    ['vegan', 'honey', true],
    ['vegan', 'maple syrup', false],
    ['vegan', 'coconut milk', false],
    ['glutenFree', 'penne pasta', true],
    ['glutenFree', 'gluten-free penne pasta', false],
    ['glutenFree', 'brown rice', false],
    ['glutenFree', 'tamari', false],
    ['dairyFree', 'heavy cream', true],
    ['dairyFree', 'almond milk', false],
    ['dairyFree', 'cream of tartar', false],
    ['dairyFree', 'eggs', false],
    ['nutFree', 'almond milk', true],
    ['nutFree', 'peanut oil', true],
    ['nutFree', 'nutmeg', false],
    ['nutFree', 'butternut squash', false],
    ['nutFree', 'coconut flakes', false],
  ];
  it.each(RESTRICTION_CASES)('%s cook, %s → violates: %s', (restriction, ingredient, isViolation) => {
    const violations = findDietaryViolations([ingredient], { ...NONE, [restriction]: true });
    expect(violations.length > 0).toBe(isViolation);
  });

  it('describes violations readably for the retry prompt', () => {
    const text = describeDietaryViolations([
      { ingredient: 'walnuts', restriction: 'nutFree', category: 'treeNut' },
      { ingredient: 'butter', restriction: 'vegan', category: 'dairy' },
      { ingredient: 'butter', restriction: 'dairyFree', category: 'dairy' },
    ]);
    expect(text).toBe('walnuts (tree nuts, breaks Nut Free), butter (dairy, breaks Vegan; dairy, breaks Dairy Free)');
  });
});

describe('dietary labels', () => {
  it('reads the spec labels, the profile keys and hyphenated forms', () => {
    expect(parseDietaryLabels(['Gluten Free', 'vegan', 'nut-free', 'Spicy'])).toEqual({
      ...NONE,
      glutenFree: true,
      vegan: true,
      nutFree: true,
    });
  });

  it('merges two sets of flags with OR', () => {
    expect(mergeDietary({ ...NONE, vegan: true }, { ...NONE, dairyFree: true })).toEqual({ ...NONE, vegan: true, dairyFree: true });
  });
});
