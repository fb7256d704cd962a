import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { apiToken } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** DELETE /api/tokens/:id: the caller's own token only (another cook's id is not found). Every server stops accepting it at commit. */
export async function deleteApiToken(db: TDatabase, userId: string, tokenId: string): Promise<void> {
  const deleted = await db
    .delete(apiToken)
    .where(and(eq(apiToken.id, tokenId), eq(apiToken.userId, userId)))
    .returning({ id: apiToken.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'API token not found.');
}
