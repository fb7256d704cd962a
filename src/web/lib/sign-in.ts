import { loadAuthClient } from './auth-client.ts';
import { toAuthResult } from './auth-result.ts';

export function signInWithEmail(email: string, password: string) {
  return toAuthResult(loadAuthClient().then((authClient) => authClient.signIn.email({ email, password })));
}
