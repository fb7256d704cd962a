import { and, count, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { conversation } from '../../db/schema.ts';

/** The unread count: one query on the partial index conversation_unread_user_idx. */
export async function countUnreadConversations(db: TDatabase, userId: string): Promise<number> {
  const [row] = await db
    .select({ unreadCount: count() })
    .from(conversation)
    .where(and(eq(conversation.userId, userId), eq(conversation.isReadUser, false), eq(conversation.isDeletedByUser, false)));
  return row?.unreadCount ?? 0;
}
