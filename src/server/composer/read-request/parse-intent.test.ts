import { describe, expect, it } from 'vitest';
import { parseIntent } from './parse-intent.ts';

describe('parseIntent', () => {
  it('reads time, ingredient count, servings and equipment limits', () => {
    expect(parseIntent('A 15-minute meal').maxMinutes).toBe(15);
    expect(parseIntent('dinner ready in 20 minutes').maxMinutes).toBe(20);
    expect(parseIntent('A dinner with only 5 ingredients').maxIngredients).toBe(5);
    expect(parseIntent('three-ingredient cookies').maxIngredients).toBe(3);
    expect(parseIntent('A romantic dinner for two').servings).toBe(2);
    expect(parseIntent('chili for 6 people').servings).toBe(6);
    expect(parseIntent('beef rendang to serve 10').servings).toBe(10);
    expect(parseIntent('a stew to serve eight').servings).toBe(8);
    expect(parseIntent('A no-oven meal').isNoOven).toBe(true);
    expect(parseIntent('A roast in the oven').isNoOven).toBe(false);
  });

  it('reads cuisines, meals and drink kinds', () => {
    const thai = parseIntent('A Thai curry with coconut milk');
    expect(thai.cuisines).toEqual(['Thai']);
    expect(thai.kinds).toContain('curry');
    expect(thai.namedFoods.some((keys) => keys.includes('coconutMilk'))).toBe(true);
    expect(thai.namedFoods.some((keys) => keys.includes('milk'))).toBe(false);
    expect(parseIntent('A low-carb breakfast').meal).toBe('breakfast');
    expect(parseIntent('A low-carb breakfast').wantsLowCarb).toBe(true);
    const mocktail = parseIntent('A non-alcoholic cocktail');
    expect(mocktail.kinds).toContain('mocktail');
    expect(mocktail.kinds).not.toContain('cocktail');
    expect(mocktail.wantsAlcohol).toBe(false);
    expect(parseIntent('A refreshing summer cocktail').wantsAlcohol).toBe(true);
    expect(parseIntent('A cozy hot drink').kinds).toContain('hot-drink');
  });

  it('reads diets, tags and pantry use', () => {
    expect(parseIntent('A hearty vegetarian dish').dietFromPrompt).toEqual({ vegetarian: true });
    expect(parseIntent('gluten-free vegan brownies').dietFromPrompt).toEqual({ vegan: true, glutenFree: true });
    expect(parseIntent('A kid-friendly dinner picky eaters will love').tags).toContain('kid-friendly');
    expect(parseIntent('A date-night dinner plan to impress').tags).toContain('romantic');
    expect(parseIntent('Weekly meal prep').tags).toContain('meal-prep');
    expect(parseIntent("Something using what's in my fridge").usesPantry).toBe(true);
    expect(parseIntent('A quick lunch using leftover rice').usesPantry).toBe(false);
    const peanut = parseIntent('A chocolate peanut butter protein shake');
    expect(peanut.namedFoods.some((keys) => keys.includes('peanutButter'))).toBe(true);
    expect(peanut.namedFoods.some((keys) => keys.includes('butter'))).toBe(false);
  });
});
