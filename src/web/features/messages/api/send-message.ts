import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageSchema, type TMessage } from '../../../../domain/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

export type TSendMessageInput = { conversationId: string; text: string; senderId: string; senderName: string };

/** The send payload { text, senderId, senderName }; the server decides the sender from the session. */
export function sendMessage({ conversationId, text, senderId, senderName }: TSendMessageInput): Promise<TMessage> {
  return apiRequest(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, ZMessageSchema, {
    method: 'POST',
    body: { text, senderId, senderName },
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: async (_message, { conversationId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.messages(conversationId) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.userConversations() }),
        queryClient.invalidateQueries({ queryKey: messageKeys.adminConversations() }),
      ]);
    },
  });
}
