import type { TRecipeFields, TSavedRecipe } from '../../../domain/recipe.ts';
import { recordEvent } from '../../analytics/record-event.ts';
import type { TDatabase } from '../../db/client.ts';
import { insertRecipeInTransaction } from '../../db/insert-recipe.ts';

export { SAVE_LIMIT_MESSAGE } from '../../db/insert-recipe.ts';

/** POST /api/recipes: saves a recipe for the caller, and counts the save. */
export async function createRecipe(db: TDatabase, userId: string, fields: TRecipeFields): Promise<TSavedRecipe> {
  const saved = await insertRecipe(db, userId, fields);
  await recordEvent(db, { category: 'recipe', action: 'save', userId });
  return saved;
}

/**
 * The insert behind every save (also a shared recipe's copy). The free limit is taken in the same
 * transaction as the insert, on the locked profile row, so concurrent saves cannot pass it together.
 */
export async function insertRecipe(db: TDatabase, userId: string, fields: TRecipeFields): Promise<TSavedRecipe> {
  return db.transaction((tx) => insertRecipeInTransaction(tx, userId, fields));
}
