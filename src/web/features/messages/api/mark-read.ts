import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';
import type { TConversation, TSenderRole } from '../../../../domain/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';
import { withFallbackMessage } from './with-fallback-message.ts';

export async function markRead({ conversationId, role }: { conversationId: string; role: TSenderRole }): Promise<void> {
  await withFallbackMessage(
    apiRequest(`/api/conversations/${encodeURIComponent(conversationId)}/read`, z.null(), { method: 'PATCH', body: { role } }),
    (error) => `Failed to mark as read: ${error.status}`,
  );
}

function setFlag(conversation: TConversation, id: string, role: TSenderRole): TConversation {
  if (conversation.id !== id) return conversation;
  return role === 'admin' ? { ...conversation, isReadAdmin: true } : { ...conversation, isReadUser: true };
}

/** Marks it read on the server and sets the flag locally, so 'New!' goes at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: async (_result, { conversationId, role }) => {
      queryClient.setQueryData<InfiniteData<TConversation[]>>(messageKeys.userConversations(), (data) =>
        data ? { ...data, pages: data.pages.map((page) => page.map((item) => setFlag(item, conversationId, role))) } : data,
      );
      queryClient.setQueryData<TConversation[]>(messageKeys.adminConversations(), (data) => data?.map((item) => setFlag(item, conversationId, role)));
      if (role === 'user') await queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount() });
    },
  });
}
