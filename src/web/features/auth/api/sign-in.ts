import { authClient } from '../../../lib/auth-client.ts';
import { toAuthResult } from './auth-result.ts';

export function signInWithEmail(email: string, password: string) {
  return toAuthResult(authClient.signIn.email({ email, password }));
}
