import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export function deleteAccount(currentPassword: string) {
  return apiRequest('/api/profile', z.object({ deleted: z.literal(true) }), { method: 'DELETE', body: { currentPassword } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
