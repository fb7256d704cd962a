import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_SUCCESS_MESSAGE,
  DISABLED_CONTACT_SUCCESS_MESSAGE,
  ZDisabledAccountContactSchema,
  ZContactSubmissionResponseSchema,
  ZContactSubmissionSchema,
  ZConversationSchema,
  ZEndConversationResponseSchema,
  ZListConversationsQuerySchema,
  ZListMessagesQuerySchema,
  ZMarkReadSchema,
  ZMessageSchema,
  ZSendMessageSchema,
  ZUnreadCountSchema,
} from '../../../domain/messages.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireAdmin, requireVerifiedUser } from '../../auth/session-user.ts';
import { toMessagingRole, type TMessagingCaller } from './conversation-row.ts';
import { countUnreadConversations } from './count-unread.ts';
import { createContactSubmission } from './create-contact-submission.ts';
import { createDisabledAccountSubmission } from './create-disabled-account-submission.ts';
import { listAllConversations, listUserConversations } from './list-conversations.ts';
import { listMessages } from './list-messages.ts';
import { sendMessage } from './send-message.ts';
import { deleteConversation, endConversation, hideConversationForUser, markConversationRead } from './update-conversation.ts';

const ZIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
// Access is checked by the route policy before the body is read ('verified' unless a route says
// 'admin'); handlers still read the caller through requireVerifiedUser / requireAdmin.
const ADMIN_ONLY = { access: 'admin' } as const;

async function requireMessagingCaller(request: FastifyRequest): Promise<TMessagingCaller> {
  const sessionUser = await requireVerifiedUser(request);
  return { id: sessionUser.id, name: sessionUser.name, email: sessionUser.email, role: toMessagingRole(sessionUser.role) };
}

/** Contact submissions and cook ↔ admin conversations. */
export const messageRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/api/contact-submission',
    {
      schema: {
        body: ZContactSubmissionSchema,
        response: { 201: ZContactSubmissionResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = await requireMessagingCaller(request);
      const created = await createContactSubmission({ ...deps, log: request.log }, caller, { ...request.body, ip: request.ip });
      return reply.status(201).send({ message: CONTACT_SUCCESS_MESSAGE, conversationId: created.id });
    },
  );

  // Signed out on purpose: a disabled account cannot sign in; its password proves it instead.
  app.post(
    '/api/contact-submission/disabled-account',
    {
      config: { access: 'public' },
      schema: {
        body: ZDisabledAccountContactSchema,
        response: { 201: ZContactSubmissionResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createDisabledAccountSubmission({ ...deps, log: request.log }, { ...request.body, ip: request.ip });
      return reply.status(201).send({ message: DISABLED_CONTACT_SUCCESS_MESSAGE, conversationId: created.id });
    },
  );

  app.get(
    '/api/user/conversations',
    { schema: { querystring: ZListConversationsQuerySchema, response: { 200: z.array(ZConversationSchema) } } },
    async (request) => {
      const caller = await requireMessagingCaller(request);
      return listUserConversations(db, caller.id, request.query);
    },
  );

  app.get('/api/user/conversations/unread-count', { schema: { response: { 200: ZUnreadCountSchema } } }, async (request) => {
    const caller = await requireMessagingCaller(request);
    return { unreadCount: await countUnreadConversations(db, caller.id) };
  });

  app.get(
    '/api/admin/conversations',
    { config: ADMIN_ONLY, schema: { querystring: ZListConversationsQuerySchema, response: { 200: z.array(ZConversationSchema) } } },
    async (request) => {
      await requireAdmin(request);
      return listAllConversations(db, request.query);
    },
  );

  app.get(
    '/api/conversations/:id/messages',
    { schema: { params: ZIdParamsSchema, querystring: ZListMessagesQuerySchema, response: { 200: z.array(ZMessageSchema) } } },
    async (request) => {
      const caller = await requireMessagingCaller(request);
      return listMessages(db, caller, request.params.id, request.query);
    },
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      schema: {
        params: ZIdParamsSchema,
        body: ZSendMessageSchema,
        response: { 201: ZMessageSchema },
      },
    },
    async (request, reply) => {
      const caller = await requireMessagingCaller(request);
      const sent = await sendMessage({ ...deps, log: request.log }, caller, request.params.id, { ...request.body, ip: request.ip });
      return reply.status(201).send(sent);
    },
  );

  app.patch(
    '/api/conversations/:id/read',
    { schema: { params: ZIdParamsSchema, body: ZMarkReadSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const caller = await requireMessagingCaller(request);
      await markConversationRead(db, caller, request.params.id, request.body.role);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/conversations/:id/end',
    { config: ADMIN_ONLY, schema: { params: ZIdParamsSchema, response: { 200: ZEndConversationResponseSchema } } },
    async (request) => {
      await requireAdmin(request);
      return endConversation(db, request.params.id);
    },
  );

  app.delete('/api/conversations/:id', { schema: { params: ZIdParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    const caller = await requireMessagingCaller(request);
    await hideConversationForUser(db, caller.id, request.params.id);
    return reply.status(204).send(null);
  });

  app.delete(
    '/api/admin/conversations/:id',
    { config: ADMIN_ONLY, schema: { params: ZIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await requireAdmin(request);
      await deleteConversation(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
