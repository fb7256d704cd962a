import { useQuery } from '@tanstack/react-query';
import { UNREAD_POLL_MS } from '../../../../domain/limits.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { messageKeys } from './message-keys.ts';

export async function fetchUnreadCount(): Promise<number> {
  try {
    const { unreadCount } = await apiRequest('/api/user/conversations/unread-count', 'unreadCount');
    return unreadCount;
  } catch (error) {
    // An unread-count failure is only logged; the badge keeps its last value.
    console.warn('Unread count failed:', error instanceof Error ? error.message : error);
    throw error;
  }
}

/** Asked on sign-in (mount), every 60 s, and when the modal closes (the caller refetches). */
export function useUnreadCount(isEnabled: boolean) {
  return useQuery({
    queryKey: messageKeys.unreadCount(),
    queryFn: fetchUnreadCount,
    enabled: isEnabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
}
