import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { toSharedRecipePath, type TShareRecipeResponse } from '../../../domain/recipe-library.ts';
import type { TRecipeFields } from '../../../domain/recipe.ts';
import { toSharedNotes } from '../../../domain/shared-notes.ts';
import { recordEvent } from '../../analytics/record-event.ts';
import type { TDatabase } from '../../db/client.ts';
import { sharedRecipe } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findOwnRecipeRow } from './get-recipe.ts';
import { toSavedRecipe } from '../../db/recipe-row.ts';

/** 128 random bits: the link is the only secret between the cook and whoever they send it to. */
export function createShareId(): string {
  return randomBytes(16).toString('base64url');
}

function pickFields(source: TRecipeFields): TRecipeFields {
  return {
    title: source.title,
    ingredients: source.ingredients,
    instructions: source.instructions,
    imageUrl: source.imageUrl,
    notes: source.notes,
    nutrition: source.nutrition,
    category: source.category,
    prepTime: source.prepTime,
    cookTime: source.cookTime,
    totalTime: source.totalTime,
    servings: source.servings,
    rating: source.rating,
    sourceUrl: source.sourceUrl,
  };
}

/** Same recipe content → same hash; fields are listed in a fixed order so the JSON is canonical. */
export function hashRecipeContent(fields: TRecipeFields): string {
  // A recipe without a source hashes as it did before recipes had one, so its earlier link is reused.
  const { sourceUrl, ...rest } = pickFields(fields);
  return createHash('sha256')
    .update(JSON.stringify(sourceUrl ? { ...rest, sourceUrl } : rest))
    .digest('hex');
}

/**
 * Freezes a copy of the caller's recipe under an unguessable id.
 * Sharing the same unchanged recipe again returns the link made the first time.
 */
export async function shareRecipe(db: TDatabase, userId: string, recipeId: string): Promise<TShareRecipeResponse> {
  const fields = pickFields(toSavedRecipe(await findOwnRecipeRow(db, userId, recipeId)));
  const contentHash = hashRecipeContent(fields);
  const [created] = await db
    .insert(sharedRecipe)
    // The frozen copy leaves out the sender's private notes (their kitchen, their diet).
    .values({ id: createShareId(), userId, sourceRecipeId: recipeId, contentHash, recipe: { ...fields, notes: toSharedNotes(fields.notes) } })
    .onConflictDoNothing({ target: [sharedRecipe.userId, sharedRecipe.contentHash] })
    .returning({ id: sharedRecipe.id });
  const id =
    created?.id ??
    (
      await db
        .select({ id: sharedRecipe.id })
        .from(sharedRecipe)
        .where(and(eq(sharedRecipe.userId, userId), eq(sharedRecipe.contentHash, contentHash)))
        .limit(1)
    )[0]?.id;
  if (!id) throw new AppError('INTERNAL', 'The share link was not created.');
  await recordEvent(db, { category: 'recipe', action: 'share', userId });
  return { id, url: toSharedRecipePath(id) };
}
