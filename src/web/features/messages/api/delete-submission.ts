import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest, hasErrorCode } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

/** The admin's delete: the whole conversation and its messages (spec §7). */
export async function deleteSubmission(conversationId: string): Promise<void> {
  try {
    await apiRequest(`/api/admin/conversations/${encodeURIComponent(conversationId)}`, z.null(), { method: 'DELETE' });
  } catch (error) {
    // No server text: the spec's own fallback, which the cook may see.
    if (hasErrorCode(error, 'HTTP_ERROR')) throw new ApiError(error.status, 'Failed to delete submission', error.code, true);
    throw error;
  }
}

export function useDeleteSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubmission,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messageKeys.adminConversations() });
    },
  });
}
