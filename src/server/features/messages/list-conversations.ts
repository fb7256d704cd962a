import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TConversation, TListConversationsQuery } from '../../../domain/messages.ts';
import type { TDatabase } from '../../db/client.ts';
import { conversation } from '../../db/schema.ts';
import { toConversation } from './conversation-row.ts';

/** Rows strictly after the cursor in (updatedAt desc, id desc) order. */
function afterCursor(query: TListConversationsQuery): SQL | undefined {
  if (!query.lastUpdatedAt) return undefined;
  if (query.lastId) return sql`(${conversation.updatedAt}, ${conversation.id}) < (${query.lastUpdatedAt}::timestamptz, ${query.lastId})`;
  return sql`${conversation.updatedAt} < ${query.lastUpdatedAt}::timestamptz`;
}

async function listWhere(db: TDatabase, where: SQL | undefined, query: TListConversationsQuery): Promise<TConversation[]> {
  const base = db
    .select()
    .from(conversation)
    .where(and(where, afterCursor(query)))
    .orderBy(desc(conversation.updatedAt), desc(conversation.id));
  const rows = query.limit ? await base.limit(query.limit) : await base;
  return rows.map(toConversation);
}

/** GET /api/user/conversations: the cook's own, not deleted from their view, newest activity first. */
export function listUserConversations(db: TDatabase, userId: string, query: TListConversationsQuery): Promise<TConversation[]> {
  return listWhere(db, and(eq(conversation.userId, userId), eq(conversation.isDeletedByUser, false)), query);
}

/** GET /api/admin/conversations: every conversation; without paging parameters, all of them. */
export function listAllConversations(db: TDatabase, query: TListConversationsQuery): Promise<TConversation[]> {
  return listWhere(db, undefined, query);
}
