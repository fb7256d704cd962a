import { and, eq, sql } from 'drizzle-orm';
import { FREE_GENERATIONS_PER_MONTH } from '../../../domain/limits.ts';
import { toUsageMonth } from '../../../domain/plan.ts';
import type { TDatabase } from '../../db/client.ts';
import { profile } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** Why a Free cook cannot accept: how many the plan needs against how many are left. */
export function describeGenerationsShort(needed: number, left: number): string {
  return `This plan needs ${needed} new recipe${needed === 1 ? '' : 's'}, and you have ${left} generation${left === 1 ? '' : 's'} left this month. Swap new recipes for saved ones, or upgrade to Pro for unlimited.`;
}

/**
 * Takes `count` generations in one conditional UPDATE, as the single-generation credit does: the month
 * restarts the counter, and a Free cook without `count` left matches no row, so nothing is taken.
 */
export async function takeGenerationCredits(db: TDatabase, userId: string, isPro: boolean, count: number, now: Date): Promise<void> {
  if (count === 0) return;
  const month = toUsageMonth(now);
  const usedThisMonth = sql`(case when ${profile.usageMonth} = ${month} then ${profile.usageCount} else 0 end)`;
  const rows = await db
    .update(profile)
    .set({ usageCount: sql`${usedThisMonth} + ${count}`, usageMonth: month, updatedAt: now })
    .where(and(eq(profile.userId, userId), isPro ? sql`true` : sql`${usedThisMonth} + ${count} <= ${FREE_GENERATIONS_PER_MONTH}`))
    .returning({ usageCount: profile.usageCount });
  if (rows.length > 0) return;
  const [row] = await db.select({ usageCount: profile.usageCount, usageMonth: profile.usageMonth }).from(profile).where(eq(profile.userId, userId));
  const used = row && row.usageMonth === month ? row.usageCount : 0;
  throw new AppError('LIMIT_REACHED', describeGenerationsShort(count, Math.max(0, FREE_GENERATIONS_PER_MONTH - used)));
}
