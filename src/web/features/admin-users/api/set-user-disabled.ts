import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TAdminUser, ZAdminUserSchema } from '../../../../domain/admin-users.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminUserKeys } from './admin-user-keys.ts';

export async function setUserDisabled({ id, isDisabled }: { id: string; isDisabled: boolean }): Promise<TAdminUser> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, ZAdminUserSchema, { method: 'PATCH', body: { disabled: isDisabled } });
}

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
