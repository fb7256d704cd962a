import { z } from 'zod';
import { PRICE_TYPES } from './pricing.ts';

/** POST /create-checkout-session body. */
export const ZCreateCheckoutSessionSchema = z.object({
  userId: z.string().trim().min(1).max(200),
  priceType: z.enum(PRICE_TYPES),
});
export type TCreateCheckoutSession = z.infer<typeof ZCreateCheckoutSessionSchema>;

/** Its answer: the payment page the browser is sent to. */
export const ZCheckoutSessionSchema = z.object({
  url: z.url(),
});
export type TCheckoutSession = z.infer<typeof ZCheckoutSessionSchema>;

export const BILLING_NOT_CONFIGURED_MESSAGE = 'Billing is not configured on this server.';

export const PAYMENTS_MODES = ['off', 'dev', 'stripe'] as const;

/** GET /api/user-plan/:uid: the effective plan, default free. */
export const ZUserPlanSchema = z.object({ plan: z.enum(['free', 'pro']) });
export type TUserPlan = z.infer<typeof ZUserPlanSchema>;

/** POST /cancel-subscription: message and the day Pro ends (ISO). */
export const ZCancelSubscriptionResponseSchema = z.object({
  message: z.string(),
  endDate: z.string().nullable(),
});
export type TCancelSubscriptionResponse = z.infer<typeof ZCancelSubscriptionResponseSchema>;

/** GET /api/billing: what the Settings Subscription tab shows and which Manage actions it offers. */
export const ZBillingStatusSchema = z.object({
  payments: z.enum(PAYMENTS_MODES),
  plan: z.enum(['free', 'pro']),
  subscriptionStatus: z.enum(['free', 'pro', 'canceling', 'cancelling']),
  subscriptionEndDate: z.string().nullable(),
  priceType: z.enum(PRICE_TYPES).nullable(),
  canUpgrade: z.boolean(),
  canCancel: z.boolean(),
  canResume: z.boolean(),
  canManageBilling: z.boolean(),
});
export type TBillingStatus = z.infer<typeof ZBillingStatusSchema>;

/** POST /api/billing/resume and POST /api/billing/dev/pay answer the new status. */
export const ZDevPaySchema = z.object({ priceType: z.enum(PRICE_TYPES) });
export type TDevPay = z.infer<typeof ZDevPaySchema>;

export const ZPortalSessionSchema = z.object({ url: z.url() });

export const ALREADY_PRO_MESSAGE = 'You already have Pro. Manage your plan in Settings → Subscription.';
export const NOT_PRO_TO_CANCEL_MESSAGE = 'You have no active Pro subscription to cancel.';
export const ALREADY_CANCELING_MESSAGE = 'Your subscription is already canceled; Pro stays until the end date.';
export const NOTHING_TO_RESUME_MESSAGE = 'There is no canceled subscription to resume.';
