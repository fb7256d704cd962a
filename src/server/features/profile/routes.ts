import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProfileSchema, ZUpdateProfileSchema, type TProfile } from '../../../domain/profile.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { profile, user } from '../../db/schema.ts';
import { requireVerifiedUser } from '../../auth/auth-plugin.ts';
import { changeEmail } from './change-email.ts';
import { deleteAccount } from './delete-account.ts';
import { ZChangeEmailResultSchema, ZChangeEmailSchema, ZDeleteAccountResultSchema, ZDeleteAccountSchema } from './profile-schemas.ts';
import { getOrCreateProfileRow } from '../../db/profile-row.ts';
import { toProfile, updateProfile } from './service.ts';

/** A profile answer changes by itself when the usage month turns and when a canceling plan ends. */
export function readProfileValidUntil(shown: TProfile, now: number): number {
  const today = new Date(now);
  const nextMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1);
  const planEnd = shown.subscriptionEndDate === null ? Infinity : Date.parse(shown.subscriptionEndDate);
  return planEnd > now ? Math.min(nextMonth, planEnd) : nextMonth;
}

export const profileRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  // The name and e-mail come from the user row (through the session), the rest from the profile row.
  app.get('/api/profile', { config: { cachedFrom: [profile, user] }, schema: { response: { 200: ZProfileSchema } } }, (request, reply) => {
    app.sendUserResponse(request, reply, (caller) => ({
      key: `profile:${caller.name}\n${caller.email}`,
      // The session already carries the name and e-mail: one query for the profile row only.
      compute: async () => {
        const now = deps.clock.now();
        return toProfile(caller, await getOrCreateProfileRow(db, caller.id, { now }), now);
      },
      readValidUntil: readProfileValidUntil,
    }));
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
