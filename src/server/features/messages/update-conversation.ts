import { and, eq, sql } from 'drizzle-orm';
import { CONVERSATION_NOT_FOUND_MESSAGE, type TSenderRole } from '../../../domain/messages.ts';
import type { TDatabase } from '../../db/client.ts';
import { conversation } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { visibleTo, type TMessagingCaller } from './conversation-row.ts';

/** Read flags: the viewer marks their own side read (a cook 'user', an admin 'admin'). */
export async function markConversationRead(db: TDatabase, caller: TMessagingCaller, conversationId: string, role: TSenderRole): Promise<void> {
  if (role !== caller.role) {
    // Checked after the visibility test, so a cook probing another's id still learns nothing.
    await assertVisible(db, caller, conversationId);
    throw new AppError('FORBIDDEN', `Only ${role === 'admin' ? 'an administrator' : 'the conversation owner'} can mark it read as ${role}.`);
  }
  const rows = await db
    .update(conversation)
    .set(role === 'admin' ? { isReadAdmin: true } : { isReadUser: true })
    .where(visibleTo(caller, conversationId))
    .returning({ id: conversation.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND_MESSAGE);
}

async function assertVisible(db: TDatabase, caller: TMessagingCaller, conversationId: string): Promise<void> {
  const rows = await db.select({ id: conversation.id }).from(conversation).where(visibleTo(caller, conversationId)).limit(1);
  if (rows.length === 0) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND_MESSAGE);
}

/**
 * An admin ends a conversation; there is no reopening. The cook's side turns unread so
 * they notice (the confirmation says the user is notified). Ending twice answers the same.
 */
export async function endConversation(db: TDatabase, conversationId: string): Promise<{ id: string; status: 'ended'; endedAt: string; isReadUser: boolean }> {
  // Never before the last message: a send that held the row lock first stays before the end.
  const [ended] = await db
    .update(conversation)
    .set({ status: 'ended', endedAt: sql`greatest(clock_timestamp(), ${conversation.updatedAt})`, isReadUser: false })
    .where(and(eq(conversation.id, conversationId), eq(conversation.status, 'open')))
    .returning();
  const row = ended ?? (await db.select().from(conversation).where(eq(conversation.id, conversationId)).limit(1))[0];
  if (!row) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND_MESSAGE);
  return { id: row.id, status: 'ended', endedAt: (row.endedAt ?? row.updatedAt).toISOString(), isReadUser: row.isReadUser };
}

/** DELETE /api/conversations/:id: the cook hides it from their own view; admins still see it. */
export async function hideConversationForUser(db: TDatabase, userId: string, conversationId: string): Promise<void> {
  const rows = await db
    .update(conversation)
    .set({ isDeletedByUser: true })
    .where(and(eq(conversation.id, conversationId), eq(conversation.userId, userId), eq(conversation.isDeletedByUser, false)))
    .returning({ id: conversation.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND_MESSAGE);
}

/** DELETE /api/admin/conversations/:id: the whole conversation and its messages. */
export async function deleteConversation(db: TDatabase, conversationId: string): Promise<void> {
  const rows = await db.delete(conversation).where(eq(conversation.id, conversationId)).returning({ id: conversation.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND_MESSAGE);
}
