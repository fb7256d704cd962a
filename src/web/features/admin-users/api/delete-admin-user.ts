import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminUserKeys } from './admin-user-keys.ts';

export async function deleteAdminUser(id: string): Promise<void> {
  await apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, z.null(), { method: 'DELETE' });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
