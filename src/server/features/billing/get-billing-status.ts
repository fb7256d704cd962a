import type { TBillingStatus } from '../../../domain/billing.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { readBillingProfile, toBillingStatus } from './billing-profile.ts';

/** GET /api/billing: the caller's plan and which Manage actions apply right now. */
export async function getBillingStatus(deps: Pick<TAppDeps, 'database' | 'payments' | 'clock'>, userId: string): Promise<TBillingStatus> {
  const now = deps.clock.now();
  return toBillingStatus(await readBillingProfile(deps.database.db, userId, now), deps.payments.name, now);
}
