import type { FastifyReply } from 'fastify';
import type { TDatabase } from '../../db/client.ts';
import { consumeRate, toRateKey, type TRateRule } from '../../auth/auth-rate-limit.ts';
import { AppError } from '../../errors.ts';

const MINUTE = 60_000;

/** Per account, counted in the shared rate_limit table so every app server sees the same numbers. */
export const CONTACT_RATE_RULE: TRateRule = { scope: 'account', windowMs: 60 * MINUTE, max: 5 };
export const MESSAGE_RATE_RULE: TRateRule = { scope: 'account', windowMs: MINUTE, max: 30 };

export const CONTACT_RATE_MESSAGE = 'You have sent several messages recently. Please wait an hour before sending another.';
export const MESSAGE_RATE_MESSAGE = 'You are sending messages too quickly. Please wait a minute and try again.';

/** Counts one hit for the account and refuses with 429 and Retry-After when it is over the rule. */
export async function enforceAccountRate(
  db: TDatabase,
  reply: FastifyReply,
  { name, rule, message, accountId }: { name: string; rule: TRateRule; message: string; accountId: string },
): Promise<void> {
  const decision = await consumeRate(db, toRateKey(name, rule, accountId), rule);
  if (decision.isAllowed) return;
  reply.header('retry-after', String(decision.retryAfterS));
  throw new AppError('RATE_LIMITED', message);
}
