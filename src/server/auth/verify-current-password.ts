import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../db/client.ts';
import { account } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { TAuth } from './auth.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';

/** Sensitive account changes (e-mail, deletion) need the current password, checked with better-auth's own hasher. */
export async function verifyCurrentPassword(auth: TAuth, db: TDatabase, userId: string, password: string): Promise<void> {
  const credential = await db.query.account.findFirst({
    where: and(eq(account.userId, userId), eq(account.providerId, 'credential')),
  });
  if (!credential?.password) throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD_MESSAGE);
  const context = await auth.$context;
  const isValid = await context.password.verify({ hash: credential.password, password });
  if (!isValid) throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD_MESSAGE);
}
