import { authClient } from '../../../lib/auth-client.ts';
import { toAuthResult } from './auth-result.ts';

export function signUpWithEmail(input: { name: string; email: string; password: string }) {
  return toAuthResult(authClient.signUp.email(input));
}
