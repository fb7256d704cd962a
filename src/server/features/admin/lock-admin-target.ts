import { and, asc, eq, or, isNull } from 'drizzle-orm';
import type { TTransaction } from '../../db/client.ts';
import { user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { USER_NOT_FOUND_MESSAGE } from './admin-user-row.ts';

export const SELF_DISABLE_MESSAGE = 'You cannot disable your own account.';
export const SELF_DELETE_MESSAGE = 'You cannot delete your own account from the dashboard.';
export const LAST_ADMIN_MESSAGE = 'The last admin cannot be disabled or deleted.';
export const CALLER_NOT_ADMIN_MESSAGE = 'Access denied. Admin privileges required.';

export type TLockedTarget = { id: string; email: string; role: string | null };

/**
 * Locks the active admins (in id order, so concurrent actions queue instead of deadlocking) and the
 * target. A removal (disable or delete) must leave at least one active admin, and inside the
 * transaction the caller must still be one: two admins removing each other at once cannot both pass.
 */
export async function lockAdminTarget(tx: TTransaction, callerId: string, targetId: string, removal: 'disable' | 'delete' | null): Promise<TLockedTarget> {
  if (removal && targetId === callerId) throw new AppError('CONFLICT', removal === 'disable' ? SELF_DISABLE_MESSAGE : SELF_DELETE_MESSAGE);
  const activeAdmins = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'admin'), or(isNull(user.banned), eq(user.banned, false))))
    .orderBy(asc(user.id))
    .for('update');
  const [target] = await tx.select({ id: user.id, email: user.email, role: user.role }).from(user).where(eq(user.id, targetId)).for('update');
  if (!target) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);
  // Reached when another admin removed the caller a moment ago: the target is all that is left.
  if (removal && target.role === 'admin' && !activeAdmins.some((admin) => admin.id !== target.id)) {
    throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
  }
  if (!activeAdmins.some((admin) => admin.id === callerId)) throw new AppError('FORBIDDEN', CALLER_NOT_ADMIN_MESSAGE);
  return target;
}
