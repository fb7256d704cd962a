import { eq, lte, sql } from 'drizzle-orm';
import type { TDatabase } from '../db/client.ts';
import { endedSession, session } from '../db/schema.ts';

/**
 * A disabled account is signed out everywhere at once: every session is deleted, and first remembered
 * by its token's SHA-256 (computed in the database, so no token leaves it) until it would have
 * expired, so the cook's next request can be told why (take-ended-session-reason.ts). Past rows go here.
 */
export async function endDisabledSessions(db: TDatabase, userId: string): Promise<void> {
  await db.delete(endedSession).where(lte(endedSession.expiresAt, sql`now()`));
  await db
    .insert(endedSession)
    .select(
      db
        .select({
          tokenHash: sql<string>`encode(sha256(convert_to(${session.token}, 'UTF8')), 'hex')`.as('token_hash'),
          userId: session.userId,
          reason: sql<'disabled'>`'disabled'`.as('reason'),
          expiresAt: session.expiresAt,
        })
        .from(session)
        .where(eq(session.userId, userId)),
    )
    .onConflictDoNothing();
  await db.delete(session).where(eq(session.userId, userId));
}
