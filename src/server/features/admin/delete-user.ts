import type { FastifyBaseLogger } from 'fastify';
import { deleteUserRows, removeAccountFiles } from '../../accounts/delete-user-account.ts';
import type { TAppDeps } from '../../app-deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { type TAdminActor, writeAuditEntry } from './audit-log.ts';
import { lockAdminTarget } from './lock-admin-target.ts';

/** DELETE /api/admin/users/:id: the rows and the audit entry, then that user's own image files. */
export async function deleteUser(
  deps: Pick<TAppDeps, 'database' | 'config' | 'storage'> & { log: FastifyBaseLogger },
  actor: TAdminActor,
  targetId: string,
): Promise<void> {
  const imageUrls = await deleteUserAsAdmin(deps.database.db, actor, targetId, deps.config.AUTH_SECRET);
  await removeAccountFiles(deps.storage, targetId, imageUrls, deps.log);
}

/**
 * The account and every row it owns go in one transaction with the audit entry. Returns the image
 * URLs to remove from storage after the commit.
 */
export async function deleteUserAsAdmin(db: TDatabase, actor: TAdminActor, targetId: string, addressSecret: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const target = await lockAdminTarget(tx, actor.id, targetId, 'delete');
    const urls = await deleteUserRows(tx, target.id, addressSecret);
    await writeAuditEntry(tx, actor, 'user.delete', target);
    return urls;
  });
}
