import { and, eq, type SQL } from 'drizzle-orm';
import { CONVERSATION_NOT_FOUND_MESSAGE, type TConversation, type TMessage, type TSenderRole } from '../../../domain/messages.ts';
import type { TDatabase } from '../../db/client.ts';
import type { message } from '../../db/schema.ts';
import { conversation } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export type TConversationRow = typeof conversation.$inferSelect;
export type TMessageRow = typeof message.$inferSelect;

/** Who is asking, as the messaging rules see them. */
export type TMessagingCaller = { id: string; name: string; email: string; role: TSenderRole };

export function toMessagingRole(role: string | null): TSenderRole {
  return role === 'admin' ? 'admin' : 'user';
}

export function toConversation(row: TConversationRow): TConversation {
  return {
    id: row.id,
    userId: row.userId,
    subject: row.subject,
    userName: row.userName,
    userEmail: row.userEmail,
    adminName: row.adminName,
    status: row.status === 'ended' ? 'ended' : 'open',
    isReadAdmin: row.isReadAdmin,
    isReadUser: row.isReadUser,
    isDeletedByUser: row.isDeletedByUser,
    lastMessageSnippet: row.lastMessageSnippet,
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMessage(row: TMessageRow): TMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    text: row.text,
    senderId: row.senderId,
    senderName: row.senderName,
    senderRole: row.senderRole === 'admin' ? 'admin' : 'user',
    timestamp: row.timestamp.toISOString(),
  };
}

/**
 * The rows a caller may reach: an admin reaches every conversation, a cook only their own that they
 * have not deleted from their view. Anything else is "not found", so ids of others leak nothing.
 */
export function visibleTo(caller: TMessagingCaller, id: string): SQL | undefined {
  if (caller.role === 'admin') return eq(conversation.id, id);
  return and(eq(conversation.id, id), eq(conversation.userId, caller.id), eq(conversation.isDeletedByUser, false));
}

export async function findVisibleConversation(db: TDatabase, caller: TMessagingCaller, id: string): Promise<TConversationRow> {
  const [row] = await db.select().from(conversation).where(visibleTo(caller, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND_MESSAGE);
  return row;
}
