import { eq } from 'drizzle-orm';
import type { TAppDeps } from '../../app-deps.ts';
import { billingEvent, profile } from '../../db/schema.ts';
import type { TPaymentEvent, TSubscriptionSnapshot } from '../../providers/payments/payment-provider.ts';
import { callProvider } from './billing-profile.ts';

export const HANDLED_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export type TEventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown-customer';

/**
 * Applies one verified webhook event, idempotently: the event id is recorded in the same transaction
 * as the change, so a replay changes nothing. Whatever the event, the subscription is re-read from the
 * provider and its current state written, so events arriving out of order cannot leave an old state.
 */
export async function applyPaymentEvent(deps: Pick<TAppDeps, 'database' | 'payments'>, event: TPaymentEvent): Promise<TEventOutcome> {
  if (!HANDLED_EVENT_TYPES.has(event.type)) return 'ignored';
  const { db } = deps.database;
  const seen = await db.query.billingEvent.findFirst({ where: eq(billingEvent.id, event.id), columns: { id: true } });
  if (seen) return 'duplicate';
  const subscriptionId = event.subscriptionId;
  // Read before the transaction: a provider failure answers 5xx and the provider delivers the event again.
  const snapshot: TSubscriptionSnapshot | null = subscriptionId
    ? await callProvider(() => deps.payments.getSubscription(subscriptionId), 'Could not read the subscription from the payment provider.')
    : null;

  return db.transaction(async (tx) => {
    const [recorded] = await tx.insert(billingEvent).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: billingEvent.id });
    if (!recorded) return 'duplicate';

    const isCheckout = event.type === 'checkout.session.completed';
    const customerId = snapshot?.customerId || event.customerId;
    const cook =
      isCheckout && event.userId
        ? await tx.query.profile.findFirst({ where: eq(profile.userId, event.userId) })
        : customerId
          ? await tx.query.profile.findFirst({ where: eq(profile.stripeCustomerId, customerId) })
          : undefined;
    if (!cook) return 'unknown-customer';

    if (isCheckout && customerId && cook.stripeCustomerId !== customerId) {
      await tx.update(profile).set({ stripeCustomerId: customerId, updatedAt: new Date() }).where(eq(profile.userId, cook.userId));
    }
    if (!snapshot || snapshot.status === 'unchanged') return 'applied';
    // A late event about an older subscription must not undo the one the cook has now.
    const isOtherSubscription = cook.stripeSubscriptionId !== null && cook.stripeSubscriptionId !== snapshot.subscriptionId;
    if (isOtherSubscription && !isCheckout) return 'applied';

    await tx
      .update(profile)
      .set({
        subscriptionStatus: snapshot.status,
        subscriptionEndDate: snapshot.endDate,
        stripeSubscriptionId: snapshot.subscriptionId,
        subscriptionPriceType: snapshot.priceType ?? cook.subscriptionPriceType,
        updatedAt: new Date(),
      })
      .where(eq(profile.userId, cook.userId));
    return 'applied';
  });
}
