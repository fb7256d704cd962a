import { adminClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/client';
import { SIGNED_OUT_DISABLED, SIGNED_OUT_HEADER } from '../../domain/signed-out-header.ts';
import { rememberSignOutReason } from './sign-out-reason.ts';

/**
 * better-auth's browser client on the same origin; the session lives in an HttpOnly cookie. Its own
 * chunk (~12 kB gzipped): reach it through loadAuthClient() in auth-client.ts, so it stays off every
 * page's first load (the session is read with a plain fetch, auth/fetch-session.ts).
 */
export const authClient = createAuthClient({
  plugins: [adminClient()],
  fetchOptions: {
    // The server ended a disabled account's session: the login page the guard leads to says why.
    onResponse: (context) => {
      if (context.response.headers.get(SIGNED_OUT_HEADER) === SIGNED_OUT_DISABLED) rememberSignOutReason('disabled');
    },
  },
});

export type TAuthClient = typeof authClient;
