import type { TAdminUser } from '../../../domain/admin-users.ts';
import { toUsageMonth } from '../../../domain/plan.ts';
import type { TDatabase } from '../../db/client.ts';
import { profile } from '../../db/schema.ts';
import { getAdminUser } from './admin-user-row.ts';
import { type TAdminActor, writeAuditEntry } from './audit-log.ts';
import { lockAdminTarget } from './lock-admin-target.ts';

/** POST /api/admin/users/:id/reset-count: usageCount 0 and usageMonth the current year-month. */
export async function resetUserCount(db: TDatabase, actor: TAdminActor, targetId: string, now: Date = new Date()): Promise<TAdminUser> {
  await db.transaction(async (tx) => {
    const target = await lockAdminTarget(tx, actor.id, targetId, null);
    await tx
      .insert(profile)
      .values({ userId: target.id, usageCount: 0, usageMonth: toUsageMonth(now) })
      .onConflictDoUpdate({ target: profile.userId, set: { usageCount: 0, usageMonth: toUsageMonth(now), updatedAt: now } });
    await writeAuditEntry(tx, actor, 'user.reset_count', target);
  });
  return getAdminUser(db, targetId);
}
