// Loaded on demand by use-start-checkout.ts, so zod stays out of the first load of the pages that upgrade.
export { ZCheckoutSessionSchema } from '../../../domain/billing.ts';
