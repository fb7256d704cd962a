import { queryOptions } from '@tanstack/react-query';
import { type TAdminUserDetails, ZAdminUserDetailsSchema } from '../../../../domain/admin-users.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminUserKeys } from './admin-user-keys.ts';

/** GET /api/admin/users/:id: the User Details dialog's cook, with their household. */
export async function fetchAdminUser(id: string, signal?: AbortSignal): Promise<TAdminUserDetails> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, ZAdminUserDetailsSchema, { signal });
}

export function adminUserQueryOptions(id: string) {
  return queryOptions({ queryKey: adminUserKeys.detail(id), queryFn: ({ signal }) => fetchAdminUser(id, signal) });
}
