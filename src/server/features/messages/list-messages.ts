import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TListMessagesQuery, TMessage } from '../../../domain/messages.ts';
import type { TDatabase } from '../../db/client.ts';
import { message } from '../../db/schema.ts';
import { findVisibleConversation, toMessage, type TMessagingCaller } from './conversation-row.ts';

function olderThanCursor(query: TListMessagesQuery): SQL | undefined {
  if (!query.lastTimestamp) return undefined;
  if (query.lastId) return sql`(${message.timestamp}, ${message.id}) < (${query.lastTimestamp}::timestamptz, ${query.lastId})`;
  return sql`${message.timestamp} < ${query.lastTimestamp}::timestamptz`;
}

/**
 * GET /api/conversations/:id/messages, newest first: the first page is the latest messages,
 * and `lastTimestamp` of the oldest one loaded asks for the ones before it ('Load More Messages').
 */
export async function listMessages(db: TDatabase, caller: TMessagingCaller, conversationId: string, query: TListMessagesQuery): Promise<TMessage[]> {
  await findVisibleConversation(db, caller, conversationId);
  const base = db
    .select()
    .from(message)
    .where(and(eq(message.conversationId, conversationId), olderThanCursor(query)))
    .orderBy(desc(message.timestamp), desc(message.id));
  const rows = query.limit ? await base.limit(query.limit) : await base;
  return rows.map(toMessage);
}
