import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { TApiTokenScope } from '../../domain/api-tokens.ts';
import type { TDatabase } from '../db/client.ts';
import { apiToken, user } from '../db/schema.ts';
import type { TSessionUser } from './session-user.ts';

/** Only this is stored: the token is 256 random bits, so a plain SHA-256 cannot be reversed or guessed. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The cook a personal API token acts for, with the token's id and scope; null for an unknown or revoked token. */
export async function loadApiTokenUser(db: TDatabase, token: string): Promise<TSessionUser | null> {
  const [row] = await db
    .select({
      tokenId: apiToken.id,
      scope: apiToken.scope,
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      banned: user.banned,
    })
    .from(apiToken)
    .innerJoin(user, eq(user.id, apiToken.userId))
    .where(eq(apiToken.tokenHash, hashApiToken(token)))
    .limit(1);
  if (!row) return null;
  const { tokenId, scope, ...caller } = row;
  return { ...caller, apiToken: { id: tokenId, scope } };
}

/** How often a token's `lastUsedAt` is written at most: a script calling every second costs one write a minute. */
export const API_TOKEN_USE_WRITE_INTERVAL_MS = 60_000;

/**
 * Notes that a token was used without a write per request: at most one UPDATE per token per interval
 * from this server, and the UPDATE itself skips a row another server touched within the interval.
 */
export class ApiTokenUseRecorder {
  private readonly lastWrites = new Map<string, number>();

  constructor(
    private readonly db: TDatabase,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  note(token: { id: string; scope: TApiTokenScope }): void {
    const now = this.now();
    const last = this.lastWrites.get(token.id);
    if (last !== undefined && now - last < API_TOKEN_USE_WRITE_INTERVAL_MS) return;
    this.lastWrites.set(token.id, now);
    if (this.lastWrites.size > 10_000) this.lastWrites.clear();
    const usedAt = new Date(now);
    const staleBefore = new Date(now - API_TOKEN_USE_WRITE_INTERVAL_MS);
    this.db
      .update(apiToken)
      .set({ lastUsedAt: usedAt })
      .where(and(eq(apiToken.id, token.id), or(isNull(apiToken.lastUsedAt), lt(apiToken.lastUsedAt, staleBefore))))
      .then(
        () => undefined,
        (error: unknown) => this.onError(error),
      );
  }
}
