import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FREE_GENERATIONS_PER_MONTH, FREE_SAVED_RECIPES, SUBSCRIPTION_STATUSES } from '../../../domain/limits.ts';
import { hasProAccess, toUsageMonth } from '../../../domain/plan.ts';
import type { TProfile, TUpdateProfile } from '../../../domain/profile.ts';
import type { TDatabase } from '../../db/client.ts';
import { profile, recipe, sharedRecipe, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const ZStoredStatus = z.enum([...SUBSCRIPTION_STATUSES, 'cancelling']).catch('free');

type TProfileRow = typeof profile.$inferSelect;

export function toProfile(owner: { name: string; email: string }, row: TProfileRow, now: Date = new Date()): TProfile {
  const subscriptionStatus = ZStoredStatus.parse(row.subscriptionStatus);
  const isPro = hasProAccess({ subscriptionStatus, subscriptionEndDate: row.subscriptionEndDate }, now);
  // A count from an earlier month no longer applies: the monthly allowance starts again.
  const usageCount = row.usageMonth === toUsageMonth(now) ? row.usageCount : 0;
  return {
    name: owner.name,
    email: owner.email,
    subscriptionStatus,
    subscriptionEndDate: row.subscriptionEndDate ? row.subscriptionEndDate.toISOString() : null,
    isPro,
    usageCount,
    usageMonth: row.usageMonth,
    generationsLeft: isPro ? null : Math.max(0, FREE_GENERATIONS_PER_MONTH - usageCount),
    savedRecipeCount: row.savedRecipeCount,
    savedRecipesLimit: isPro ? null : FREE_SAVED_RECIPES,
    dietary: {
      vegan: row.vegan,
      vegetarian: row.vegetarian,
      glutenFree: row.glutenFree,
      dairyFree: row.dairyFree,
      nutFree: row.nutFree,
    },
  };
}

async function readOwner(db: TDatabase, userId: string) {
  const owner = await db.query.user.findFirst({ where: eq(user.id, userId), columns: { name: true, email: true } });
  if (!owner) throw new AppError('NOT_FOUND', 'Account not found.');
  return owner;
}

async function readProfileRow(db: TDatabase, userId: string): Promise<TProfileRow> {
  // Accounts made before profiles existed get their free row on first read.
  await db.insert(profile).values({ userId, usageMonth: toUsageMonth() }).onConflictDoNothing();
  const row = await db.query.profile.findFirst({ where: eq(profile.userId, userId) });
  if (!row) throw new AppError('NOT_FOUND', 'Account not found.');
  return row;
}

export async function getProfile(db: TDatabase, userId: string): Promise<TProfile> {
  const owner = await readOwner(db, userId);
  return toProfile(owner, await readProfileRow(db, userId));
}

export async function updateProfile(db: TDatabase, userId: string, changes: TUpdateProfile): Promise<TProfile> {
  if (changes.name !== undefined) {
    await db.update(user).set({ name: changes.name, updatedAt: new Date() }).where(eq(user.id, userId));
  }
  await readProfileRow(db, userId);
  const dietary = changes.dietary ?? {};
  const hasDietaryChange = Object.values(dietary).some((value) => value !== undefined);
  if (hasDietaryChange) {
    await db
      .update(profile)
      .set({ ...dietary, updatedAt: new Date() })
      .where(eq(profile.userId, userId));
  }
  return getProfile(db, userId);
}

/** The new address must be unverified until its owner opens the new verification link. */
export async function changeEmail(db: TDatabase, userId: string, newEmail: string): Promise<{ email: string; emailVerified: boolean }> {
  const current = await readOwner(db, userId);
  if (current.email.toLowerCase() === newEmail) throw new AppError('BAD_REQUEST', 'That is already your e-mail address.');
  const taken = await db.query.user.findFirst({
    where: and(eq(sql`lower(${user.email})`, newEmail), ne(user.id, userId)),
    columns: { id: true },
  });
  if (taken) throw new AppError('CONFLICT', 'This e-mail address cannot be used. Please choose another one.');
  try {
    await db.update(user).set({ email: newEmail, emailVerified: false, updatedAt: new Date() }).where(eq(user.id, userId));
  } catch (error) {
    // Two accounts racing for one address: the unique index decides.
    throw new AppError('CONFLICT', 'This e-mail address cannot be used. Please choose another one.', { cause: error });
  }
  return { email: newEmail, emailVerified: false };
}

/** Deletes the account; foreign keys cascade to every row of the user's data. Returns the image URLs to remove from storage. */
export async function deleteAccount(db: TDatabase, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const recipeImages = await tx.select({ url: recipe.imageUrl }).from(recipe).where(eq(recipe.userId, userId));
    const sharedImages = await tx
      .select({ url: sql<string | null>`${sharedRecipe.recipe} ->> 'imageUrl'` })
      .from(sharedRecipe)
      .where(eq(sharedRecipe.userId, userId));
    await tx.delete(user).where(eq(user.id, userId));
    const urls = [...recipeImages, ...sharedImages].map((row) => row.url).filter((url): url is string => Boolean(url));
    return [...new Set(urls)];
  });
}
