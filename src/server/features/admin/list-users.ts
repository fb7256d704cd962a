import { asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TAdminUserSort, TListAdminUsersQuery, TListAdminUsersResponse, TSortDirection } from '../../../domain/admin-users.ts';
import { toUsageMonth } from '../../../domain/plan.ts';
import type { TDatabase } from '../../db/client.ts';
import { profile, user, userCount } from '../../db/schema.ts';
import { ADMIN_USER_COLUMNS, toAdminUser } from './admin-user-row.ts';

/**
 * Each sort is served by one covering index (see schema.ts) and ends on a unique column, so ties are
 * broken the same way on every request and a page never repeats or skips a user.
 */
const SORT_COLUMNS: Record<TAdminUserSort, { table: 'user' | 'profile'; columns: AnyPgColumn[] }> = {
  email: { table: 'user', columns: [user.email, user.id] },
  status: { table: 'user', columns: [user.banned, user.email, user.id] },
  subscription: { table: 'profile', columns: [profile.subscriptionStatus, profile.userId] },
  recipeCount: { table: 'profile', columns: [profile.usageCount, profile.userId] },
};

function toOrderBy(sort: TAdminUserSort, dir: TSortDirection): SQL[] {
  const direction = dir === 'asc' ? asc : desc;
  return SORT_COLUMNS[sort].columns.map((column) => direction(column));
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Matches the trigram index user_search_trgm_idx expression exactly, so PostgreSQL can use it. */
function toSearchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  return sql`(lower(${user.email}) || ' ' || lower(${user.name})) like ${pattern}`;
}

/**
 * Starts the new month for counters still on an earlier one, as the next generation would, so the
 * stored count is the one the Recipe Count column shows and sorts by (an index probe when none are stale).
 */
async function rollOverUsageMonths(db: TDatabase, month: string): Promise<void> {
  await db.update(profile).set({ usageCount: 0, usageMonth: month }).where(lt(profile.usageMonth, month));
}

/** The page's ids from one index alone (no join while skipping the offset), in page order. */
async function selectPageIds(db: TDatabase, query: TListAdminUsersQuery, filter: SQL | undefined): Promise<string[]> {
  const offset = (query.page - 1) * query.pageSize;
  const orderBy = toOrderBy(query.sort, query.dir);
  if (SORT_COLUMNS[query.sort].table === 'user') {
    const rows = await db
      .select({ id: user.id })
      .from(user)
      .where(filter)
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset(offset);
    return rows.map((row) => row.id);
  }
  const base = db.select({ id: profile.userId }).from(profile);
  const rows = await (filter ? base.innerJoin(user, eq(user.id, profile.userId)).where(filter) : base)
    .orderBy(...orderBy)
    .limit(query.pageSize)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** Unfiltered: the trigger-kept count (one row). Searched: a count through the trigram index. */
async function countUsers(db: TDatabase, filter: SQL | undefined): Promise<number> {
  if (!filter) {
    const [row] = await db.select({ total: userCount.total }).from(userCount);
    if (row) return row.total;
  }
  const [row] = await db.select({ total: count() }).from(user).where(filter);
  return row?.total ?? 0;
}

/** GET /api/admin/users: sorted, searched and paged in the database. Every account has a profile row (sign-up hook). */
export async function listAdminUsers(db: TDatabase, query: TListAdminUsersQuery, now: Date = new Date()): Promise<TListAdminUsersResponse> {
  await rollOverUsageMonths(db, toUsageMonth(now));
  const filter = toSearchFilter(query.q);
  const [ids, total] = await Promise.all([selectPageIds(db, query, filter), countUsers(db, filter)]);
  const rows =
    ids.length === 0 ? [] : await db.select(ADMIN_USER_COLUMNS).from(user).innerJoin(profile, eq(profile.userId, user.id)).where(inArray(user.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    users: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toAdminUser(row, now)] : [];
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
