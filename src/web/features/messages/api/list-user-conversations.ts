import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CONVERSATION_PAGE_SIZE } from '../../../../domain/limits.ts';
import { ZConversationSchema, type TConversation } from '../../../../domain/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { toDateTimeAttribute } from '../lib/format-timestamp.ts';
import { messageKeys } from './message-keys.ts';

export type TConversationCursor = { lastUpdatedAt: string; lastId: string } | null;
const FIRST_PAGE: TConversationCursor = null;

export function fetchUserConversations(cursor: TConversationCursor): Promise<TConversation[]> {
  const params = new URLSearchParams({ limit: String(CONVERSATION_PAGE_SIZE) });
  if (cursor) {
    params.set('lastUpdatedAt', cursor.lastUpdatedAt);
    params.set('lastId', cursor.lastId);
  }
  return apiRequest(`/api/user/conversations?${params.toString()}`, z.array(ZConversationSchema));
}

/** The cook's conversations, 20 at a time; more pages exist when exactly 20 came back. */
export function useUserConversations(isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: messageKeys.userConversations(),
    queryFn: ({ pageParam }) => fetchUserConversations(pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage): TConversationCursor => {
      const last = lastPage[lastPage.length - 1];
      const stamp = last ? toDateTimeAttribute(last.updatedAt) : undefined;
      return lastPage.length === CONVERSATION_PAGE_SIZE && last && stamp ? { lastUpdatedAt: stamp, lastId: last.id } : null;
    },
    enabled: isEnabled,
    staleTime: 0,
  });
}
