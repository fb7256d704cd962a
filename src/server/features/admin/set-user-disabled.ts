import { eq } from 'drizzle-orm';
import type { TAdminUser } from '../../../domain/admin-users.ts';
import type { TDatabase } from '../../db/client.ts';
import { endDisabledSessions } from '../../auth/end-disabled-sessions.ts';
import { user } from '../../db/schema.ts';
import { getAdminUser } from './admin-user-row.ts';
import { type TAdminActor, writeAuditEntry } from './audit-log.ts';
import { lockAdminTarget } from './lock-admin-target.ts';

export const DISABLED_BY_ADMIN_REASON = 'Disabled by an administrator';

/**
 * PATCH /api/admin/users/:id {disabled}. Disabling bans the account (better-auth's admin fields, so
 * sign-in answers the disabled message) and ends every session in the same transaction: the
 * account is signed out everywhere at once, and its open pages are told why. Enabling lifts the ban.
 */
export async function setUserDisabled(db: TDatabase, actor: TAdminActor, targetId: string, isDisabled: boolean): Promise<TAdminUser> {
  await db.transaction(async (tx) => {
    const target = await lockAdminTarget(tx, actor.id, targetId, isDisabled ? 'disable' : null);
    await tx
      .update(user)
      .set(
        isDisabled
          ? { banned: true, banReason: DISABLED_BY_ADMIN_REASON, banExpires: null, updatedAt: new Date() }
          : { banned: false, banReason: null, banExpires: null, updatedAt: new Date() },
      )
      .where(eq(user.id, target.id));
    if (isDisabled) await endDisabledSessions(tx, target.id);
    await writeAuditEntry(tx, actor, isDisabled ? 'user.disable' : 'user.enable', target);
  });
  return getAdminUser(db, targetId);
}
