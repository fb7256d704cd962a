import { authClient } from '../../../lib/auth-client.ts';
import { toAuthResult } from './auth-result.ts';

export function resetPassword(token: string, newPassword: string) {
  return toAuthResult(authClient.resetPassword({ token, newPassword }));
}
