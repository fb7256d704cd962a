import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from './client.ts';
import { user } from './schema.ts';

/**
 * At start: ADMIN_EMAILS accounts whose address is verified get the admin role, and an unverified
 * account holds none (an earlier version granted it at sign-up, before the address was proven).
 */
export async function promoteAdmins(db: TDatabase, emails: readonly string[]): Promise<void> {
  await db
    .update(user)
    .set({ role: 'user', updatedAt: new Date() })
    .where(and(eq(user.role, 'admin'), eq(user.emailVerified, false)));
  if (emails.length === 0) return;
  await db
    .update(user)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(inArray(sql`lower(${user.email})`, [...emails]), eq(user.emailVerified, true)));
}
