import { describe, expect, it } from 'vitest';
import { findRestrictionViolations } from '../../domain/dietary/find-dietary-violations.ts';
import { matchCartItem } from './match-foods.ts';
import { composeForPrompt, composeForPromptOrUnknown, countCartUsedEitherNumber } from './test-helpers.ts';

// Twenty-fifth round (issue #26): the sixteenth held-out set's cart and defining-food misses, as classes, in wordings of our
// own beside the set's — a country the cuisine words did not know, a cart pointed at ('these greens'), an idea asked for,
// an ingredient limit that dropped the dish's own food, an index name glossed in English, food names the kitchen did not
// know, and 'creamed'/'glazed'. The rows that read the same before are guards of what stays.

describe('a country or region the index files no dish under is a cuisine word', () => {
  it.each([
    ['an emirati dessert', /Emirati dessert/],
    ['a qatari dessert', /Qatari dessert/],
    ['an omani dessert', /Omani dessert/],
    ['a moldovan pie', /Moldovan pie/],
    ['a west african stew', /West African stew/],
    ['a bangladeshi curry', /Bangladeshi curry/],
    ['a latvian dinner', /Latvian dinner/],
    ['a kosovar lunch', /Kosovar lunch/],
  ])('%s is a dish chosen for the cook, said in the cook’s word', (prompt, note) => {
    const answer = composeForPromptOrUnknown(prompt);
    expect(answer?.match).toBe('open');
    expect(answer?.matchNote).toMatch(note);
  });
});

describe('an open request with a cart uses two or more of its items', () => {
  it.each([
    ['an emirati dessert', ['flour', 'yeast', 'date syrup', 'sesame seed']],
    ['a bahraini dessert', ['flour', 'yeast', 'date syrup', 'sesame seed']],
    ['a moldovan pie', ['filo pastry', 'feta', 'egg', 'dill']],
    ['a romanian breakfast', ['polenta', 'feta', 'sour cream', 'egg']],
    ['a moldovan breakfast', ['cornmeal', 'feta', 'sour cream', 'butter']],
    ['a syrian dinner', ['lamb mince', 'aubergine', 'yogurt', 'pine nut']],
    ['something for supper with these greens', ['cavolo nero', 'chickpea', 'garlic', 'parmesan']],
    ['something for supper with these greens', ['spinach', 'chickpea', 'garlic', 'parmesan']],
    ['a quick lunch with these vegetables', ['courgette', 'pepper', 'egg', 'feta']],
    ['dinner using this veg', ['carrot', 'leek', 'chicken thigh', 'rice']],
    ['a summer pudding idea', ['strawberry', 'cream', 'meringue', 'mint']],
    ['a winter dessert idea', ['apple', 'oats', 'butter', 'cinnamon']],
  ])('%s with %j', (prompt, cart) => {
    const answer = composeForPrompt(prompt, cart);
    expect(['open', 'cart']).toContain(answer.match);
    expect(countCartUsedEitherNumber(answer.lines, cart)).toBeGreaterThanOrEqual(2);
  });

  it('the greens pointed at are in the dish, not collard greens', () => {
    const { lines, recipe } = composeForPrompt('something for supper with these greens', ['cavolo nero', 'chickpea', 'garlic', 'parmesan']);
    expect(lines).toMatch(/cavolo nero/);
    expect(`${recipe.title} ${lines}`).not.toMatch(/collard/i);
  });

  it('with no cart, a season and a kind still name the dish', () => {
    expect(composeForPrompt('a summer pudding idea').recipe.title).toMatch(/summer pudding/i);
    expect(composeForPrompt('a summer pudding').recipe.title).toMatch(/summer pudding/i);
  });
});

describe('an ingredient limit keeps the dish’s own defining foods', () => {
  it.each([
    ['a 4 ingredient mango lassi', /yogh?urt/],
    ['a 3 ingredient mango lassi', /yogh?urt/],
    ['5 ingredient shakshuka', /tomato/],
  ])('%s has %s', (prompt, food) => {
    expect(composeForPrompt(prompt).lines).toMatch(food);
  });
});

describe('an index dish named with the cook’s English gloss of it is that dish', () => {
  it.each([
    ['biko sticky rice cake', /^Biko$/, /coconut/],
    ['biko sticky rice', /^Biko$/, /coconut/],
    ['palitaw sticky rice patties', /Palitaw/, /glutinous rice flour/],
    ['kuymak cornmeal and cheese fondue', /Kuymak/, /mozzarella/],
    ['rommegrot sour cream porridge', /Rømmegrøt/, /flour/],
    ['chakalaka relish', /^Chakalaka$/, /carrot/],
    ['senegalese mafe peanut stew', /Maafe/, /peanut/],
  ])('%s is %s with %s', (prompt, title, food) => {
    const answer = composeForPrompt(prompt);
    expect(answer.match).toBe('named');
    expect(answer.recipe.title).toMatch(title);
    expect(answer.lines).toMatch(food);
  });

  it('a two-word food the description does not name stays the cook’s', () => {
    expect(composeForPrompt('ducana sweet potato dumplings').lines).toMatch(/sweet potato/);
  });

  it('a name of ordinary words after a dish of its own kind still restates it', () => {
    expect(composeForPrompt('sukiyaki hot pot').recipe.title).toMatch(/Sukiyaki/);
  });
});

describe('foods the kitchen did not know by these names', () => {
  it.each([
    ['groundnut soup', /groundnut|peanut/],
    ['ugandan groundnut sauce with sweet potato', /groundnut|peanut/],
    ['amadumbe mash with butter', /taro|amadumbe/],
    ['madumbi chips', /taro|madumbi/],
    ['a lupin salad', /lupin/],
    ['ceviche de chochos', /lupin|chocho/],
    ['jeonbok juk', /abalone|jeonbok/],
    ['banh cuon', /rice flour/],
    ['pempek', /tapioca/],
  ])('%s has %s', (prompt, food) => {
    expect(composeForPrompt(prompt).lines).toMatch(food);
  });

  it('rice flour and tapioca are their own foods, not a gluten-free blend', () => {
    expect(matchCartItem('rice flour')).not.toBe(matchCartItem('gluten-free flour'));
    expect(matchCartItem('tapioca flour')).not.toBe(matchCartItem('gluten-free flour'));
  });

  it('groundnuts are still peanuts to the guard', () => {
    expect(findRestrictionViolations(['100 g groundnuts'], { keys: ['peanutFree'], avoid: [] }).length).toBeGreaterThan(0);
    expect(findRestrictionViolations(['2 tbsp ground nut paste'], { keys: ['peanutFree'], avoid: [] }).length).toBeGreaterThan(0);
  });
});

describe('a dish named by how it is finished carries what finishes it', () => {
  it.each([
    ['creamed swiss chard', /cream/],
    ['creamed kale', /cream/],
    ['glazed baby turnips', /butter|honey|sugar/],
    ['glazed radishes', /butter|honey|sugar/],
  ])('%s has %s', (prompt, food) => {
    expect(composeForPrompt(prompt).lines).toMatch(food);
  });
});

describe('dishes the index did not hold', () => {
  it.each([
    ['zanzibar pizza', /egg/],
    ['haft mewa', /raisin|apricot/],
    ['hawaiian butter mochi', /coconut/],
    ['tongseng', /cabbage/],
    ['machaca con huevo', /beef/],
    ['green goddess dressing', /parsley|tarragon|chive/],
    ['sheikh al mahshi', /lamb/],
    ['luqaimat', /date syrup/],
    ['placinta', /feta/],
  ])('%s has %s', (prompt, food) => {
    const answer = composeForPrompt(prompt);
    expect(answer.match).toBe('named');
    expect(answer.lines).toMatch(food);
  });
});
