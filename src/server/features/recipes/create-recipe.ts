import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { FREE_SAVED_RECIPES } from '../../../domain/limits.ts';
import { hasProAccess } from '../../../domain/plan.ts';
import type { TRecipeFields, TSavedRecipe } from '../../../domain/recipe.ts';
import { deriveTotalMinutes } from '../../../domain/recipe-time.ts';
import { recordEvent } from '../../analytics/record-event.ts';
import type { TDatabase } from '../../db/client.ts';
import { getOrCreateProfileRow } from '../../db/profile-row.ts';
import { profile, recipe } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { toSavedRecipe } from '../../db/recipe-row.ts';

export const SAVE_LIMIT_MESSAGE = 'Free tier users can save a maximum of 10 recipes. Please delete some recipes or upgrade to Pro.';

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

/** The same insert inside the caller's transaction (a file import saves its source mark with it). */
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
