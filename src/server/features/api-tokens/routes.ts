import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiTokenListSchema, ZCreateApiTokenSchema, ZCreatedApiTokenSchema } from '../../../domain/api-tokens.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { createApiToken } from './create-api-token.ts';
import { deleteApiToken } from './delete-api-token.ts';
import { listApiTokens } from './list-api-tokens.ts';

const ZIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** Settings → API tokens. Managed with the session only: a token cannot list, make or revoke tokens. */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get('/api/tokens', { config: { apiTokens: 'refused' }, schema: { response: { 200: ZApiTokenListSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return listApiTokens(db, caller.id);
  });

  app.post(
    '/api/tokens',
    { config: { apiTokens: 'refused', rateLimit: 'api-tokens' }, schema: { body: ZCreateApiTokenSchema, response: { 201: ZCreatedApiTokenSchema } } },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      return reply.status(201).send(await createApiToken(db, caller.id, request.body));
    },
  );

  app.delete(
    '/api/tokens/:id',
    { config: { apiTokens: 'refused' }, schema: { params: ZIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      await deleteApiToken(db, caller.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
