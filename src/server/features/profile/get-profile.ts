import type { TProfile } from '../../../domain/profile.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { getOrCreateProfileRow } from '../../db/profile-row.ts';
import { toProfile } from './profile-answer.ts';

/** GET /api/profile. The session already carries the name and e-mail: one query, for the profile row only. */
export async function getProfile(deps: Pick<TAppDeps, 'database' | 'clock'>, caller: { id: string; name: string; email: string }): Promise<TProfile> {
  const now = deps.clock.now();
  return toProfile(caller, await getOrCreateProfileRow(deps.database.db, caller.id, { now }), now);
}
