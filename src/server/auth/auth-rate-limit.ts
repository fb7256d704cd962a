import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { VERIFY_RESEND_COOLDOWN_MS } from '../../domain/limits.ts';
import type { TDatabase } from '../db/client.ts';
import { rateLimit } from '../db/schema.ts';

// Fixed-window counters in the shared rate_limit table (one atomic upsert per check), so every
// app server behind a load balancer sees the same counts. Keys are prefixed 'fc:' and never
// collide with better-auth's own limiter, which we switch off in favour of this one.

type TScope = 'ip' | 'account';

export type TRateRule = {
  scope: TScope;
  windowMs: number;
  max: number;
};

const MINUTE = 60_000;

/** Per better-auth path. 'account' keys on the e-mail in the body (lower-cased). */
export const AUTH_RATE_RULES: Record<string, TRateRule[]> = {
  '/sign-in/email': [
    { scope: 'ip', windowMs: MINUTE, max: 20 },
    { scope: 'account', windowMs: MINUTE, max: 5 },
    { scope: 'account', windowMs: 15 * MINUTE, max: 20 },
  ],
  '/sign-up/email': [
    { scope: 'ip', windowMs: MINUTE, max: 5 },
    { scope: 'ip', windowMs: 60 * MINUTE, max: 30 },
    { scope: 'account', windowMs: MINUTE, max: 2 },
  ],
  '/send-verification-email': [
    { scope: 'ip', windowMs: MINUTE, max: 10 },
    // The spec's 60 s resend cooldown, enforced here too.
    { scope: 'account', windowMs: VERIFY_RESEND_COOLDOWN_MS, max: 1 },
    { scope: 'account', windowMs: 60 * MINUTE, max: 10 },
  ],
  '/request-password-reset': [
    { scope: 'ip', windowMs: MINUTE, max: 10 },
    { scope: 'account', windowMs: VERIFY_RESEND_COOLDOWN_MS, max: 1 },
    { scope: 'account', windowMs: 60 * MINUTE, max: 5 },
  ],
  '/reset-password': [{ scope: 'ip', windowMs: MINUTE, max: 10 }],
  '/change-password': [{ scope: 'ip', windowMs: MINUTE, max: 10 }],
  '/delete-user': [{ scope: 'ip', windowMs: MINUTE, max: 10 }],
  '/verify-email': [{ scope: 'ip', windowMs: MINUTE, max: 20 }],
};

/** Every other /api/auth path (get-session polling included) shares a generous per-IP budget. */
export const AUTH_DEFAULT_RULE: TRateRule = { scope: 'ip', windowMs: MINUTE, max: 300 };

/** Our own endpoints that check a password (e-mail change). */
export const PASSWORD_CHECK_RULE: TRateRule = { scope: 'ip', windowMs: MINUTE, max: 10 };

export const RATE_LIMIT_MESSAGES: Record<string, string> = {
  '/sign-in/email': 'Too many sign-in attempts. Please wait a minute and try again.',
  '/sign-up/email': 'Too many sign-up attempts. Please wait a minute and try again.',
  '/send-verification-email': 'Too many requests—please wait a minute and try again.',
  '/request-password-reset': 'Too many attempts. Please try again later.',
};
export const DEFAULT_RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

export type TRateDecision = { isAllowed: true } | { isAllowed: false; retryAfterS: number };

/** Counts one hit under `key` and tells whether it is within `rule`. Atomic: one statement. */
export async function consumeRate(db: TDatabase, key: string, rule: TRateRule, now: number = Date.now()): Promise<TRateDecision> {
  const windowStartBefore = now - rule.windowMs;
  const rows = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStartBefore} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStartBefore} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, windowStart: rateLimit.lastRequest });
  const row = rows[0];
  if (!row || row.count <= rule.max) return { isAllowed: true };
  return { isAllowed: false, retryAfterS: Math.max(1, Math.ceil((row.windowStart + rule.windowMs - now) / 1000)) };
}

export function toRateKey(path: string, rule: TRateRule, subject: string): string {
  return `fc:${path}:${rule.scope}:${rule.windowMs}:${subject}`;
}

/** Checks every rule of a path; the first one over its limit decides. All rules count the hit. */
export async function checkRateRules(
  db: TDatabase,
  path: string,
  rules: readonly TRateRule[],
  subjects: { ip: string; account: string | null },
): Promise<TRateDecision> {
  let worst: TRateDecision = { isAllowed: true };
  for (const rule of rules) {
    const subject = rule.scope === 'ip' ? subjects.ip : subjects.account;
    if (!subject) continue;
    const decision = await consumeRate(db, toRateKey(path, rule, subject), rule);
    if (!decision.isAllowed && (worst.isAllowed || decision.retryAfterS > worst.retryAfterS)) worst = decision;
  }
  return worst;
}
