import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TDatabase } from '../db/client.ts';
import { account } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { TAuth } from './auth.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';
/** Word for word what the schema answers for an empty password: omitting it reads the same. */
export const MISSING_CURRENT_PASSWORD_MESSAGE = 'currentPassword: Please enter your current password.';
/** How old the session of a cook without a password may be for a sensitive change (GitHub's "sudo mode" is similar). */
export const RECENT_SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

/** The message for an old session: names the provider the cook signs in with, when one is configured. */
export function describeRecentSignInRequired(providerName: string | null): string {
  const signIn = providerName ? `sign in again with ${providerName}` : 'sign in again';
  return `For your safety, ${signIn}, then try again within 10 minutes.`;
}

/** The password hash of the account's e-mail/password sign-in, null when it has none (single sign-on only). */
export async function readPasswordHash(db: TDatabase, userId: string): Promise<string | null> {
  const credential = await db.query.account.findFirst({
    where: and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)),
    columns: { password: true },
  });
  return credential?.password ?? null;
}

/** Whether the account has a password at all (the profile's `hasPassword`: the settings show its fields). */
export async function readHasPassword(db: TDatabase, userId: string): Promise<boolean> {
  return (await readPasswordHash(db, userId)) !== null;
}

type TOwnerProof = {
  currentPassword: string | undefined;
  /** When the caller's session was made by a sign-in (null: no session, e.g. a forged cookie). */
  readSessionCreatedAt: () => Promise<Date | null>;
  now: Date;
  providerName: string | null;
};

/**
 * Sensitive account changes (e-mail, deletion) need proof that the owner is at the keyboard: the
 * current password, checked with better-auth's own hasher; or, for an account without one (single
 * sign-on only), a session made by a sign-in within the last 10 minutes. A cook with a password
 * always needs it: leaving it out is no way around it.
 */
export async function confirmAccountOwner(auth: TAuth, db: TDatabase, userId: string, proof: TOwnerProof): Promise<void> {
  const hash = await readPasswordHash(db, userId);
  if (hash !== null) {
    if (proof.currentPassword === undefined) throw new AppError('VALIDATION_ERROR', MISSING_CURRENT_PASSWORD_MESSAGE);
    const context = await auth.$context;
    const isValid = await context.password.verify({ hash, password: proof.currentPassword });
    if (!isValid) throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD_MESSAGE);
    return;
  }
  const createdAt = await proof.readSessionCreatedAt();
  const isRecent = createdAt !== null && proof.now.getTime() - createdAt.getTime() <= RECENT_SIGN_IN_WINDOW_MS;
  if (!isRecent) throw new AppError('RECENT_SIGN_IN_REQUIRED', describeRecentSignInRequired(proof.providerName));
}

/** The caller's session as better-auth reads it (cookie or bearer), for its creation time: never refreshed by this read. */
export async function readSessionCreatedAt(auth: TAuth, request: FastifyRequest): Promise<Date | null> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers), query: { disableCookieCache: true, disableRefresh: true } });
  return result ? new Date(result.session.createdAt) : null;
}
