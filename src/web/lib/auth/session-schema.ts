import { z } from 'zod';

// better-auth's get-session answer (with the admin plugin's fields), read by the answer worker
// (answer-parsing/answer-schemas.ts): the page's first load reads the session without better-auth's client
// and without zod. Dates arrive as ISO strings; better-auth's client revives them, and so does this schema.
// Loose objects: whatever else better-auth sends is kept, as its client keeps it.

const nullishText = z.string().nullish();

export const ZSessionUserSchema = z.looseObject({
  id: z.string(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  image: nullishText,
  // better-auth's type has this key always (possibly undefined): a missing one reads as null.
  banned: z.boolean().nullable().default(null),
  role: nullishText,
  banReason: nullishText,
  banExpires: z.coerce.date().nullish(),
});

export const ZSessionRecordSchema = z.looseObject({
  id: z.string(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
  userId: z.string(),
  expiresAt: z.coerce.date(),
  token: z.string(),
  ipAddress: nullishText,
  userAgent: nullishText,
  impersonatedBy: nullishText,
});

/**
 * `null` when no one is signed in; better-auth may also answer both halves null. `needsRefresh` asks the
 * client to refresh the session (a POST only better-auth's client makes).
 */
export const ZGetSessionAnswerSchema = z
  .object({ session: ZSessionRecordSchema.nullable(), user: ZSessionUserSchema.nullable(), needsRefresh: z.boolean().optional() })
  .nullable();
