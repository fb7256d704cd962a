import { authClient } from '../../../lib/auth-client.ts';
import { toAuthResult } from './auth-result.ts';

export function sendVerificationEmail(email: string) {
  return toAuthResult(authClient.sendVerificationEmail({ email, callbackURL: '/verify-email' }));
}
