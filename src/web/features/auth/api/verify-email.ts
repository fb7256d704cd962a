import { loadAuthClient } from '../../../lib/auth-client.ts';
import { toAuthResult } from '../../../lib/auth-result.ts';

/** Applies the oobCode from the e-mail link; the server signs the user in on success. */
export function applyVerificationCode(token: string) {
  return toAuthResult(loadAuthClient().then((authClient) => authClient.verifyEmail({ query: { token } })));
}
