import type { TListAdminUsersQuery } from '../../../../domain/admin-users.ts';

export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (query: TListAdminUsersQuery) => ['admin-users', 'list', query] as const,
  detail: (id: string) => ['admin-users', 'detail', id] as const,
};
