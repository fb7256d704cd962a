import type { FastifyBaseLogger } from 'fastify';
import { deleteUserAccount, removeAccountFiles } from '../../accounts/delete-user-account.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { revokeAllSessions } from '../../auth/revoke-sessions.ts';
import { verifyCurrentPassword } from '../../auth/verify-current-password.ts';
import { limitPasswordChecks } from './password-attempts.ts';
import type { TDeleteAccount } from './profile-schemas.ts';

type TDeleteAccountInput = TDeleteAccount & { ip: string };

/**
 * DELETE /api/profile: password check, every session ended, every row deleted, then the user's own
 * image files. A saved shared recipe may point at another cook's image: only this user's folder is touched.
 */
export async function deleteAccount(
  deps: Pick<TAppDeps, 'auth' | 'config' | 'database' | 'storage' | 'rateLimiter'> & { log: FastifyBaseLogger },
  userId: string,
  { currentPassword, ip }: TDeleteAccountInput,
): Promise<void> {
  const { db } = deps.database;
  await limitPasswordChecks(deps.rateLimiter, ip);
  await verifyCurrentPassword(deps.auth, db, userId, currentPassword);
  await revokeAllSessions(db, userId);
  // The same deletion as the admin's: one transaction, then only this user's own image files.
  const imageUrls = await deleteUserAccount(db, userId, deps.config.AUTH_SECRET);
  await removeAccountFiles(deps.storage, userId, imageUrls, deps.log);
}
