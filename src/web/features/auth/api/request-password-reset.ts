import { loadAuthClient } from '../../../lib/auth-client.ts';
import { paths } from '../../../paths.ts';
import { toAuthResult } from '../../../lib/auth-result.ts';

export function requestPasswordReset(email: string) {
  return toAuthResult(loadAuthClient().then((authClient) => authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword })));
}
