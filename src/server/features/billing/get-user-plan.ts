import { eq } from 'drizzle-orm';
import type { TUserPlan } from '../../../domain/billing.ts';
import { getEffectivePlan } from '../../../domain/plan.ts';
import type { TDatabase } from '../../db/client.ts';
import { profile } from '../../db/schema.ts';

/** GET /api/user-plan/:uid: the effective plan, default free when there is no profile yet. */
export async function getUserPlan(db: TDatabase, userId: string, now: Date): Promise<TUserPlan> {
  const row = await db.query.profile.findFirst({
    where: eq(profile.userId, userId),
    columns: { subscriptionStatus: true, subscriptionEndDate: true },
  });
  return { plan: row ? getEffectivePlan(row, now) : 'free' };
}
