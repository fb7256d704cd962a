import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../../../domain/limits.ts';

/** The stored status text; unknown values count as free rather than failing a save. */
export const ZSubscriptionStatusSchema = z.enum([...SUBSCRIPTION_STATUSES, 'cancelling']).catch('free');
