import { inArray, sql } from 'drizzle-orm';
import type { TDatabase } from './client.ts';
import { user } from './schema.ts';

/** ADMIN_EMAILS accounts that already exist get the admin role at start. */
export async function promoteAdmins(db: TDatabase, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .update(user)
    .set({ role: 'admin' })
    .where(inArray(sql`lower(${user.email})`, [...emails]));
}
