import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';
import { withFallbackMessage } from './with-fallback-message.ts';

/** The admin's delete: the whole conversation and its messages. */
export async function deleteSubmission(conversationId: string): Promise<void> {
  await withFallbackMessage(
    apiRequest(`/api/admin/conversations/${encodeURIComponent(conversationId)}`, z.null(), { method: 'DELETE' }),
    () => 'Failed to delete submission',
  );
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
