import { loadAuthClient } from '../../../lib/auth-client.ts';
import { toAuthResult } from '../../../lib/auth-result.ts';

export function signUpWithEmail(input: { name: string; email: string; password: string }) {
  return toAuthResult(loadAuthClient().then((authClient) => authClient.signUp.email(input)));
}
