import { z } from 'zod';

/** The account keeps `email` until the link sent to `pendingEmail` is opened. */
export const ZChangeEmailResult = z.object({ email: z.string(), emailVerified: z.boolean(), pendingEmail: z.string() });
