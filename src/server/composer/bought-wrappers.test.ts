import { describe, expect, it } from 'vitest';
import { composeForPrompt } from './test-helpers.ts';

// Dumplings of bought wrappers (issue #26, seen in a walk): the index's Jiaozi listed a flour-and-water dough beside
// "dumpling wrapper", and 'pork dumplings' added pork tenderloin beside the dish's own ground pork. Prompts of our own.

const names = (prompt: string) => composeForPrompt(prompt).recipe.ingredients.map((line) => line.name);

describe('dumplings made with bought wrappers', () => {
  it.each(['jiaozi', 'gyoza', 'mandu', 'siu mai'])('%s: the wrappers, and no dough of its own beside them', (prompt) => {
    const recipe = composeForPrompt(prompt).recipe;
    const lines = recipe.ingredients.map((line) => line.name);
    expect(lines.some((name) => /wrapper/.test(name))).toBe(true);
    expect(lines).not.toContain('all-purpose flour');
    expect(lines).not.toContain('water');
    expect(recipe.instructions.join(' ')).toMatch(/each (dumpling|gyoza|wonton) wrapper/i);
    expect(recipe.instructions.join(' ')).not.toMatch(/dough/i);
  });

  it('a meat the dish already has, named again, is not a second main', () => {
    const lines = names('two dozen pork dumplings');
    expect(lines).toContain('ground pork');
    expect(lines.filter((name) => /pork/.test(name))).toEqual(['ground pork']);
  });

  it('about one wrapper of 8 g for each dumpling the count asks for', () => {
    const wrapper = composeForPrompt('two dozen pork dumplings').recipe.ingredients.find((line) => /wrapper/.test(line.name));
    expect(wrapper?.quantity).toMatch(/^\d+ g$/);
    const grams = Number.parseInt(wrapper?.quantity ?? '', 10);
    expect(grams).toBeGreaterThanOrEqual(24 * 7);
    expect(grams).toBeLessThanOrEqual(24 * 9);
  });

  it('a dumpling of its own dough keeps it', () => {
    expect(names('pierogi')).toContain('all-purpose flour');
  });
});
