import { eq } from 'drizzle-orm';
import { ALLERGEN_KEYS, type TAllergenKey } from '../../../domain/kitchen/diet-vocabulary.ts';
import { FREE_GENERATIONS_PER_MONTH, FREE_SAVED_RECIPES } from '../../../domain/limits.ts';
import { readPlan, toUsageMonth } from '../../../domain/plan.ts';
import type { TProfile, TUpdateProfile } from '../../../domain/profile.ts';
import { normaliseAvoidList } from '../../../domain/dietary/find-avoided-ingredients.ts';
import type { TDatabase } from '../../db/client.ts';
import { ensureProfileRow, getOrCreateProfileRow, type TProfileRow } from '../../db/profile-row.ts';
import { profile, user } from '../../db/schema.ts';
import { PRO_FEATURE_MESSAGES, requirePro } from '../../plan-access.ts';
import { AppError } from '../../errors.ts';

/** Stored allergens in the settings' order, unknown values (none expected) dropped. */
export function toAllergens(stored: readonly string[]): TAllergenKey[] {
  return ALLERGEN_KEYS.filter((key) => stored.includes(key));
}

export function toProfile(owner: { name: string; email: string }, row: TProfileRow, now: Date = new Date()): TProfile {
  const { subscriptionStatus, isPro } = readPlan(row, now);
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
    allergens: toAllergens(row.allergens),
    avoidIngredients: row.avoidIngredients,
  };
}

export async function readOwner(db: TDatabase, userId: string) {
  const owner = await db.query.user.findFirst({ where: eq(user.id, userId), columns: { name: true, email: true } });
  if (!owner) throw new AppError('NOT_FOUND', 'Account not found.');
  return owner;
}

export async function getProfile(db: TDatabase, userId: string, now: Date = new Date()): Promise<TProfile> {
  const owner = await readOwner(db, userId);
  return toProfile(owner, await getOrCreateProfileRow(db, userId, { now }), now);
}

export async function updateProfile(db: TDatabase, userId: string, changes: TUpdateProfile, now: Date = new Date()): Promise<TProfile> {
  const avoidIngredients = changes.avoidIngredients === undefined ? undefined : normaliseAvoidList(changes.avoidIngredients);
  // Setting custom preferences is Pro; anyone may clear theirs.
  if (avoidIngredients !== undefined && avoidIngredients.length > 0) {
    await requirePro(db, userId, now, PRO_FEATURE_MESSAGES.customPreferences);
  }
  if (changes.name !== undefined) {
    await db.update(user).set({ name: changes.name, updatedAt: new Date() }).where(eq(user.id, userId));
  }
  await ensureProfileRow(db, userId);
  const dietary = changes.dietary ?? {};
  const hasDietaryChange = Object.values(dietary).some((value) => value !== undefined) || avoidIngredients !== undefined;
  const allergens = changes.allergens === undefined ? {} : { allergens: toAllergens(changes.allergens) };
  if (hasDietaryChange || changes.allergens !== undefined) {
    await db
      .update(profile)
      .set({ ...dietary, ...allergens, ...(avoidIngredients === undefined ? {} : { avoidIngredients }), updatedAt: new Date() })
      .where(eq(profile.userId, userId));
  }
  return getProfile(db, userId, now);
}
