import { describe, expect, it } from 'vitest';
import { composeForPrompt, composeForPromptOrUnknown } from './test-helpers.ts';

// Things on toast (issue #26, found in a walk): 'beans on toast' was a sandwich of black beans with mayonnaise, lettuce
// and tomato though the index holds Beans on Toast, and 'mushrooms on toast' the same sandwich. Prompts of our own.

const names = (prompt: string) => composeForPrompt(prompt).recipe.ingredients.map((line) => line.name);

describe('on toast', () => {
  it("the index's own dish, written as the whole request, wins over the sandwich family", () => {
    const result = composeForPrompt('beans on toast');
    expect(result.recipe.title).toBe('Beans on Toast');
    expect(result.match).toBe('named');
    expect(names('beans on toast')).toContain('baked beans');
    expect(names('Beans on toast.')).not.toContain('mayonnaise');
    // The head of the request, as every reader of it takes it: articles and a closing clause are not the name.
    expect(composeForPrompt('some beans on toast for two').recipe.title).toBe('Beans on Toast');
  });

  it.each(['mushrooms on toast', 'sardines on toast', 'garlic mushrooms on toast'])(
    '%s: buttered toast with it piled on, not a sandwich of mayonnaise and lettuce',
    (prompt) => {
      const result = composeForPrompt(prompt);
      const lines = result.recipe.ingredients.map((line) => line.name);
      expect(lines).toContain('butter');
      expect(lines).not.toContain('mayonnaise');
      expect(lines).not.toContain('romaine lettuce');
      expect(result.match).toBe('named');
      expect(result.recipe.instructions.join(' ')).not.toMatch(/close the sandwich/i);
    },
  );

  it('a word it does not know on toast stays honest', () => {
    expect(composeForPromptOrUnknown('snorgle on toast')).toBeNull();
  });

  it.each(['beans on toast', 'toast skagen'])('%s is served open on the hot toast, not closed and cut in half', (prompt) => {
    const steps = composeForPrompt(prompt).recipe.instructions.join(' ');
    expect(steps).toMatch(/pile it on the hot toast/);
    expect(steps).not.toMatch(/press together|cut in half/);
  });

  it('a BLT, toast in its description, is still closed', () => {
    expect(composeForPrompt('a blt').recipe.instructions.join(' ')).toMatch(/press together/);
  });

  it('a sandwich is still a sandwich', () => {
    expect(names('a chicken sandwich')).toContain('mayonnaise');
  });
});
