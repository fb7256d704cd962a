import { and, eq, or, sql } from 'drizzle-orm';
import { toUsageMonth } from '../../domain/plan.ts';
import type { TDatabase } from '../db/client.ts';
import { deletedAccountUsage, profile } from '../db/schema.ts';
import { toAddressHash } from './address-hash.ts';

/**
 * A new account starts the month with the generations a deleted account with the same address used
 * (delete and sign up again gave 5 fresh ones). Its profile row must exist.
 */
export async function carryDeletedAccountUsage(db: TDatabase, userId: string, email: string, addressSecret: string, now: Date = new Date()): Promise<void> {
  const month = toUsageMonth(now);
  const [carried] = await db
    .select({ usageCount: deletedAccountUsage.usageCount })
    .from(deletedAccountUsage)
    .where(and(eq(deletedAccountUsage.addressHash, toAddressHash(email, addressSecret)), eq(deletedAccountUsage.usageMonth, month)));
  if (!carried) return;
  await db
    .update(profile)
    .set({
      usageCount: sql`case when ${profile.usageMonth} = ${month} then greatest(${profile.usageCount}, ${carried.usageCount}) else ${carried.usageCount} end`,
      usageMonth: month,
      updatedAt: now,
    })
    .where(and(eq(profile.userId, userId), or(sql`${profile.usageMonth} <> ${month}`, sql`${profile.usageCount} < ${carried.usageCount}`)));
}
