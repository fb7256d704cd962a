import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEndConversationResponseSchema } from '../../../../domain/messages.ts';
import { ApiError, apiRequest, hasErrorCode } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

export async function endConversation(conversationId: string) {
  try {
    return await apiRequest(`/api/conversations/${encodeURIComponent(conversationId)}/end`, ZEndConversationResponseSchema, { method: 'PATCH' });
  } catch (error) {
    // No server text: the spec's own fallback, which the cook may see.
    if (hasErrorCode(error, 'HTTP_ERROR')) throw new ApiError(error.status, `Failed to end conversation: ${error.status}`, error.code, true);
    throw error;
  }
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
