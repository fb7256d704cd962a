import { eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { toUsageMonth } from '../../domain/plan.ts';
import { AppError } from '../errors.ts';
import type { TDatabase } from './client.ts';
import { profile } from './schema.ts';

// The one place that writes a missing profile row: sign-up creates it, and every reader goes
// through here so that accounts made before profiles existed get their free row on first use.

export type TProfileRow = typeof profile.$inferSelect;

/** Writes the free profile row unless the user has one. Safe to race: the primary key decides. */
export async function ensureProfileRow(db: TDatabase, userId: string, now: Date = new Date()): Promise<void> {
  await db
    .insert(profile)
    .values({ userId, usageMonth: toUsageMonth(now) })
    .onConflictDoNothing();
}

function prepareProfileRead(db: TDatabase) {
  return db
    .select()
    .from(profile)
    .where(eq(profile.userId, sql.placeholder('userId')))
    .prepare('forkcast_profile_row');
}

/** The hot read (every profile and plan check) prepared once per database: no query building per request. */
const profileReads = new WeakMap<TDatabase, ReturnType<typeof prepareProfileRead>>();

function readProfileRow(db: TDatabase, userId: string): Promise<TProfileRow[]> {
  // A prepared statement runs on the pool, so inside a transaction the query is built as usual.
  if (db instanceof PgTransaction) return db.select().from(profile).where(eq(profile.userId, userId));
  let prepared = profileReads.get(db);
  if (!prepared) profileReads.set(db, (prepared = prepareProfileRead(db)));
  return prepared.execute({ userId });
}

/**
 * The user's profile row, created with the free defaults when missing. `forUpdate` locks it for the
 * rest of the caller's transaction (limits checked and counted on the same row).
 */
export async function getOrCreateProfileRow(
  db: TDatabase,
  userId: string,
  { forUpdate = false, now = new Date() }: { forUpdate?: boolean; now?: Date } = {},
): Promise<TProfileRow> {
  const read = async () => {
    const [row] = forUpdate ? await db.select().from(profile).where(eq(profile.userId, userId)).for('update') : await readProfileRow(db, userId);
    return row;
  };
  const existing = forUpdate ? undefined : await read();
  if (existing) return existing;
  await ensureProfileRow(db, userId, now);
  const row = await read();
  // Only a deleted account has no row after the insert.
  if (!row) throw new AppError('NOT_FOUND', 'Account not found.');
  return row;
}
