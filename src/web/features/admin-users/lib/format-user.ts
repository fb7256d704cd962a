import type { TAdminUser, TAdminUserSort, TSortDirection } from '../../../../domain/admin-users.ts';
import { FREE_GENERATIONS_PER_MONTH } from '../../../../domain/limits.ts';

/** Spec §2: 'used/5' for free users, 'used/∞' for Pro. */
export function formatRecipeCount(user: Pick<TAdminUser, 'recipeCount' | 'isPro'>): string {
  return `${user.recipeCount}/${user.isPro ? '∞' : FREE_GENERATIONS_PER_MONTH}`;
}

export function formatSubscription(status: string): string {
  if (status === 'pro') return 'Pro';
  if (status === 'canceling' || status === 'cancelling') return 'Canceling';
  return 'Free';
}

export function formatStatus(user: Pick<TAdminUser, 'disabled'>): 'Active' | 'Disabled' {
  return user.disabled ? 'Disabled' : 'Active';
}

/** Spec §2: another column starts ascending; clicking the active column flips its direction. */
export function toggleSort(current: { sort: TAdminUserSort; dir: TSortDirection }, clicked: TAdminUserSort): { sort: TAdminUserSort; dir: TSortDirection } {
  if (current.sort !== clicked) return { sort: clicked, dir: 'asc' };
  return { sort: clicked, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}
