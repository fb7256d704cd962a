import { describe, expect, it } from 'vitest';
import { composeForPromptOrUnknown } from './test-helpers.ts';

// Sixteenth round (issue #26): dishes cooks type that the index lacked now answer as themselves, not DISH_UNKNOWN or
// a dish that shares a word ('torta frita' had been Torta Ahogada, 'maksym … drink' a protein shake). Prompts of our
// own wording, not the sets'.

describe('a dish the index now holds is answered as itself', () => {
  it.each([
    ['perico for breakfast', 'Perico'],
    ['a pot of canh chua', 'Canh Chua'],
    ['hobak jeon for lunch', 'Hobak Jeon'],
    ['Sundanese ayam bakar', 'Ayam Bakar'],
    ['pasta con le sarde tonight', 'Pasta con le Sarde'],
    ['Honduran sopa de caracol', 'Sopa de Caracol'],
    ['a jar of pink pickled turnips', 'Pink Pickled Turnips'],
    ['alabama white sauce for smoked chicken', 'Alabama White Sauce'],
    ['a bowl of bakso', 'Bakso'],
    ['salsa macha for tacos', 'Salsa Macha'],
    ['klepon for dessert', 'Klepon'],
    ['seri muka', 'Seri Muka'],
    ['Uruguayan torta frita', 'Torta Frita'],
    ['Trini curry duck', 'Trinidadian Curry Duck'],
    ['Georgian tklapi fruit leather', 'Tklapi'],
    ['Kyrgyz maksym fermented grain drink', 'Maksym'],
    ['mung bean stew Filipino style', 'Ginisang Monggo'],
    ['a dozen Chinese tea eggs', 'Tea Eggs'],
    ['a tray of bolognese lasagna', 'Lasagne'],
  ])('%s', (prompt, title) => {
    const result = composeForPromptOrUnknown(prompt);
    expect(result, 'an answer, not DISH_UNKNOWN').not.toBeNull();
    expect(result?.recipe.title.startsWith(title)).toBe(true);
  });
});
