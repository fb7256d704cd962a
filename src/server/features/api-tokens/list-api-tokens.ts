import { desc, eq } from 'drizzle-orm';
import type { TApiToken } from '../../../domain/api-tokens.ts';
import type { TDatabase } from '../../db/client.ts';
import { apiToken } from '../../db/schema.ts';
import { API_TOKEN_COLUMNS, toApiTokenAnswer } from './api-token-row.ts';

/** GET /api/tokens: the caller's tokens, newest first. */
export async function listApiTokens(db: TDatabase, userId: string): Promise<TApiToken[]> {
  const rows = await db.query.apiToken.findMany({
    columns: API_TOKEN_COLUMNS,
    where: eq(apiToken.userId, userId),
    orderBy: [desc(apiToken.createdAt), desc(apiToken.id)],
  });
  return rows.map(toApiTokenAnswer);
}
