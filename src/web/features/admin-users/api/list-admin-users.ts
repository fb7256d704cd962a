import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TListAdminUsersQuery, type TListAdminUsersResponse, ZListAdminUsersResponseSchema } from '../../../../domain/admin-users.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminUserKeys } from './admin-user-keys.ts';

export async function fetchAdminUsers(query: TListAdminUsersQuery, signal?: AbortSignal): Promise<TListAdminUsersResponse> {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize), sort: query.sort, dir: query.dir });
  if (query.q) params.set('q', query.q);
  return apiRequest(`/api/admin/users?${params.toString()}`, ZListAdminUsersResponseSchema, { signal });
}

/** One page of users, sorted and searched by the server; the previous page stays on screen while the next loads. */
export function useAdminUsersQuery(query: TListAdminUsersQuery) {
  return useQuery({
    queryKey: adminUserKeys.list(query),
    queryFn: ({ signal }) => fetchAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
