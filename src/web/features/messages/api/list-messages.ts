import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MESSAGE_PAGE_SIZE } from '../../../../domain/limits.ts';
import { ZMessageSchema, type TMessage } from '../../../../domain/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { toDateTimeAttribute } from '../lib/format-timestamp.ts';
import { messageKeys } from './message-keys.ts';

export type TMessageCursor = { lastTimestamp: string; lastId: string } | null;
const FIRST_PAGE: TMessageCursor = null;

/** Newest first; the cursor is the oldest message loaded so far. */
export function fetchMessages(conversationId: string, cursor: TMessageCursor): Promise<TMessage[]> {
  const params = new URLSearchParams({ limit: String(MESSAGE_PAGE_SIZE) });
  if (cursor) {
    params.set('lastTimestamp', cursor.lastTimestamp);
    params.set('lastId', cursor.lastId);
  }
  return apiRequest(`/api/conversations/${encodeURIComponent(conversationId)}/messages?${params.toString()}`, z.array(ZMessageSchema));
}

export function useMessages(conversationId: string | null) {
  return useInfiniteQuery({
    queryKey: messageKeys.messages(conversationId ?? ''),
    queryFn: ({ pageParam }) => fetchMessages(conversationId ?? '', pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage): TMessageCursor => {
      const last = lastPage[lastPage.length - 1];
      const stamp = last ? toDateTimeAttribute(last.timestamp) : undefined;
      return lastPage.length === MESSAGE_PAGE_SIZE && last && stamp ? { lastTimestamp: stamp, lastId: last.id } : null;
    },
    enabled: conversationId !== null,
    staleTime: 0,
  });
}
