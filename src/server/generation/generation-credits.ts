import { and, eq, gt, sql } from 'drizzle-orm';
import { FREE_GENERATIONS_PER_MONTH } from '../../domain/limits.ts';
import { getEffectivePlan, toUsageMonth } from '../../domain/plan.ts';
import { ALLERGEN_KEYS, type TAllergenKey } from '../../domain/kitchen/diet-vocabulary.ts';
import { LIMIT_REACHED_MESSAGE } from '../../domain/prompt-rules.ts';
import type { TDietary } from '../../domain/profile.ts';
import type { TDatabase } from '../db/client.ts';
import { getOrCreateProfileRow } from '../db/profile-row.ts';
import { profile } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export type TGenerationProfile = {
  isPro: boolean;
  dietary: TDietary;
  allergens: TAllergenKey[];
  /** Custom dietary preferences apply while the cook has Pro (they stay stored after). */
  avoidIngredients: string[];
};

export type TGenerationCredit = {
  usageMonth: string;
  /** Generations left this month after this one; null for Pro. */
  generationsLeft: number | null;
};

/** The caller's plan and dietary flags; a missing profile row is created with the signup defaults. */
export async function loadGenerationProfile(db: TDatabase, userId: string, now: Date = new Date()): Promise<TGenerationProfile> {
  const row = await getOrCreateProfileRow(db, userId, { now });
  const isPro = getEffectivePlan(row, now) === 'pro';
  return {
    isPro,
    avoidIngredients: isPro ? row.avoidIngredients : [],
    dietary: { vegan: row.vegan, vegetarian: row.vegetarian, glutenFree: row.glutenFree, dairyFree: row.dairyFree, nutFree: row.nutFree },
    allergens: ALLERGEN_KEYS.filter((key) => row.allergens.includes(key)),
  };
}

/**
 * Takes one generation in a single conditional UPDATE: the counter restarts when the month changed,
 * and a free user at the limit matches no row. Two concurrent requests cannot both take the last one.
 * Pro generations are counted too (the spec's usageCount), without a limit.
 */
export async function takeGenerationCredit(db: TDatabase, userId: string, isPro: boolean, now: Date = new Date()): Promise<TGenerationCredit> {
  const month = toUsageMonth(now);
  const [row] = await db
    .update(profile)
    .set({
      usageCount: sql`case when ${profile.usageMonth} = ${month} then ${profile.usageCount} + 1 else 1 end`,
      usageMonth: month,
      updatedAt: now,
    })
    .where(
      and(eq(profile.userId, userId), isPro ? sql`true` : sql`(${profile.usageMonth} <> ${month} or ${profile.usageCount} < ${FREE_GENERATIONS_PER_MONTH})`),
    )
    .returning({ usageCount: profile.usageCount });
  if (!row) throw new AppError('LIMIT_REACHED', LIMIT_REACHED_MESSAGE);
  return { usageMonth: month, generationsLeft: isPro ? null : Math.max(0, FREE_GENERATIONS_PER_MONTH - row.usageCount) };
}

/** Gives a credit back after a failed generation, unless the month has turned since. */
export async function refundGenerationCredit(db: TDatabase, userId: string, credit: TGenerationCredit): Promise<void> {
  await db
    .update(profile)
    .set({ usageCount: sql`${profile.usageCount} - 1` })
    .where(and(eq(profile.userId, userId), eq(profile.usageMonth, credit.usageMonth), gt(profile.usageCount, 0)));
}
