import { and, eq, ne, sql } from 'drizzle-orm';
import type { TAppDeps } from '../../app-deps.ts';
import { verifyCurrentPassword } from '../../auth/verify-current-password.ts';
import type { TDatabase } from '../../db/client.ts';
import { user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { limitPasswordChecks } from './password-attempts.ts';
import { readOwner } from './service.ts';

type TChangeEmailInput = { userId: string; newEmail: string; currentPassword: string; ip: string };

/** The new address must be unverified until its owner opens the new verification link. */
async function writeNewEmail(db: TDatabase, userId: string, newEmail: string): Promise<{ email: string; emailVerified: boolean }> {
  const current = await readOwner(db, userId);
  if (current.email.toLowerCase() === newEmail) throw new AppError('BAD_REQUEST', 'That is already your e-mail address.');
  const taken = await db.query.user.findFirst({
    where: and(eq(sql`lower(${user.email})`, newEmail), ne(user.id, userId)),
    columns: { id: true },
  });
  if (taken) throw new AppError('CONFLICT', 'This e-mail address cannot be used. Please choose another one.');
  try {
    await db.update(user).set({ email: newEmail, emailVerified: false, updatedAt: new Date() }).where(eq(user.id, userId));
  } catch (error) {
    // Two accounts racing for one address: the unique index decides.
    throw new AppError('CONFLICT', 'This e-mail address cannot be used. Please choose another one.', { cause: error });
  }
  return { email: newEmail, emailVerified: false };
}

/** POST /api/profile/email: password check, the new address (unverified), and a verification link sent to it. */
export async function changeEmail(
  deps: Pick<TAppDeps, 'auth' | 'config' | 'database' | 'rateLimiter'>,
  { userId, newEmail, currentPassword, ip }: TChangeEmailInput,
): Promise<{ email: string; emailVerified: boolean }> {
  const { db } = deps.database;
  await limitPasswordChecks(deps.rateLimiter, ip);
  await verifyCurrentPassword(deps.auth, db, userId, currentPassword);
  const result = await writeNewEmail(db, userId, newEmail);
  // Without a session header better-auth looks the user up by e-mail.
  await deps.auth.api.sendVerificationEmail({ body: { email: result.email } });
  return result;
}
