import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest, hasErrorCode } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

/** The cook's delete: hides the conversation from their own list (spec §7). */
export async function deleteConversation(conversationId: string): Promise<void> {
  try {
    await apiRequest(`/api/conversations/${encodeURIComponent(conversationId)}`, z.null(), { method: 'DELETE' });
  } catch (error) {
    // No server text: the spec's own fallback, which the cook may see.
    if (hasErrorCode(error, 'HTTP_ERROR')) throw new ApiError(error.status, `Failed to delete conversation: ${error.status}`, error.code, true);
    throw error;
  }
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
