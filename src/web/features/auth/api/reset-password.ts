import { loadAuthClient } from '../../../lib/auth-client.ts';
import { toAuthResult } from '../../../lib/auth-result.ts';

export function resetPassword(token: string, newPassword: string) {
  return toAuthResult(loadAuthClient().then((authClient) => authClient.resetPassword({ token, newPassword })));
}
