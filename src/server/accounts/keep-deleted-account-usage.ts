import { and, eq, ne, sql } from 'drizzle-orm';
import { toUsageMonth } from '../../domain/plan.ts';
import type { TTransaction } from '../db/client.ts';
import { deletedAccountUsage, profile, user } from '../db/schema.ts';
import { toAddressHash } from './address-hash.ts';

/**
 * Before an account is deleted: its generations this month are kept under the keyed hash of its
 * address (nothing else of it), so signing up again with that address gives no fresh free ones.
 * Runs in the deletion's transaction; a second deletion in the month keeps the larger count.
 */
export async function keepDeletedAccountUsage(tx: TTransaction, userId: string, addressSecret: string, now: Date = new Date()): Promise<void> {
  const month = toUsageMonth(now);
  // Past months' rows no longer limit anyone.
  await tx.delete(deletedAccountUsage).where(ne(deletedAccountUsage.usageMonth, month));
  const [row] = await tx
    .select({ email: user.email, usageCount: profile.usageCount })
    .from(user)
    .innerJoin(profile, eq(profile.userId, user.id))
    .where(and(eq(user.id, userId), eq(profile.usageMonth, month)));
  if (!row || row.usageCount <= 0) return;
  await tx
    .insert(deletedAccountUsage)
    .values({ addressHash: toAddressHash(row.email, addressSecret), usageMonth: month, usageCount: row.usageCount })
    .onConflictDoUpdate({
      target: deletedAccountUsage.addressHash,
      set: { usageCount: sql`greatest(${deletedAccountUsage.usageCount}, excluded.usage_count)`, usageMonth: month },
    });
}
