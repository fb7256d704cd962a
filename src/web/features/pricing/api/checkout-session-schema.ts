// Loaded on demand by create-checkout-session.ts. The jitless switch is imported first so it runs before
// the domain module defines its schemas (ES modules evaluate imports in order).
import '../../../lib/zod-jitless.ts';

export { ZCheckoutSessionSchema } from '../../../../domain/billing.ts';
