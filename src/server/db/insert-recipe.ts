import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { FREE_SAVED_RECIPES } from '../../domain/limits.ts';
import { hasProAccess } from '../../domain/plan.ts';
import type { TRecipeFields, TSavedRecipe } from '../../domain/recipe.ts';
import { deriveTotalMinutes } from '../../domain/recipe-time.ts';
import type { TDatabase } from './client.ts';
import { getOrCreateProfileRow } from './profile-row.ts';
import { profile, recipe } from './schema.ts';
import { AppError } from '../errors.ts';
import { toSavedRecipe } from './recipe-row.ts';

export const SAVE_LIMIT_MESSAGE = 'Free tier users can save a maximum of 10 recipes. Please delete some recipes or upgrade to Pro.';

/**
 * The insert behind every save (a recipe saved, a shared recipe's copy, a file import), inside the
 * caller's transaction. The free limit is taken on the locked profile row, so concurrent saves cannot
 * pass it together.
 */
export async function insertRecipeInTransaction(tx: TDatabase, userId: string, fields: TRecipeFields): Promise<TSavedRecipe> {
  const isPro = hasProAccess(await getOrCreateProfileRow(tx, userId, { forUpdate: true }));
  const counted = await tx
    .update(profile)
    .set({ savedRecipeCount: sql`${profile.savedRecipeCount} + 1` })
    .where(isPro ? eq(profile.userId, userId) : sql`${profile.userId} = ${userId} and ${profile.savedRecipeCount} < ${FREE_SAVED_RECIPES}`)
    .returning({ savedRecipeCount: profile.savedRecipeCount });
  if (counted.length === 0) throw new AppError('LIMIT_REACHED', SAVE_LIMIT_MESSAGE);
  const [row] = await tx
    .insert(recipe)
    .values({ id: randomUUID(), userId, ...fields, totalMinutes: deriveTotalMinutes(fields) })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The recipe was not saved.');
  return toSavedRecipe(row);
}
