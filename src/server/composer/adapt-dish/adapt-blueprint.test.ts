import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue.ts';
import { getFood } from '../foods.ts';
import { adaptBlueprint, isBanned, toStepName, toTitleCase, type TAdaptContext } from './adapt-blueprint.ts';

const NONE: TAdaptContext = {
  restricted: new Set(),
  dietLabelForTag: new Map(),
  banned: [],
  pantry: [],
  namedKeys: new Set(),
  usesPantry: false,
  servings: null,
  maxIngredients: null,
};
const dish = (title: string) => {
  const blueprint = CATALOGUE.find((each) => each.title === title);
  if (!blueprint) throw new Error(`no '${title}' in the catalogue`);
  return blueprint;
};

describe('adaptBlueprint', () => {
  it('keeps a dish as written when nothing is restricted', () => {
    const adapted = adaptBlueprint(dish('Banana Bread'), NONE);
    expect(adapted?.title).toBe('Banana Bread');
    expect(adapted?.swaps).toEqual([]);
    expect(adapted?.lines.map((line) => line.food.key)).toEqual(dish('Banana Bread').ingredients.map((ref) => ref.key));
  });

  it("swaps what a diet rules out for the dish's own replacement, and says so in the title", () => {
    const adapted = adaptBlueprint(dish('Banana Bread'), { ...NONE, restricted: new Set(['dairy']), dietLabelForTag: new Map([['dairy', 'Dairy-Free']]) });
    const keys = adapted?.lines.map((line) => line.food.key) ?? [];
    expect(keys).toContain('coconutOil');
    expect(keys).not.toContain('butter');
    expect(adapted?.title).toBe('Dairy-Free Banana Bread');
    expect(adapted?.steps.join(' ')).not.toMatch(/\{\w+\}/);
  });

  it('scales to the servings asked for', () => {
    const blueprint = dish('Banana Bread');
    const doubled = adaptBlueprint(blueprint, { ...NONE, servings: blueprint.servings * 2 });
    const banana = doubled?.lines.find((line) => line.food.key === 'banana');
    expect(banana?.quantity).toBe((blueprint.ingredients.find((ref) => ref.key === 'banana')?.quantity ?? 0) * 2);
  });
});

describe('adaptation helpers', () => {
  it('bans exact names, and a phrase of several words inside a longer name', () => {
    expect(isBanned(getFood('walnuts'), [getFood('walnuts').name.toLowerCase()])).toBe(true);
    expect(isBanned(getFood('walnuts'), ['nut'])).toBe(false);
  });

  it('writes titles and step names as a cookbook does', () => {
    expect(toTitleCase('spicy pumpkin soup')).toBe('Spicy Pumpkin Soup');
    expect(toStepName('butternut squash, cubed')).toBe('the cubed butternut squash');
    expect(toStepName('spinach')).toBe('spinach');
  });
});
