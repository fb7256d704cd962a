import { describe, expect, it } from 'vitest';
import { restoreApostrophes } from './read-request/restore-apostrophes.ts';
import { parseIntent } from './read-request/parse-intent.ts';
import { composeForPrompt, composeForPromptOrUnknown, countCartUsedEitherNumber } from './test-helpers.ts';

// Twenty-first round (issue #26): the fourteenth held-out set's miss classes, in prompts of our own wording beside the
// set's. Each table is a class; the rows that read the same on main are guards of what stays.

describe('a loosely read name never turns a word into another dish', () => {
  it.each([['argentine humita en chala'], ['humita en chala'], ['humitas en chala for four'], ['zorblat en chala'], ['double ka zorp']])(
    '%s is not Challah or Doubles',
    (prompt) => {
      const result = composeForPromptOrUnknown(prompt);
      expect(result?.recipe.title ?? 'DISH_UNKNOWN').not.toMatch(/challah|doubles/i);
    },
  );

  it.each([
    ['chala', /challah/i],
    ['chicken tika masala', /tikka masala/i],
    ['trinidad doubles', /doubles/i],
    ['hyderabadi double ka meetha', /double ka meetha/i],
    ['shahi tukda for eid', /double ka meetha/i],
    // A plain name restates only a dish of its kind: 'manhattan' (a cocktail) is no chowder.
    ['manhattan clam chowder with tomatoes', /chowder/i],
  ])('%s is still %s', (prompt, title) => {
    expect(composeForPrompt(prompt).recipe.title).toMatch(title);
  });
});

describe('apostrophe-less contractions read as their apostrophe forms', () => {
  it.each([
    ['tonights dinner from what ive got', "tonight's dinner from what i've got"],
    ['im vegan, whats quick', "i'm vegan, what's quick"],
    ['dont want fish, id like soup', "don't want fish, i'd like soup"],
    ['ill have a curry', "i'll have a curry"],
    ['feeling ill, some soup', 'feeling ill, some soup'],
    ["what's in the fridge", "what's in the fridge"],
  ])('%s', (typed, read) => {
    expect(restoreApostrophes(typed)).toBe(read);
  });

  it.each([
    ['tonights dinner from what ive got', ['cod', 'potato', 'pea', 'lemon']],
    ['whats for dinner from what weve got', ['chicken thigh', 'rice', 'onion', 'pepper']],
    ['dinner from what im holding', ['egg', 'spinach', 'feta', 'onion']],
  ])('%s is a cart request using two items', (prompt, cart) => {
    const result = composeForPromptOrUnknown(prompt, cart);
    expect(result, 'not DISH_UNKNOWN').not.toBeNull();
    expect(['cart', 'open']).toContain(result?.match);
    expect(countCartUsedEitherNumber(result?.lines ?? '', cart)).toBeGreaterThanOrEqual(2);
  });
});

describe('drinks named as the occasion are not a drink request', () => {
  it.each([
    ['a snack to go with drinks', ['puff pastry', 'parmesan', 'egg', 'paprika']],
    ['nibbles for a drinks party', ['puff pastry', 'parmesan', 'egg', 'paprika']],
    ['something to eat over drinks', ['chickpeas', 'paprika', 'olive oil', 'lemon']],
  ])('%s', (prompt, cart) => {
    expect(parseIntent(prompt).wantsDrink).toBe(false);
    const result = composeForPrompt(prompt, cart);
    expect(result.recipe.title).not.toMatch(/spritz|margarita|cocktail|mocktail|punch|sangria/i);
    expect(countCartUsedEitherNumber(result.lines, cart)).toBeGreaterThanOrEqual(2);
  });

  it.each(['a cocktail for drinks night', 'drinks for a party'])('%s still asks for a drink', (prompt) => {
    expect(parseIntent(prompt).wantsDrink).toBe(true);
  });
});

describe('an open request with a cart uses two of its items', () => {
  it.each([
    ['quick lunch, ten mins', ['wrap', 'hummus', 'carrot', 'spinach']],
    ['lunch in 10 minutes', ['tortilla', 'hummus', 'cucumber', 'spinach']],
    ['a greek starter', ['feta', 'filo pastry', 'honey', 'sesame seed']],
    ['a greek meze', ['feta', 'filo pastry', 'honey', 'sesame seed']],
    ['a mexican side dish', ['sweetcorn', 'lime', 'chilli powder', 'feta']],
    ['a mexican side', ['sweetcorn', 'lime', 'chilli powder', 'feta']],
  ])('%s', (prompt, cart) => {
    const result = composeForPrompt(prompt, cart);
    expect(['cart', 'open']).toContain(result.match);
    expect(countCartUsedEitherNumber(result.lines, cart)).toBeGreaterThanOrEqual(2);
  });
});

describe('the dish named has its defining foods', () => {
  it.each<[string, RegExp, RegExp[]]>([
    ['egyptian molokhia soup', /molokhia/i, [/jute|molokhia/i]],
    ['molokhia with chicken and rice', /molokhia/i, [/jute|molokhia/i, /chicken/i]],
    ['romanian cozonac sweet bread', /cozonac/i, [/walnut/i, /cocoa/i]],
    ['cozonac sweet bread for easter', /cozonac/i, [/walnut/i, /cocoa/i]],
    ['mexican chilaquiles verdes', /chilaquiles verdes/i, [/tomatillo/i, /tortilla/i]],
    ['green chilaquiles', /chilaquiles verdes/i, [/tomatillo/i]],
    ['sukiyaki hot pot at home', /sukiyaki/i, [/beef/i, /soy/i]],
    ['chinese cola chicken wings', /wing/i, [/chicken wing/i, /cola/i]],
    ['honey garlic chicken wings', /wing/i, [/chicken wing/i]],
    ['ants climbing a tree mung bean noodles with mince', /ants climbing/i, [/noodle/i, /ground (?:pork|beef)/i]],
    ['ma yi shang shu', /ants climbing/i, [/noodle/i, /pork/i]],
    ['chongqing suan la fen hot and sour glass noodles', /suan la fen/i, [/vinegar/i, /noodle/i]],
    ['vietnamese bun cha hanoi', /bun cha/i, [/pork/i, /noodle/i]],
    ['vegetarian bun cha with tofu', /bun cha/i, [/tofu/i, /noodle/i]],
    ['vietnamese bo kho beef stew', /b[oò] kho/i, [/lemongrass/i, /star anise/i]],
    ['bo kho with baguette', /b[oò] kho/i, [/lemongrass/i, /beef/i]],
    ['thai kaeng som sour orange curry', /kaeng som/i, [/tamarind/i]],
    ['gaeng som with fish', /kaeng som/i, [/tamarind/i, /fish/i]],
    ['hyderabadi double ka meetha', /double ka meetha/i, [/bread/i, /milk/i]],
    ['french croque madame', /croque madame/i, [/ham/i, /egg/i]],
    ['french gratin savoyard', /gratin savoyard/i, [/potato/i, /gruyere/i]],
    ['mint raita', /raita/i, [/yogurt/i, /mint/i]],
    ['a mint raita for the curry', /raita/i, [/yogurt/i, /mint/i]],
    ['sauerkraut in a jar', /sauerkraut/i, [/cabbage/i, /salt/i]],
    ['fermented hot sauce with habaneros', /hot sauce/i, [/chil|habanero|scotch bonnet/i, /salt/i]],
    ['dairy free eton mess', /eton mess/i, [/meringue/i, /strawberr/i]],
    ['eton mess for six', /eton mess/i, [/meringue/i, /cream/i]],
    ['tarka dal in 25 minutes', /dal|tarka|tadka/i, [/lentil/i]],
    ['a quick tarka dhal', /dal|dhal|tarka|tadka/i, [/lentil/i]],
  ])('%s', (prompt, title, has) => {
    const result = composeForPrompt(prompt);
    expect(result.recipe.title).toMatch(title);
    for (const food of has) expect(result.lines).toMatch(food);
  });

  it.each([['sauerkraut in a jar'], ['homemade kimchi'], ['fermented hot sauce']])('%s is salted and left to sour, not boiled like a jam', (prompt) => {
    const result = composeForPrompt(prompt);
    expect(result.lines).toMatch(/\bsalt\b/i);
    expect(result.lines).not.toMatch(/lemon juice/i);
    expect(result.recipe.instructions.join(' ')).toMatch(/jar/i);
    expect(result.recipe.instructions.join(' ')).not.toMatch(/boil hard|sets on a cold plate/i);
  });

  it.each([['eton mess'], ['cranachan']])('%s is put together cold, not boiled like a fudge', (prompt) => {
    const steps = composeForPrompt(prompt).recipe.instructions.join(' ');
    expect(steps).not.toMatch(/dissolved and bubbling|cut into pieces/i);
  });
});

describe('a pie of bought phyllo is layered with it', () => {
  it.each([['moroccan bastilla with chicken'], ['spanakopita'], ['a greek spinach pie']])('%s', (prompt) => {
    const result = composeForPrompt(prompt);
    expect(result.lines).toMatch(/phyllo|filo/i);
    // No shortcrust dough beside the sheets, and the sheets wrap the filling.
    expect(result.lines).not.toMatch(/all-purpose flour/i);
    expect(result.recipe.instructions.join(' ')).toMatch(/sheets/i);
    expect(result.recipe.instructions.join(' ')).not.toMatch(/(?:mix|stir)[^.]*phyllo[^.]*into a filling/i);
  });
});
