import { and, eq, like } from 'drizzle-orm';
import type { TDatabase } from '../db/client.ts';
import { verification } from '../db/schema.ts';

/**
 * Ends every outstanding password-reset link of a user. better-auth keeps each link as a verification
 * row `reset-password:<token>` whose value is the user id, and deletes only the one that is used.
 */
export async function endResetLinks(db: TDatabase, userId: string): Promise<void> {
  await db.delete(verification).where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)));
}
