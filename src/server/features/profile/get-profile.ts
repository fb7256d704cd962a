import type { TProfile } from '../../../domain/profile.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { readHasPassword } from '../../auth/confirm-account-owner.ts';
import { getOrCreateProfileRow } from '../../db/profile-row.ts';
import { toProfile } from './profile-answer.ts';

/** GET /api/profile. The session already carries the name and e-mail: the profile row, and whether a password is set. */
export async function getProfile(deps: Pick<TAppDeps, 'database' | 'clock'>, caller: { id: string; name: string; email: string }): Promise<TProfile> {
  const now = deps.clock.now();
  const { db } = deps.database;
  const [row, hasPassword] = await Promise.all([getOrCreateProfileRow(db, caller.id, { now }), readHasPassword(db, caller.id)]);
  return toProfile({ ...caller, hasPassword }, row, now);
}
