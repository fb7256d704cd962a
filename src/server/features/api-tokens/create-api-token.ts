import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { API_TOKEN_PREFIX, API_TOKENS_PER_COOK, type TCreateApiToken, type TCreatedApiToken } from '../../../domain/api-tokens.ts';
import { hashApiToken } from '../../auth/api-token-user.ts';
import type { TDatabase } from '../../db/client.ts';
import { apiToken, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { toApiTokenAnswer } from './api-token-row.ts';

/** 256 random bits behind a recognisable prefix. */
function generateApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * POST /api/tokens: a new token, answered once; only its hash is kept. The count is checked on the
 * cook's locked user row, so two requests at once cannot pass the limit together.
 */
export async function createApiToken(db: TDatabase, userId: string, input: TCreateApiToken): Promise<TCreatedApiToken> {
  const token = generateApiToken();
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${user} WHERE ${user.id} = ${userId} FOR UPDATE`);
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(apiToken)
      .where(eq(apiToken.userId, userId));
    if ((counted?.count ?? 0) >= API_TOKENS_PER_COOK) {
      throw new AppError('LIMIT_REACHED', `You can have at most ${API_TOKENS_PER_COOK} API tokens. Revoke one you no longer use first.`);
    }
    const [inserted] = await tx
      .insert(apiToken)
      .values({ id: randomUUID(), userId, name: input.name, scope: input.scope, tokenHash: hashApiToken(token) })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('the token row was not written');
  return { ...toApiTokenAnswer(row), token };
}
