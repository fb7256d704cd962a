import { eq } from 'drizzle-orm';
import type { TDatabase } from '../db/client.ts';
import { endedSession } from '../db/schema.ts';
import { hashSessionToken } from './session-token.ts';

export type TEndedSessionReason = (typeof endedSession.$inferSelect)['reason'];

/** Why the session of this token was ended, told once: the row is deleted as it is read. Null: not ended by us, or long expired. */
export async function takeEndedSessionReason(db: TDatabase, token: string, now: Date = new Date()): Promise<TEndedSessionReason | null> {
  const [row] = await db
    .delete(endedSession)
    .where(eq(endedSession.tokenHash, hashSessionToken(token)))
    .returning({ reason: endedSession.reason, expiresAt: endedSession.expiresAt });
  return row && row.expiresAt > now ? row.reason : null;
}
