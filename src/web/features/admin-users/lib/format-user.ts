import type { TAdminUser, TAdminUserSort, TSortDirection } from '../../../../domain/admin-users.ts';
import { FREE_GENERATIONS_PER_MONTH } from '../../../../domain/limits.ts';

/** The Recipe Count column: 'used/5' for free users, 'used/∞' for Pro. */
export function formatRecipeCount(user: Pick<TAdminUser, 'recipeCount' | 'isPro'>): string {
  return `${user.recipeCount}/${user.isPro ? '∞' : FREE_GENERATIONS_PER_MONTH}`;
}

export function formatSubscription(status: string): string {
  if (status === 'pro') return 'Pro';
  if (status === 'canceling' || status === 'cancelling') return 'Canceling';
  return 'Free';
}

export type TUserStatus = 'Active' | 'Unverified' | 'Disabled';

/** Disabled wins; an account whose e-mail is not verified cannot use the app yet, so it is not "Active". */
export function formatStatus(user: Pick<TAdminUser, 'disabled' | 'emailVerified'>): TUserStatus {
  if (user.disabled) return 'Disabled';
  return user.emailVerified ? 'Active' : 'Unverified';
}

/** Another column starts ascending; clicking the active column flips its direction. */
export function toggleSort(current: { sort: TAdminUserSort; dir: TSortDirection }, clicked: TAdminUserSort): { sort: TAdminUserSort; dir: TSortDirection } {
  if (current.sort !== clicked) return { sort: clicked, dir: 'asc' };
  return { sort: clicked, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}
