import { authClient } from '../../../lib/auth-client.ts';
import { paths } from '../../../paths.ts';
import { toAuthResult } from './auth-result.ts';

export function requestPasswordReset(email: string) {
  return toAuthResult(authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword }));
}
