import { describe, expect, it } from 'vitest';
import { composeForPrompt, composeForPromptOrUnknown } from './test-helpers.ts';

// Twenty-sixth round (issue #26): the seventeenth held-out set's defining-food and title misses, as classes, in wordings of
// our own beside the set's — a cut of meat written without its animal, a food the dish already is glossed after its name,
// a cuisine word that is not the cuisine of the dish an alias of plain foods found, a family title made by striking words
// out of another dish's, and the dishes the index did not hold.

describe('the dish’s defining foods are in the recipe', () => {
  it.each([
    ['jamaican mannish water', /Mannish Water/, [/goat/]],
    ['a pot of mannish water', /Mannish Water/, [/goat/, /plantain|banana/]],
    ['peruvian seco de res', /Seco de Res/, [/beef/, /cilantro/]],
    ['seco de res for four', /Seco de Res/, [/beef/]],
    ['a 25 minute vaca frita for 3', /Vaca Frita/, [/beef/]],
    ['cuban vaca frita', /Vaca Frita/, [/beef/, /lime/]],
    ['carne asada tacos', /Carne Asada/, [/beef/]],
    ['jamaican oxtail', /Oxtail/, [/beef oxtail/]],
    ['bulgarian mish mash', /^Mish Mash$/, [/egg/, /pepper/, /feta/]],
    ['mish-mash for breakfast', /^Mish Mash$/, [/egg/]],
    ['filipino tortang giniling', /Tortang Giniling/, [/egg/, /pork/]],
    ['nepali aloo achar', /^Aloo Achar$/, [/potato/, /sesame/]],
    ['aloo ko achar', /^Aloo Achar/, [/sesame/]],
    ['yamagata imoni taro soup', /^Imoni/, [/taro/, /beef/]],
    ['a bowl of imoni', /^Imoni/, [/beef/]],
    ['scottish selkirk bannock', /Selkirk Bannock/, [/raisin/, /yeast/]],
    ['a selkirk bannock for tea', /Selkirk Bannock/, [/raisin/]],
    ['manchego gazpacho manchego', /Gazpacho Manchego/, [/rabbit/, /flatbread/]],
    ['guyanese garlic pork', /Garlic Pork/, [/pork/, /garlic/, /vinegar/]],
  ])('%s is %s with %j', (prompt, title, foods) => {
    const answer = composeForPrompt(prompt);
    expect(answer.recipe.title).toMatch(title);
    for (const food of foods) expect(answer.lines).toMatch(food);
  });
});

describe('a food the dish already is, glossed after its name, is not added to its title', () => {
  it.each([
    ['armenian tan yogurt drink', /^Tan$/],
    ['tongseng goat curry', /^Tongseng$/],
    ['kuymak cornmeal and cheese fondue', /^Kuymak$/],
    ['yamagata imoni taro soup', /^Imoni\b(?!.*with)/],
    ['tan salty yogurt drink', /^Tan$/],
  ])('%s is titled %s', (prompt, title) => {
    expect(composeForPrompt(prompt).recipe.title).toMatch(title);
  });

  it.each([
    ['roasted vegetable couscous', /with Couscous/],
    ['teriyaki salmon bowl', /Salmon/],
    ['tongseng potato curry', /with Potato/],
    ['kuymak mushroom fondue', /with Mushroom/],
  ])('a food the dish is not ("%s") still is: %s', (prompt, title) => {
    expect(composeForPrompt(prompt).recipe.title).toMatch(title);
  });
});

describe('a cuisine word bars another cuisine’s dish found by an alias of plain foods', () => {
  it.each(['bhutanese red rice', 'tibetan red rice', 'tibetan red rice with phaksha paa', 'a bhutanese red rice'])('%s is not Mexican Rice', (prompt) => {
    const answer = composeForPromptOrUnknown(prompt);
    expect(answer?.recipe.title ?? 'DISH_UNKNOWN').not.toMatch(/Mexican/);
  });

  it.each([
    ['mexican red rice', /Mexican Rice/],
    ['red rice', /Mexican Rice/],
    ['japanese fried rice', /Chahan/],
    ['indian chicken curry', /Chicken Curry/],
  ])('%s stays %s', (prompt, title) => {
    expect(composeForPrompt(prompt).recipe.title).toMatch(title);
  });
});

describe('a family title is never broken off', () => {
  it.each(['ducana sweet potato dumplings', 'zorp sweet potato dumplings', 'zorp mash', 'plonk mash'])('%s has a whole title', (prompt) => {
    const title = composeForPromptOrUnknown(prompt)?.recipe.title ?? 'DISH_UNKNOWN';
    // Brackets that close what they open, no joining word first, and not another dish's name for the cook's unknown one.
    expect((title.match(/\(/g) ?? []).length).toBe((title.match(/\)/g) ?? []).length);
    expect(title).not.toMatch(/^(?:de|con|al|with|and|of)\b/i);
    expect(title).not.toMatch(/Kartoffelknödel|^Mashed \(Mash\)$/);
  });
});
