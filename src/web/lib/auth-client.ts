import { adminClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** better-auth's browser client on the same origin; the session lives in an HttpOnly cookie. */
export const authClient = createAuthClient({
  plugins: [adminClient()],
});

export type TAuthSession = typeof authClient.$Infer.Session;

export function useAuthSession() {
  return authClient.useSession();
}

export function isAdminUser(session: TAuthSession | null | undefined): boolean {
  return session?.user.role === 'admin';
}
