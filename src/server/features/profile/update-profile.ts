import { eq } from 'drizzle-orm';
import { normaliseAvoidList } from '../../../domain/dietary/find-avoided-ingredients.ts';
import type { TProfile, TUpdateProfile } from '../../../domain/profile.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { readHasPassword } from '../../auth/confirm-account-owner.ts';
import { ensureProfileRow, getOrCreateProfileRow } from '../../db/profile-row.ts';
import { profile, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { PRO_FEATURE_MESSAGES, requirePro } from '../../plan-access.ts';
import { toAllergens, toProfile } from './profile-answer.ts';

/**
 * PATCH /api/profile: the name (on the user row) and the preferences (on the profile row) in one
 * transaction, so a failure leaves neither half changed; answers the profile as saved.
 */
export async function updateProfile(deps: Pick<TAppDeps, 'database' | 'clock'>, userId: string, changes: TUpdateProfile): Promise<TProfile> {
  const now = deps.clock.now();
  const avoidIngredients = changes.avoidIngredients === undefined ? undefined : normaliseAvoidList(changes.avoidIngredients);
  const dietary = changes.dietary ?? {};
  const hasDietaryChange = Object.values(dietary).some((value) => value !== undefined) || avoidIngredients !== undefined;
  const allergens = changes.allergens === undefined ? {} : { allergens: toAllergens(changes.allergens) };
  return deps.database.db.transaction(async (tx) => {
    // Setting custom preferences is Pro; anyone may clear theirs.
    if (avoidIngredients !== undefined && avoidIngredients.length > 0) {
      await requirePro(tx, userId, now, PRO_FEATURE_MESSAGES.customPreferences);
    }
    if (changes.name !== undefined) {
      await tx.update(user).set({ name: changes.name, updatedAt: new Date() }).where(eq(user.id, userId));
    }
    await ensureProfileRow(tx, userId);
    if (hasDietaryChange || changes.allergens !== undefined || changes.theme !== undefined || changes.nutritionGoals !== undefined) {
      await tx
        .update(profile)
        .set({
          ...dietary,
          ...allergens,
          ...(avoidIngredients === undefined ? {} : { avoidIngredients }),
          ...(changes.theme === undefined ? {} : { theme: changes.theme }),
          ...(changes.nutritionGoals === undefined ? {} : { nutritionGoals: changes.nutritionGoals }),
          updatedAt: new Date(),
        })
        .where(eq(profile.userId, userId));
    }
    const owner = await tx.query.user.findFirst({ where: eq(user.id, userId), columns: { name: true, email: true } });
    if (!owner) throw new AppError('NOT_FOUND', 'Account not found.');
    return toProfile({ ...owner, hasPassword: await readHasPassword(tx, userId) }, await getOrCreateProfileRow(tx, userId, { now }), now);
  });
}
