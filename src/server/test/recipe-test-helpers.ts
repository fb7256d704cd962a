import type { TCreateRecipe } from '../../domain/recipe.ts';
import type { TTestApp } from './test-app.ts';
import type { TTestUser } from './test-users.ts';

export function buildRecipe(overrides: Partial<TCreateRecipe> = {}): TCreateRecipe {
  return {
    title: 'Lemon Garlic Chicken',
    ingredients: ['2 chicken breasts', '1 lemon', '3 cloves garlic'],
    instructions: ['Season the chicken.', 'Roast for 25 minutes.'],
    category: 'Dinner',
    prepTime: '10 mins',
    cookTime: '25 mins',
    totalTime: '35 mins',
    servings: '2',
    ...overrides,
  };
}

export async function saveRecipe(testApp: TTestApp, user: TTestUser, overrides: Partial<TCreateRecipe> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: { cookie: user.cookie },
    payload: buildRecipe(overrides),
  });
}

/** Saves and returns the new recipe's id, failing loudly if the save did not work. */
export async function saveRecipeId(testApp: TTestApp, user: TTestUser, overrides: Partial<TCreateRecipe> = {}): Promise<string> {
  const response = await saveRecipe(testApp, user, overrides);
  if (response.statusCode !== 201) throw new Error(`save failed: ${response.statusCode} ${response.body}`);
  const body: unknown = response.json();
  if (typeof body !== 'object' || body === null || !('id' in body) || typeof body.id !== 'string') throw new Error('no id');
  return body.id;
}
