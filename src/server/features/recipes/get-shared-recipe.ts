import { eq } from 'drizzle-orm';
import { SHARED_RECIPE_MISSING_MESSAGE } from '../../../domain/recipe-library.ts';
import { ZSharedRecipeSchema, type TSharedRecipe } from '../../../domain/shared-recipe.ts';
import { toSharedNotes } from '../../../domain/shared-notes.ts';
import type { TDatabase } from '../../db/client.ts';
import { sharedRecipe } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** Anyone holding the link may read a shared copy by its id; only the recipe's content leaves the server. */
export async function getSharedRecipe(db: TDatabase, sharedId: string): Promise<TSharedRecipe> {
  const [row] = await db.select().from(sharedRecipe).where(eq(sharedRecipe.id, sharedId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', SHARED_RECIPE_MISSING_MESSAGE);
  const parsed = ZSharedRecipeSchema.safeParse({ ...row.recipe, id: row.id, createdAt: row.createdAt.toISOString() });
  if (!parsed.success) throw new AppError('NOT_FOUND', SHARED_RECIPE_MISSING_MESSAGE);
  // Copies frozen before private notes were left out are cleaned as they are read.
  return { ...parsed.data, notes: toSharedNotes(parsed.data.notes) };
}
