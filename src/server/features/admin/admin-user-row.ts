import { eq } from 'drizzle-orm';
import type { TAdminUser } from '../../../domain/admin-users.ts';
import { hasProAccess, toUsageMonth } from '../../../domain/plan.ts';
import type { TDatabase } from '../../db/client.ts';
import { profile, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export const USER_NOT_FOUND_MESSAGE = 'User not found.';

/** The columns every admin user answer reads, from user joined with its profile. */
export const ADMIN_USER_COLUMNS = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  role: user.role,
  banned: user.banned,
  createdAt: user.createdAt,
  subscriptionStatus: profile.subscriptionStatus,
  subscriptionEndDate: profile.subscriptionEndDate,
  usageCount: profile.usageCount,
  usageMonth: profile.usageMonth,
  savedRecipeCount: profile.savedRecipeCount,
};

export type TAdminUserRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: string | null;
  banned: boolean | null;
  createdAt: Date;
  subscriptionStatus: string;
  subscriptionEndDate: Date | null;
  usageCount: number;
  usageMonth: string;
  savedRecipeCount: number;
};

/** Presenter between the joined row and the API answer. */
export function toAdminUser(row: TAdminUserRow, now: Date = new Date()): TAdminUser {
  const isPro = hasProAccess({ subscriptionStatus: row.subscriptionStatus, subscriptionEndDate: row.subscriptionEndDate }, now);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subscriptionStatus: row.subscriptionStatus,
    isPro,
    usageCount: row.usageCount,
    usageMonth: row.usageMonth,
    // A count from an earlier month no longer applies (the allowance restarts each month).
    recipeCount: row.usageMonth === toUsageMonth(now) ? row.usageCount : 0,
    savedRecipeCount: row.savedRecipeCount,
    disabled: row.banned === true,
    role: row.role === 'admin' ? 'admin' : 'user',
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getAdminUser(db: TDatabase, userId: string): Promise<TAdminUser> {
  const [row] = await db.select(ADMIN_USER_COLUMNS).from(user).innerJoin(profile, eq(profile.userId, user.id)).where(eq(user.id, userId));
  if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);
  return toAdminUser(row);
}
