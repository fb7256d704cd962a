import { eq } from 'drizzle-orm';
import type { TDatabase } from '../db/client.ts';
import { session } from '../db/schema.ts';

/** A deleted account's sessions end at once: every remaining session of that user is deleted (a disabled one: end-disabled-sessions.ts). */
export async function revokeAllSessions(db: TDatabase, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}
