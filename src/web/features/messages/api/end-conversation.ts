import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEndConversationResponseSchema } from '../../../../domain/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';
import { withFallbackMessage } from './with-fallback-message.ts';

export async function endConversation(conversationId: string) {
  return withFallbackMessage(
    apiRequest(`/api/conversations/${encodeURIComponent(conversationId)}/end`, ZEndConversationResponseSchema, { method: 'PATCH' }),
    (error) => `Failed to end conversation: ${error.status}`,
  );
}

export function useEndConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endConversation,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messageKeys.adminConversations() });
    },
  });
}
