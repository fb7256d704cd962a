import { describe, expect, it } from 'vitest';
import { composeForPromptOrUnknown } from './test-helpers.ts';

// Twenty-seventh round (issue #26): the eighteenth held-out set's reading classes, in prompts of our own — a name of
// another cuisine's dish found beside words of the cook's own dish's name, short words of a name read as none, a dish
// 'de' a food, and occasion words read as a dish.

describe('a name found beside words of another dish’s name is not that dish', () => {
  it.each([
    // A one-word name beside ordinary English, under a cuisine that is neither the dish's nor a neighbour's.
    'seychellois mine frite',
    'malagasy mine frite',
    // A longer name followed by a short word the composer does not know: the start of a longer name.
    'thai som tam pu',
    'vietnamese com tam ga',
    'vietnamese cha gio ca',
    // Short words the composer does not know are a name, not an open request.
    'vietnamese bo ne',
  ])('%s is not answered by another dish', (prompt) => {
    const answer = composeForPromptOrUnknown(prompt);
    expect(answer === null || answer.match === 'family').toBe(true);
  });

  it.each([
    ['belgian frites', /French Fries/],
    ['chinese lion head meatballs', /Lion/],
    ['polish hunter stew', /Bigos/],
    ['vietnamese bun cha', /^Bun Cha$/],
    ['thai som tam', /Som Tam/],
    ['vietnamese pho ga', /Pho/],
    ['vietnamese canh chua ca', /Canh Chua/],
    ['malaysian laksa lemak', /Laksa/],
  ])('%s stays %s', (prompt, title) => {
    expect(composeForPromptOrUnknown(prompt)?.recipe.title).toMatch(title);
  });
});

describe('occasion words say when a meal is eaten, not which dish', () => {
  it.each([
    ['a festival lunch', ['chicken', 'rice', 'pea', 'paprika']],
    ['a harvest festival dinner', ['squash', 'apple', 'sausage', 'potato']],
    ['a festival dinner for the family', ['lamb', 'potato', 'carrot', 'rosemary']],
  ])('%s is built from the cart, not the Jamaican Festival', (prompt, cart) => {
    const answer = composeForPromptOrUnknown(prompt, cart);
    expect(answer?.recipe.title).not.toMatch(/^Festival/);
    expect(answer?.match).toBe('cart');
  });

  it.each([
    ['canapes for a drinks party', ['cucumber', 'cream cheese', 'smoked salmon', 'rye bread']],
    ['a canape for christmas eve', ['puff pastry', 'goat cheese', 'fig', 'honey']],
  ])('%s is a small bite from the cart, not DISH_UNKNOWN', (prompt, cart) => {
    expect(composeForPromptOrUnknown(prompt, cart)?.match).toBe('cart');
  });

  it('the Jamaican dumpling named alone stays the dish', () => {
    expect(composeForPromptOrUnknown('jamaican festival')?.recipe.title).toMatch(/^Festival/);
  });
});

describe('a dish’s name joined to a Spanish or Portuguese food word is that dish made with the food', () => {
  it.each([
    ['ecuadorian seco de chivo', /^Seco de Chivo$/, /goat/, /beef/],
    ['seco de pescado for four', /^Seco de Pescado$/, /fish|cod|tilapia|white/, /beef/],
    ['empanadas de pollo', /Empanadas de Pollo/, /chicken/, /ground beef/],
    ['empanadas de camarones', /Empanadas de Camarones/, /shrimp/, /ground beef/],
    ['tamales de res', /Tamales de Res/, /beef/, /pork/],
  ])('%s is %s', (prompt, title, food, not) => {
    const answer = composeForPromptOrUnknown(prompt);
    expect(answer?.recipe.title).toMatch(title);
    expect(answer?.lines).toMatch(food);
    expect(answer?.lines).not.toMatch(not);
  });

  it.each([
    ['arroz con pollo', /Arroz con Pollo/],
    ['tacos de camaron', /Shrimp Tacos/],
    ['seco de res', /^Seco de Res$/],
    ['chili con carne', /Chili/],
  ])('%s, a name the index holds, stays %s', (prompt, title) => {
    expect(composeForPromptOrUnknown(prompt)?.recipe.title).toMatch(title);
  });
});

describe('another kitchen’s dish of the same name is not the index’s with the food in it', () => {
  it.each(['honduran pastelitos de pollo', 'salvadoran pastelitos de res'])('%s is not the Cuban guava pastry', (prompt) => {
    expect(composeForPromptOrUnknown(prompt)?.recipe.title ?? '').not.toMatch(/Guayaba|Pastelitos de (Pollo|Res)/);
  });
});
