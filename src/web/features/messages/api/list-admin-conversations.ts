import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZConversationSchema, type TConversation } from '../../../../domain/messages.ts';
import { ApiError, apiRequest, hasErrorCode } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

/** Spec §7: the dashboard asks for every conversation, without paging parameters, and pages the table itself. */
export async function fetchAdminConversations(): Promise<TConversation[]> {
  try {
    return await apiRequest('/api/admin/conversations', z.array(ZConversationSchema));
  } catch (error) {
    // No server text: the spec's own fallback, which the cook may see.
    if (hasErrorCode(error, 'HTTP_ERROR')) throw new ApiError(error.status, `Failed to fetch submissions: ${error.message}`, error.code, true);
    throw error;
  }
}

export function useAdminConversations(isEnabled = true) {
  return useQuery({ queryKey: messageKeys.adminConversations(), queryFn: fetchAdminConversations, enabled: isEnabled, staleTime: 0 });
}
