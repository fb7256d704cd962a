// Loaded on demand by create-checkout-session.ts, so zod stays out of the pricing page's first load.
export { ZCheckoutSessionSchema } from '../../../../domain/billing.ts';
