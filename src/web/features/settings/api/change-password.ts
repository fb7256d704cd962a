import { useMutation } from '@tanstack/react-query';
import { isErrorCode } from '../../../../domain/error-codes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { loadAuthClient } from '../../../lib/auth-client.ts';

/** better-auth checks the current password; other devices are signed out. Its message is the server's. */
export async function changePassword(input: { currentPassword: string; newPassword: string }) {
  const authClient = await loadAuthClient();
  const { error } = await authClient.changePassword({ ...input, revokeOtherSessions: true });
  if (error)
    throw new ApiError(
      error.status,
      error.message || 'Could not change the password.',
      isErrorCode(error.code) ? error.code : 'HTTP_ERROR',
      Boolean(error.message),
    );
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
