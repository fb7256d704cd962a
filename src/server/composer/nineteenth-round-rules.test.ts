import { describe, expect, it } from 'vitest';
import { restrictionsFromDietary } from '../../domain/dietary/restrictions.ts';
import { composeRecipe } from './compose-recipe.ts';
import { DISH_INDEX } from './data/dish-index/all-dishes.ts';
import { composeForPrompt, composeForPromptOrUnknown, NO_DIET } from './test-helpers.ts';

// Nineteenth round (issue #26): prompts of our own wording, found by probing after the eighteenth round.

// The index dish the answer is made as: its name, or the cookbook's dish of that name ('Chicken Pad Thai' for Pad Thai).
const indexDish = (title: string, cuisine?: string) =>
  DISH_INDEX.find((dish) => dish.name === title) ??
  DISH_INDEX.find((dish) => (cuisine === undefined || dish.cuisine === cuisine) && title.toLowerCase().includes(dish.name.toLowerCase()));

describe('an open request of a cuisine and a kind chooses among the index dishes of both', () => {
  it.each([
    ['a Korean side dish', 'Korean', (family: string) => family === 'side'],
    ['an Italian side dish', 'Italian', (family: string) => family === 'side'],
    ['a Filipino dessert', 'Filipino', (_family: string, meals: readonly string[]) => meals.includes('dessert')],
    ['a Thai lunch', 'Thai', (_family: string, meals: readonly string[]) => meals.includes('lunch')],
    ['Filipino food', 'Filipino', (_family: string, meals: readonly string[]) => meals.includes('lunch') || meals.includes('dinner')],
  ])('%s → one of the %s dishes of that kind, marked open and said to be chosen', (prompt, cuisine, isOfKind) => {
    const result = composeForPrompt(prompt);
    const dish = indexDish(result.recipe.title, cuisine);
    expect(dish?.cuisine).toBe(cuisine);
    expect(dish && isOfKind(dish.family, dish.meals)).toBe(true);
    expect(result.match).toBe('open');
    expect(result.matchNote).toContain(`chose a${/^[AEIOU]/.test(cuisine) ? 'n' : ''} ${cuisine}`);
    expect(result.matchNote).toContain(result.recipe.title);
    expect(result.recipe.title).not.toMatch(/side dish|dessert|food|lunch/i);
  });

  it('never titles the answer with the request ("Korean Side Dish") nor answers it with potatoes', () => {
    const result = composeForPrompt('a korean side dish');
    expect(result.recipe.title).not.toBe('Korean Side Dish');
    expect(result.lines).not.toMatch(/^olive oil, salt, black pepper, potatoes$/);
  });

  it('prefers a dish the cook can have, and one that uses the cart', () => {
    const vegan = { ...NO_DIET, vegan: true };
    const forVegan = composeRecipe({ prompt: 'a Filipino dish', cartItems: [], dietary: vegan, restrictions: restrictionsFromDietary(vegan), seed: 1 });
    expect(indexDish(forVegan.recipe.title)?.vegetarian).toBe(true);
    const withCart = composeForPrompt('a Korean side dish', ['cucumber', 'gochugaru']);
    expect(withCart.recipe.title).toMatch(/oi muchim|oi sobagi|cucumber/i);
    expect(withCart.recipe.notes).toMatch(/from your kitchen: cucumber/i);
  });

  it('a named dish of a cuisine is still that dish', () => {
    expect(composeForPrompt('Korean fried chicken').recipe.title).toMatch(/Korean Fried Chicken/);
    expect(composeForPrompt('a Greek salad').match).toBe('named');
  });
});

describe('an index spread on toast', () => {
  it.each([
    ['smoked mackerel pâté on toast', /mackerel/],
    ['smoked salmon pâté on toast', /smoked salmon/],
    ['mushroom pâté on toast', /mushroom/],
  ])('%s is the pâté spread on toast', (prompt, food) => {
    const result = composeForPromptOrUnknown(prompt);
    expect(result?.recipe.title).toMatch(/p[aâ]t[eé] on toast$/i);
    expect(result?.match).toBe('named');
    expect(result?.lines).toMatch(food);
    expect(result?.lines).toMatch(/bread/);
    expect(result?.lines).not.toMatch(/salmon fillets|mayonnaise|lettuce/);
    expect(result?.recipe.instructions.join(' ')).toMatch(/spread the .+ thickly on the toast/i);
    expect(result?.recipe.instructions.join(' ')).not.toMatch(/serve with bread or vegetables/i);
  });

  it('beans on toast stays the index dish', () => {
    expect(composeForPrompt('beans on toast').recipe.title).toBe('Beans on Toast');
  });
});

describe('the head noun: a food named before an index dish made of another', () => {
  it('a fish pâté is a pâté of fish, not the pork-and-liver terrine with fish added', () => {
    const result = composeForPrompt('a fish pâté');
    expect(result.recipe.title).not.toMatch(/campagne/i);
    expect(result.recipe.title).toMatch(/p[aâ]t[eé]/i);
    expect(result.lines).not.toMatch(/liver|pork|bacon|brandy/);
    expect(result.recipe.ingredients.some((line) => /mackerel|salmon|trout|sardine/.test(line.name))).toBe(true);
    expect(result.matchNote).toMatch(/fish p[aâ]t[eé]/);
  });

  it('a fish supper names no dish: the fish dish chosen for it is not marked named', () => {
    const result = composeForPrompt('a fish supper');
    expect(result.match).not.toBe('named');
    expect(result.lines).toMatch(/fish|cod|haddock|salmon/);
  });

  it('the pâtés named by their own food are unchanged', () => {
    expect(composeForPrompt('a mushroom pâté').recipe.title).toMatch(/Mushroom P/);
    expect(composeForPrompt('pâté de campagne').lines).toMatch(/liver/);
  });
});
