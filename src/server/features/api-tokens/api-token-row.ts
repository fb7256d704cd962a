import type { TApiToken } from '../../../domain/api-tokens.ts';
import type { apiToken } from '../../db/schema.ts';

type TApiTokenRow = Pick<typeof apiToken.$inferSelect, 'id' | 'name' | 'scope' | 'createdAt' | 'lastUsedAt'>;

/** A token as the owner sees it listed: never the token or its hash. */
export function toApiTokenAnswer(row: TApiTokenRow): TApiToken {
  return { id: row.id, name: row.name, scope: row.scope, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

export const API_TOKEN_COLUMNS = { id: true, name: true, scope: true, createdAt: true, lastUsedAt: true } as const;
