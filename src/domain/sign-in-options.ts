import { z } from 'zod';

/** How a cook may sign in on this server (GET /api/sign-in-options): the sign-in page shows what is on. */
export const ZSignInOptionsSchema = z.object({
  /** false when PASSWORD_LOGIN=false: the e-mail and password form is hidden and refused. */
  isPasswordLoginOn: z.boolean(),
  /** Single sign-on with the configured OpenID Connect provider; null when it is not set up. */
  sso: z.object({ name: z.string() }).nullable(),
});

export type TSignInOptions = z.infer<typeof ZSignInOptionsSchema>;
