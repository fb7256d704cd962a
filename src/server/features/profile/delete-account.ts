import type { FastifyBaseLogger } from 'fastify';
import { deleteUserAccount, removeAccountFiles } from '../../accounts/delete-user-account.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { revokeAllSessions } from '../../auth/revoke-sessions.ts';
import { confirmAccountOwner } from '../../auth/confirm-account-owner.ts';
import { limitPasswordChecks } from './password-attempts.ts';
import type { TDeleteAccount } from './profile-schemas.ts';

type TDeleteAccountInput = TDeleteAccount & { ip: string; readSessionCreatedAt: () => Promise<Date | null> };

/**
 * DELETE /api/profile: the owner's proof (password, or a recent sign-in without one), every session ended, every row deleted, then the user's own
 * image files. A saved shared recipe may point at another cook's image: only this user's folder is touched.
 */
export async function deleteAccount(
  deps: Pick<TAppDeps, 'auth' | 'config' | 'database' | 'storage' | 'rateLimiter' | 'clock'> & { log: FastifyBaseLogger },
  userId: string,
  { currentPassword, ip, readSessionCreatedAt }: TDeleteAccountInput,
): Promise<void> {
  const { db } = deps.database;
  await limitPasswordChecks(deps.rateLimiter, ip);
  await confirmAccountOwner(deps.auth, db, userId, {
    currentPassword,
    readSessionCreatedAt,
    now: deps.clock.now(),
    providerName: deps.config.oidc?.displayName ?? null,
  });
  await revokeAllSessions(db, userId);
  // The same deletion as the admin's: one transaction, then only this user's own image files.
  const imageUrls = await deleteUserAccount(db, userId, deps.config.AUTH_SECRET);
  await removeAccountFiles(deps.storage, userId, imageUrls, deps.log);
}
