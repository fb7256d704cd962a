import { z } from 'zod';

// Its own module so the navbar's unread poll validates its answer without building every messages schema
// (domain/messages.ts) on each signed-in page's load.
export const ZUnreadCountSchema = z.object({ unreadCount: z.number().int().nonnegative() });
