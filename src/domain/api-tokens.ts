import { z } from 'zod';

/** Every personal API token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'fkc_';
/** At most this many tokens per cook: enough for every script and assistant, and a bound on the table. */
export const API_TOKENS_PER_COOK = 25;
export const API_TOKEN_NAME_MAX = 80;

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export const ZApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);
export type TApiTokenScope = z.infer<typeof ZApiTokenScopeSchema>;

/** Read only: GET requests (and MCP's read tools); read and write: everything the cook may do, but the account itself. */
export const API_TOKEN_SCOPE_LABELS: Record<TApiTokenScope, string> = {
  read: 'Read only',
  write: 'Read and write',
};

/** POST /api/tokens */
export const ZCreateApiTokenSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the token a name.')
    .max(API_TOKEN_NAME_MAX, `At most ${API_TOKEN_NAME_MAX} characters.`)
    // One line of plain text: it is shown in a list.
    .refine((name) => !/\p{Cc}/u.test(name), 'Use letters, numbers and spaces.'),
  scope: ZApiTokenScopeSchema,
});
export type TCreateApiToken = z.infer<typeof ZCreateApiTokenSchema>;

/** GET /api/tokens: one token as listed (never the token itself). */
export const ZApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: ZApiTokenScopeSchema,
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TApiToken = z.infer<typeof ZApiTokenSchema>;

export const ZApiTokenListSchema = z.array(ZApiTokenSchema);

/** 201 from POST /api/tokens: the only answer that carries the token. */
export const ZCreatedApiTokenSchema = ZApiTokenSchema.extend({ token: z.string() });
export type TCreatedApiToken = z.infer<typeof ZCreatedApiTokenSchema>;

/** Whether an Authorization header carries a personal API token (and not a better-auth session token). */
export function readApiTokenFromHeader(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const token = match?.[1];
  return token?.startsWith(API_TOKEN_PREFIX) ? token : null;
}
