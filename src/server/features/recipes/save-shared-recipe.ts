import { and, eq, sql } from 'drizzle-orm';
import type { TSharedRecipe } from '../../../domain/recipe-library.ts';
import type { TRecipeFields, TSavedRecipe } from '../../../domain/recipe.ts';
import { recordEvent } from '../../analytics/record-event.ts';
import type { TDatabase } from '../../db/client.ts';
import { getOrCreateProfileRow } from '../../db/profile-row.ts';
import { recipe } from '../../db/schema.ts';
import { insertRecipe } from './create-recipe.ts';
import { getSharedRecipe } from './get-shared-recipe.ts';
import { toSavedRecipe } from '../../db/recipe-row.ts';

/** The caller's copy of a shared recipe: same title, ingredients and steps (a copy they changed is theirs). */
async function findSavedCopy(db: TDatabase, userId: string, shared: TSharedRecipe): Promise<TSavedRecipe | null> {
  const [row] = await db
    .select()
    .from(recipe)
    .where(
      and(
        eq(recipe.userId, userId),
        eq(recipe.title, shared.title),
        sql`${recipe.ingredients} = ${JSON.stringify(shared.ingredients)}::jsonb`,
        sql`${recipe.instructions} = ${JSON.stringify(shared.instructions)}::jsonb`,
      ),
    )
    .limit(1);
  return row ? toSavedRecipe(row) : null;
}

function toOwnFields(shared: TSharedRecipe): TRecipeFields {
  const { id: _id, createdAt: _createdAt, ...content } = shared;
  return { ...content, rating: 0 };
}

/** GET /api/shared-recipes/:id/saved: the id of the caller's copy, or null. */
export async function findSharedRecipeCopy(db: TDatabase, userId: string, sharedId: string): Promise<string | null> {
  const copy = await findSavedCopy(db, userId, await getSharedRecipe(db, sharedId));
  return copy?.id ?? null;
}

/**
 * POST /api/shared-recipes/:id/save: a copy of one's own, once (opening the link again made
 * a duplicate). Saving again answers the copy already there. The cook's profile row is locked first,
 * so two tabs saving together make one copy.
 */
export async function saveSharedRecipe(db: TDatabase, userId: string, sharedId: string): Promise<{ recipe: TSavedRecipe; isNew: boolean }> {
  const shared = await getSharedRecipe(db, sharedId);
  const saved = await db.transaction(async (tx) => {
    await getOrCreateProfileRow(tx, userId, { forUpdate: true });
    const existing = await findSavedCopy(tx, userId, shared);
    if (existing) return { recipe: existing, isNew: false };
    return { recipe: await insertRecipe(tx, userId, toOwnFields(shared)), isNew: true };
  });
  // Counted after the commit: a failed insert of the event must not abort the save's transaction.
  if (saved.isNew) await recordEvent(db, { category: 'recipe', action: 'save', userId });
  return saved;
}
