import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProfileSchema, ZUpdateProfileSchema } from '../../../domain/profile.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { readSessionCreatedAt } from '../../auth/confirm-account-owner.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { account, profile, user } from '../../db/schema.ts';
import { changeEmail } from './change-email.ts';
import { deleteAccount } from './delete-account.ts';
import { getProfile } from './get-profile.ts';
import { readProfileValidUntil } from './profile-answer.ts';
import { ZChangeEmailResultSchema, ZChangeEmailSchema, ZDeleteAccountResultSchema, ZDeleteAccountSchema } from './profile-schemas.ts';
import { updateProfile } from './update-profile.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  // The name and e-mail come from the user row (through the session), whether it has a password from
  // its account rows, the rest from the profile row.
  app.get('/api/profile', { config: { cachedFrom: [profile, user, account] }, schema: { response: { 200: ZProfileSchema } } }, (request, reply) => {
    app.sendUserResponse(request, reply, (caller) => ({
      key: `profile:${caller.name}\n${caller.email}`,
      compute: () => getProfile(deps, caller),
      readValidUntil: readProfileValidUntil,
    }));
  });

  app.patch('/api/profile', { schema: { body: ZUpdateProfileSchema, response: { 200: ZProfileSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return updateProfile(deps, caller.id, request.body);
  });

  app.post(
    '/api/profile/email',
    { config: { apiTokens: 'refused' }, schema: { body: ZChangeEmailSchema, response: { 200: ZChangeEmailResultSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return changeEmail(deps, caller.id, { ...request.body, ip: request.ip, readSessionCreatedAt: () => readSessionCreatedAt(deps.auth, request) });
    },
  );

  app.delete(
    '/api/profile',
    { config: { apiTokens: 'refused' }, schema: { body: ZDeleteAccountSchema, response: { 200: ZDeleteAccountResultSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      await deleteAccount({ ...deps, log: request.log }, caller.id, {
        ...request.body,
        ip: request.ip,
        readSessionCreatedAt: () => readSessionCreatedAt(deps.auth, request),
      });
      return { deleted: true as const };
    },
  );
};
