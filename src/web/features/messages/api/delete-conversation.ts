import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';
import { withFallbackMessage } from './with-fallback-message.ts';

/** The cook's delete: hides the conversation from their own list. */
export async function deleteConversation(conversationId: string): Promise<void> {
  await withFallbackMessage(
    apiRequest(`/api/conversations/${encodeURIComponent(conversationId)}`, z.null(), { method: 'DELETE' }),
    (error) => `Failed to delete conversation: ${error.status}`,
  );
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.userConversations() }),
        queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount() }),
      ]);
    },
  });
}
