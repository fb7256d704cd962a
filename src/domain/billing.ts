import { z } from 'zod';
import { PRICE_TYPES } from './pricing.ts';

/** POST /create-checkout-session body (spec §7). */
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
