import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProfileSchema, ZUpdateProfileSchema } from '../../../domain/profile.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireVerifiedUser } from '../../auth/auth-plugin.ts';
import { changeEmail } from './change-email.ts';
import { deleteAccount } from './delete-account.ts';
import { ZChangeEmailResultSchema, ZChangeEmailSchema, ZDeleteAccountResultSchema, ZDeleteAccountSchema } from './profile-schemas.ts';
import { getOrCreateProfileRow } from '../../db/profile-row.ts';
import { toProfile, updateProfile } from './service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get('/api/profile', { schema: { response: { 200: ZProfileSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    // The session already carries the name and e-mail: one query for the profile row only.
    const now = deps.clock.now();
    return toProfile(caller, await getOrCreateProfileRow(db, caller.id, { now }), now);
  });

  app.patch('/api/profile', { schema: { body: ZUpdateProfileSchema, response: { 200: ZProfileSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return updateProfile(db, caller.id, request.body, deps.clock.now());
  });

  app.post('/api/profile/email', { schema: { body: ZChangeEmailSchema, response: { 200: ZChangeEmailResultSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return changeEmail(deps, { userId: caller.id, ...request.body, ip: request.ip });
  });

  app.delete('/api/profile', { schema: { body: ZDeleteAccountSchema, response: { 200: ZDeleteAccountResultSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    await deleteAccount(deps, { userId: caller.id, currentPassword: request.body.currentPassword, ip: request.ip, log: request.log });
    return { deleted: true as const };
  });
};
