import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_SENDER_NAME,
  CONVERSATION_ENDED_MESSAGE,
  CONVERSATION_NOT_FOUND_MESSAGE,
  DEFAULT_USER_SENDER_NAME,
  MESSAGE_EMPTY_MESSAGE,
  toSnippet,
  type TMessage,
  type TSendMessage,
} from '../../../domain/messages.ts';
import type { TAppDeps } from '../../app-deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { conversation, message } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enforceRate } from '../../plugins/rate-limit-plugin.ts';
import { toMessage, visibleTo, type TConversationRow, type TMessagingCaller } from './conversation-row.ts';
import { sendReplyNotification } from './message-mail.ts';

/** A message is its trimmed text, and never empty. */
export function toMessageText(rawText: string): string {
  const text = rawText.trim();
  if (!text) throw new AppError('VALIDATION_ERROR', MESSAGE_EMPTY_MESSAGE);
  return text;
}

export type TSentMessage = {
  message: TMessage;
  conversation: TConversationRow;
  /** The cook had read everything before this admin reply: the moment to e-mail them once. */
  isFirstUnreadReply: boolean;
};

type TSendMessageDeps = Pick<TAppDeps, 'database' | 'rateLimiter' | 'mail' | 'config'> & { log: FastifyBaseLogger };

/**
 * POST /api/conversations/:id/messages: an empty text is refused before the rate limit counts it; an
 * admin's reply to a cook who had read everything is mailed to them once.
 */
export async function sendMessage(
  deps: TSendMessageDeps,
  caller: TMessagingCaller,
  conversationId: string,
  { text, ip }: TSendMessage & { ip: string },
): Promise<TMessage> {
  toMessageText(text);
  await enforceRate(deps.rateLimiter, 'conversation-message', { ip, account: caller.id });
  const { db } = deps.database;
  const sent = await insertMessage(db, caller, conversationId, text);
  if (sent.isFirstUnreadReply) {
    await sendReplyNotification({ db, mail: deps.mail, appUrl: deps.config.APP_URL, log: deps.log }, sent.conversation);
  }
  return sent.message;
}

/**
 * Sending: the sender comes from the session (a forged senderId is ignored; admins send as
 * 'Admin', cooks with their display name or 'User'). The conversation row is locked, so a send and
 * an 'End Conversation' cannot cross: an ended conversation refuses the message (409).
 */
export async function insertMessage(db: TDatabase, caller: TMessagingCaller, conversationId: string, rawText: string): Promise<TSentMessage> {
  const text = toMessageText(rawText);
  const isAdmin = caller.role === 'admin';
  const senderName = isAdmin ? ADMIN_SENDER_NAME : caller.name.trim() || DEFAULT_USER_SENDER_NAME;

  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(conversation).where(visibleTo(caller, conversationId)).for('update');
    if (!current) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND_MESSAGE);
    if (current.status === 'ended') throw new AppError('CONFLICT', CONVERSATION_ENDED_MESSAGE);

    // Activity only moves forward, even if two servers' clocks differ slightly.
    const now = new Date(Math.max(Date.now(), current.updatedAt.getTime()));
    const [inserted] = await tx
      .insert(message)
      .values({ id: randomUUID(), conversationId, senderId: caller.id, senderName, senderRole: caller.role, text, timestamp: now })
      .returning();
    const [updated] = await tx
      .update(conversation)
      .set({
        lastMessageSnippet: toSnippet(text),
        updatedAt: now,
        isReadAdmin: isAdmin,
        isReadUser: !isAdmin,
        ...(isAdmin ? { adminName: ADMIN_SENDER_NAME } : {}),
      })
      .where(eq(conversation.id, conversationId))
      .returning();
    if (!inserted || !updated) throw new AppError('INTERNAL', 'The message was not saved.');
    return { message: toMessage(inserted), conversation: updated, isFirstUnreadReply: isAdmin && current.isReadUser };
  });
}
