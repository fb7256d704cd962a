import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TAdminUser, ZAdminUserSchema } from '../../../../domain/admin-users.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminUserKeys } from './admin-user-keys.ts';

export async function resetUserCount(id: string): Promise<TAdminUser> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}/reset-count`, ZAdminUserSchema, { method: 'POST' });
}

export function useResetUserCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserCount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
