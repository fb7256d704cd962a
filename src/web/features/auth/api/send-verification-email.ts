import { loadAuthClient } from '../../../lib/auth-client.ts';
import { toAuthResult } from '../../../lib/auth-result.ts';

export function sendVerificationEmail(email: string) {
  return toAuthResult(loadAuthClient().then((authClient) => authClient.sendVerificationEmail({ email, callbackURL: '/verify-email' })));
}
