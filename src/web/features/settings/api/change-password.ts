import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client.ts';

/** better-auth checks the current password; other devices are signed out. */
export async function changePassword(input: { currentPassword: string; newPassword: string }) {
  const { error } = await authClient.changePassword({ ...input, revokeOtherSessions: true });
  if (error) throw new Error(error.message || 'Could not change the password.');
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
