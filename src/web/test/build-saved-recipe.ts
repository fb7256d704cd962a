import type { TSavedRecipe } from '../../domain/recipe.ts';

/** A saved recipe for the web tests (Saved, the planner): Lemon Chicken, unrated, no picture unless given. */
export function buildSavedRecipe(overrides: Partial<TSavedRecipe> = {}): TSavedRecipe {
  return {
    id: 'r1',
    title: 'Lemon Chicken',
    ingredients: ['2 chicken breasts', '1 cup milk', 'salt to taste'],
    instructions: ['Season the chicken.', 'Roast it.', 'Rest and serve.'],
    imageUrl: '',
    notes: '',
    nutrition: null,
    category: 'Dinner',
    prepTime: '10 mins',
    cookTime: '25 mins',
    totalTime: '35 mins',
    servings: '2',
    rating: 0,
    sourceUrl: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
