import { adminClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/client';

/**
 * better-auth's browser client on the same origin; the session lives in an HttpOnly cookie. Its own
 * chunk (~13 kB gzipped): reach it through loadAuthClient() in auth-client.ts, so it stays off the
 * public pages' critical path (issue 18).
 */
export const authClient = createAuthClient({
  plugins: [adminClient()],
});

export type TAuthClient = typeof authClient;
