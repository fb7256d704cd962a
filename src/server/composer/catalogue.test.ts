import { describe, expect, it } from 'vitest';
import { adaptBlueprint } from './adapt-dish/adapt-blueprint.ts';
import { CATALOGUE } from './catalogue.ts';
import { FOODS, getFood } from './foods.ts';
import { CUISINES, DRINK_KINDS, KINDS, MEALS, RECIPE_TAGS } from './types.ts';

const referencedKeys = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
const withoutSegments = (text: string) => text.replace(/\[[^\]]*\]/g, '');

describe('the composer catalogue', () => {
  it('holds at least 150 dishes with unique titles', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(150);
    const titles = CATALOGUE.map((blueprint) => blueprint.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(CATALOGUE.map((blueprint) => blueprint.id)).size).toBe(CATALOGUE.length);
  });

  it('spans every course, drink kind and the cuisines the product promises', () => {
    for (const meal of MEALS) expect(CATALOGUE.filter((b) => b.meals.includes(meal)).length, meal).toBeGreaterThanOrEqual(8);
    for (const kind of DRINK_KINDS) expect(CATALOGUE.filter((b) => b.kind === kind).length, kind).toBeGreaterThanOrEqual(4);
    const promised = ['Thai', 'Italian', 'Indian', 'Mediterranean', 'Mexican', 'Chinese', 'Japanese', 'Korean', 'Middle Eastern', 'French', 'American'];
    for (const cuisine of promised) {
      expect(CATALOGUE.filter((b) => b.cuisines.some((c) => c === cuisine)).length, cuisine).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(CATALOGUE.map((blueprint) => [blueprint.id, blueprint] as const))('%s is internally valid', (_id, blueprint) => {
    expect(blueprint.steps.length).toBeGreaterThan(0);
    for (const step of blueprint.steps) expect(step.trim().length).toBeGreaterThan(0);
    for (const tag of blueprint.tags) expect(RECIPE_TAGS).toContain(tag);
    for (const meal of blueprint.meals) expect(MEALS).toContain(meal);
    for (const cuisine of blueprint.cuisines) expect(CUISINES).toContain(cuisine);
    expect(KINDS).toContain(blueprint.kind);
    expect(DRINK_KINDS.includes(blueprint.kind)).toBe(blueprint.meals.includes('drink'));
    expect(blueprint.servings).toBeGreaterThan(0);
    expect(blueprint.prepMinutes + blueprint.cookMinutes).toBeGreaterThan(0);

    const keys = blueprint.ingredients.map((ref) => ref.key);
    expect(new Set(keys).size, 'an ingredient is listed twice').toBe(keys.length);
    const stepText = blueprint.steps.join(' ');
    const mentioned = new Set(referencedKeys(stepText));
    const mentionedOutsideSegments = new Set(referencedKeys(withoutSegments(stepText)));
    for (const ref of blueprint.ingredients) {
      const food = getFood(ref.key);
      if (!food.isBasic) expect(mentioned.has(ref.key), `steps never use ${ref.key}`).toBe(true);
      if (ref.isOptional) expect(mentionedOutsideSegments.has(ref.key), `optional ${ref.key} outside [...]`).toBe(false);
      if (food.unit !== 'taste') expect(ref.quantity, ref.key).toBeGreaterThan(0);
      for (const spec of ref.alternatives ?? []) expect(FOODS.has(spec.split('*')[0] ?? '')).toBe(true);
    }
    for (const key of mentioned) expect(keys, `step names unknown ingredient ${key}`).toContain(key);
    // An oven must be named in the steps for the no-oven filter to be trustworthy.
    const bakes = /\b(bake|roast)\b/i.test(stepText) && !/\bno-bake\b/i.test(stepText);
    if (bakes) expect(blueprint.equipment).toContain('oven');
  });

  it('every dish can be cooked as written by a cook without restrictions', () => {
    for (const blueprint of CATALOGUE) {
      const adapted = adaptBlueprint(blueprint, {
        restricted: new Set(),
        dietLabelForTag: new Map(),
        banned: [],
        pantry: [],
        namedKeys: new Set(),
        usesPantry: false,
        servings: null,
        maxIngredients: null,
      });
      expect(adapted?.title, blueprint.id).toBe(blueprint.title);
      expect(
        adapted?.steps.every((step) => !/[{}[\]]/.test(step)),
        blueprint.id,
      ).toBe(true);
    }
  });
});

describe('the food table', () => {
  it('gives every replacement none of the restricted tags it replaces', () => {
    for (const food of FOODS.values()) {
      for (const spec of food.alternatives) {
        const replacement = getFood(spec.split('*')[0] ?? '');
        const shared = replacement.tags.filter((tag) => food.tags.includes(tag));
        expect(shared, `${food.key} → ${replacement.key}`).toEqual([]);
      }
    }
  });

  it('has plausible macros (calories close to 4·protein + 4·net carbs + 2·fiber + 9·fat)', () => {
    for (const food of FOODS.values()) {
      const [calories, protein, carbs, fat, fiber] = food.macros;
      // Acids, vinegars and spirits get their few calories from things the formula ignores.
      if (calories < 50 || food.tags.includes('alcohol')) continue;
      const estimate = 4 * protein + 4 * (carbs - fiber) + 2 * fiber + 9 * fat;
      expect(Math.abs(estimate - calories) / calories, food.key).toBeLessThan(0.9);
      expect(fiber, food.key).toBeLessThanOrEqual(carbs);
    }
  });
});
