import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminUserDetailsSchema,
  ZAdminUserSchema,
  ZListAdminAuditQuerySchema,
  ZListAdminAuditResponseSchema,
  ZListAdminUsersQuerySchema,
  ZListAdminUsersResponseSchema,
  ZUpdateAdminUserSchema,
} from '../../../domain/admin-users.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../auth/session-user.ts';
import { listAuditEntries } from './audit-log.ts';
import { deleteUser } from './delete-user.ts';
import { getUserDetails } from './get-user-details.ts';
import { listAdminUsers } from './list-users.ts';
import { resetUserCount } from './reset-user-count.ts';
import { setUserDisabled } from './set-user-disabled.ts';

const ZIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
// The route policy answers 401/403 before the handler; the handlers check the role again themselves.
const ADMIN_ONLY = { access: 'admin' } as const;

/** Admin user management. Every route checks the admin role on the server. */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    '/api/admin/users',
    { schema: { querystring: ZListAdminUsersQuerySchema, response: { 200: ZListAdminUsersResponseSchema } }, config: ADMIN_ONLY },
    async (request) => {
      await requireAdmin(request);
      return listAdminUsers(db, request.query);
    },
  );

  app.get('/api/admin/users/:id', { schema: { params: ZIdParamsSchema, response: { 200: ZAdminUserDetailsSchema } }, config: ADMIN_ONLY }, async (request) => {
    await requireAdmin(request);
    return getUserDetails(db, request.params.id);
  });

  app.patch(
    '/api/admin/users/:id',
    { schema: { params: ZIdParamsSchema, body: ZUpdateAdminUserSchema, response: { 200: ZAdminUserSchema } }, config: ADMIN_ONLY },
    async (request) => {
      const caller = await requireAdmin(request);
      return setUserDisabled(db, caller, request.params.id, request.body.disabled);
    },
  );

  app.post(
    '/api/admin/users/:id/reset-count',
    { schema: { params: ZIdParamsSchema, response: { 200: ZAdminUserSchema } }, config: ADMIN_ONLY },
    async (request) => {
      const caller = await requireAdmin(request);
      return resetUserCount(db, caller, request.params.id);
    },
  );

  app.delete('/api/admin/users/:id', { schema: { params: ZIdParamsSchema, response: { 204: z.null() } }, config: ADMIN_ONLY }, async (request, reply) => {
    const caller = await requireAdmin(request);
    await deleteUser({ ...deps, log: request.log }, caller, request.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/api/admin/audit-log',
    { schema: { querystring: ZListAdminAuditQuerySchema, response: { 200: ZListAdminAuditResponseSchema } }, config: ADMIN_ONLY },
    async (request) => {
      await requireAdmin(request);
      return listAuditEntries(db, request.query.page, request.query.pageSize);
    },
  );
};
