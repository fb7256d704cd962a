import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZConversationSchema, type TConversation } from '../../../../domain/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';
import { withFallbackMessage } from './with-fallback-message.ts';

/** The dashboard asks for every conversation, without paging parameters, and pages the table itself. */
export async function fetchAdminConversations(): Promise<TConversation[]> {
  return withFallbackMessage(apiRequest('/api/admin/conversations', z.array(ZConversationSchema)), (error) => `Failed to fetch submissions: ${error.message}`);
}

export function useAdminConversations(isEnabled = true) {
  return useQuery({ queryKey: messageKeys.adminConversations(), queryFn: fetchAdminConversations, enabled: isEnabled, staleTime: 0 });
}
