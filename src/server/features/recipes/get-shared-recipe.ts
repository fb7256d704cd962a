import { eq } from 'drizzle-orm';
import { ZSharedRecipeSchema, type TSharedRecipe } from '../../../domain/recipe-library.ts';
import type { TDatabase } from '../../db/client.ts';
import { sharedRecipe } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** Any signed-in cook may read a shared copy by its id; the owner's id stays on the server. */
export async function getSharedRecipe(db: TDatabase, sharedId: string): Promise<TSharedRecipe> {
  const [row] = await db.select().from(sharedRecipe).where(eq(sharedRecipe.id, sharedId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Shared recipe not found.');
  const parsed = ZSharedRecipeSchema.safeParse({ ...row.recipe, id: row.id, createdAt: row.createdAt.toISOString() });
  if (!parsed.success) throw new AppError('NOT_FOUND', 'Shared recipe not found.');
  return parsed.data;
}
