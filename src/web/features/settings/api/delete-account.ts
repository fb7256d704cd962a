import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** Without a password (single sign-on only) the body is empty: the server checks the sign-in is recent instead. */
export function deleteAccount(currentPassword: string | undefined) {
  const body = currentPassword === undefined ? {} : { currentPassword };
  return apiRequest('/api/profile', z.object({ deleted: z.literal(true) }), { method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
