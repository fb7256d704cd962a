// One key factory for every messaging query, so a change can refresh exactly what it touches.
export const messageKeys = {
  all: ['messages'] as const,
  unreadCount: () => [...messageKeys.all, 'unread-count'] as const,
  userConversations: () => [...messageKeys.all, 'user-conversations'] as const,
  adminConversations: () => [...messageKeys.all, 'admin-conversations'] as const,
  messages: (conversationId: string) => [...messageKeys.all, 'conversation', conversationId] as const,
};
