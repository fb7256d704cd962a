import { z } from 'zod';

/**
 * A page's own id for one action (a UUID it made), sent with the list check, the cart add and the
 * rating: an action queued offline and sent again is applied once (see server/db/apply-once.ts).
 */
export const ZClientIdSchema = z.uuid();
