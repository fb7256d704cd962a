import { isOwnRecipeImageUrl } from '../../providers/storage/recipe-image-keys.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProfileSchema, ZUpdateProfileSchema } from '../../../domain/profile.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { isAuthRateLimitEnabled, requireVerifiedUser, revokeAllSessions } from '../../auth/auth-plugin.ts';
import { checkRateRules, PASSWORD_CHECK_RULE } from '../../auth/auth-rate-limit.ts';
import { verifyCurrentPassword } from '../../auth/verify-current-password.ts';
import { AppError } from '../../errors.ts';
import { ZChangeEmailResultSchema, ZChangeEmailSchema, ZDeleteAccountResultSchema, ZDeleteAccountSchema } from './profile-schemas.ts';
import { changeEmail, deleteAccount, getProfile, updateProfile } from './service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const isRateLimitEnabled = isAuthRateLimitEnabled(deps.config);

  /** Password guesses through our own endpoints count like sign-in attempts. */
  async function limitPasswordChecks(path: string, ip: string): Promise<void> {
    if (!isRateLimitEnabled) return;
    const decision = await checkRateRules(db, path, [PASSWORD_CHECK_RULE], { ip, account: null });
    if (!decision.isAllowed) throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.');
  }

  app.get('/api/profile', { schema: { response: { 200: ZProfileSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return getProfile(db, caller.id);
  });

  app.patch('/api/profile', { schema: { body: ZUpdateProfileSchema, response: { 200: ZProfileSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return updateProfile(db, caller.id, request.body);
  });

  app.post('/api/profile/email', { schema: { body: ZChangeEmailSchema, response: { 200: ZChangeEmailResultSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    await limitPasswordChecks('/api/profile/email', request.ip);
    await verifyCurrentPassword(deps.auth, db, caller.id, request.body.currentPassword);
    const result = await changeEmail(db, caller.id, request.body.newEmail);
    // The new address gets a verification link; without a session header better-auth looks the user up by e-mail.
    await deps.auth.api.sendVerificationEmail({ body: { email: result.email } });
    return result;
  });

  app.delete('/api/profile', { schema: { body: ZDeleteAccountSchema, response: { 200: ZDeleteAccountResultSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    await limitPasswordChecks('/api/profile:delete', request.ip);
    await verifyCurrentPassword(deps.auth, db, caller.id, request.body.currentPassword);
    await revokeAllSessions(db, caller.id);
    const imageUrls = await deleteAccount(db, caller.id);
    // Only files from this user's own image folder: a saved shared recipe may point at another cook's.
    for (const url of imageUrls.filter((imageUrl) => isOwnRecipeImageUrl(imageUrl, caller.id))) {
      try {
        await deps.storage.deleteByUrl(url);
      } catch (error) {
        request.log.warn({ err: error }, 'account deletion: an image could not be removed from storage');
      }
    }
    return { deleted: true as const };
  });
};
