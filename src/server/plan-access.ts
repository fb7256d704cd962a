import { eq } from 'drizzle-orm';
import { getEffectivePlan, type TPlan } from '../domain/plan.ts';
import type { TDatabase } from './db/client.ts';
import { profile } from './db/schema.ts';
import { AppError } from './errors.ts';

// The server's Pro gates, shared by every feature that has one. The plan is always the
// domain's getEffectivePlan, so a canceling cook keeps Pro exactly until the end date.

export const PRO_FEATURE_MESSAGES = {
  nutritionAnalysis: 'Advanced nutrition analysis is a Pro feature. Please upgrade to use this feature.',
  customPreferences: 'Custom dietary preferences are a Pro feature. Please upgrade to use this feature.',
} as const;

export async function loadEffectivePlan(db: TDatabase, userId: string, now: Date): Promise<TPlan> {
  const row = await db.query.profile.findFirst({
    where: eq(profile.userId, userId),
    columns: { subscriptionStatus: true, subscriptionEndDate: true },
  });
  return row ? getEffectivePlan(row, now) : 'free';
}

/** 403 PRO_REQUIRED with the feature's message unless the cook has Pro now. */
export async function requirePro(db: TDatabase, userId: string, now: Date, message: string): Promise<void> {
  if ((await loadEffectivePlan(db, userId, now)) !== 'pro') throw new AppError('PRO_REQUIRED', message);
}
