import { ApiError } from './api-client.ts';
import { loadAuthClient } from './auth-client.ts';
import { rememberSignOutReason } from './sign-out-reason.ts';

/**
 * An admin disabled the account while it was signed in: the server has ended its sessions and refuses
 * with ACCOUNT_DISABLED (or a 401 saying so in a header, read as that code by api-client.ts). Remember
 * why, and read the session again, so the page's guard sends the cook to the login page, which says so
 * and links to support (it said nothing).
 */
export function handleAccountDisabled(error: unknown): void {
  if (!(error instanceof ApiError) || error.code !== 'ACCOUNT_DISABLED') return;
  rememberSignOutReason('disabled');
  void loadAuthClient().then((client) => client.useSession.get().refetch());
}
