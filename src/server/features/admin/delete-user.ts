import type { TDatabase } from '../../db/client.ts';
import { deleteUserRows } from '../../accounts/delete-user-account.ts';
import { type TAdminActor, writeAuditEntry } from './audit-log.ts';
import { lockAdminTarget } from './lock-admin-target.ts';

/**
 * DELETE /api/admin/users/:id: the account and every row it owns go in one transaction with the
 * audit entry. Returns the image URLs for the caller to remove from storage after the commit.
 */
export async function deleteUserAsAdmin(db: TDatabase, actor: TAdminActor, targetId: string, addressSecret: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const target = await lockAdminTarget(tx, actor.id, targetId, 'delete');
    const urls = await deleteUserRows(tx, target.id, addressSecret);
    await writeAuditEntry(tx, actor, 'user.delete', target);
    return urls;
  });
}
