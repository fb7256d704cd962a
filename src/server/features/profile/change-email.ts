import { createEmailVerificationToken } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type { TAppDeps } from '../../app-deps.ts';
import { EMAIL_TOKEN_LIFETIME_S } from '../../auth/auth.ts';
import { confirmAccountOwner } from '../../auth/confirm-account-owner.ts';
import { user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sendEmailChangeLink, sendEmailTakenNotice } from './email-change-mail.ts';
import { limitPasswordChecks } from './password-attempts.ts';
import type { TChangeEmail } from './profile-schemas.ts';

type TChangeEmailInput = TChangeEmail & { ip: string; readSessionCreatedAt: () => Promise<Date | null> };

export type TChangeEmailResult = { email: string; emailVerified: boolean; pendingEmail: string };

/**
 * POST /api/profile/email: the owner's proof (password, or a recent sign-in without one), then a link to the new address; the account keeps its
 * address until that link is opened (better-auth's change-email-verification token, applied by
 * /api/auth/verify-email). Free and registered addresses get the same answer: a registered
 * one receives a heads-up instead of a link, so nobody can claim an address they cannot read.
 */
export async function changeEmail(
  deps: Pick<TAppDeps, 'auth' | 'config' | 'database' | 'rateLimiter' | 'mail' | 'clock'>,
  userId: string,
  { newEmail, currentPassword, ip, readSessionCreatedAt }: TChangeEmailInput,
): Promise<TChangeEmailResult> {
  const { db } = deps.database;
  await limitPasswordChecks(deps.rateLimiter, ip);
  await confirmAccountOwner(deps.auth, db, userId, {
    currentPassword,
    readSessionCreatedAt,
    now: deps.clock.now(),
    providerName: deps.config.oidc?.displayName ?? null,
  });
  const owner = await db.query.user.findFirst({ where: eq(user.id, userId), columns: { name: true, email: true, emailVerified: true } });
  if (!owner) throw new AppError('NOT_FOUND', 'Account not found.');
  if (owner.email.toLowerCase() === newEmail) throw new AppError('BAD_REQUEST', 'That is already your e-mail address.');

  const holder = await db.query.user.findFirst({ where: eq(sql`lower(${user.email})`, newEmail), columns: { id: true } });
  const appUrl = deps.config.APP_URL;
  if (holder) {
    await sendEmailTakenNotice(deps.mail, { appUrl, takenEmail: newEmail });
  } else {
    const { secret } = await deps.auth.$context;
    const token = await createEmailVerificationToken(secret, owner.email, newEmail, EMAIL_TOKEN_LIFETIME_S, {
      requestType: 'change-email-verification',
      userId,
    });
    await sendEmailChangeLink(deps.mail, { appUrl, name: owner.name, newEmail, token });
  }
  return { email: owner.email, emailVerified: owner.emailVerified, pendingEmail: newEmail };
}
