import { z } from 'zod';

/** The answer of a request that sends no body back (a DELETE's 204 reads as null). */
export const ZNullAnswerSchema = z.null();
