import type { TAppDeps } from '../../app-deps.ts';
import { callProvider, readBillingProfile } from './billing-profile.ts';

/** POST /api/billing/portal: the payment provider's billing page for the caller's customer record. */
export async function openBillingPortal(deps: Pick<TAppDeps, 'database' | 'payments' | 'clock'>, userId: string): Promise<{ url: string }> {
  const row = await readBillingProfile(deps.database.db, userId, deps.clock.now());
  return callProvider(() => deps.payments.createPortal(row.stripeCustomerId), 'Could not open billing management. Please try again later.');
}
