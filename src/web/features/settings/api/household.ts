import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZHouseholdSchema, ZInvitationSchema, type TCreateInvitation } from '../../../../domain/household.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const householdKeys = { all: ['household'] as const };

export function householdQueryOptions() {
  return queryOptions({ queryKey: householdKeys.all, queryFn: ({ signal }) => apiRequest('/api/household', ZHouseholdSchema, { signal }) });
}

/** A change of members changes whose plan, list and cart this page shows: everything is read again. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useInviteToHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateInvitation) => apiRequest('/api/household/invitations', ZInvitationSchema, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdKeys.all }),
  });
}

export function useRemoveMember() {
  const refreshAll = useRefreshAll();
  return useMutation({
    mutationFn: (userId: string) => apiRequest(`/api/household/members/${encodeURIComponent(userId)}`, z.null(), { method: 'DELETE' }),
    onSuccess: refreshAll,
  });
}

export function useHandOverHousehold() {
  const refreshAll = useRefreshAll();
  return useMutation({
    mutationFn: (userId: string) => apiRequest('/api/household/owner', ZHouseholdSchema, { method: 'POST', body: { userId } }),
    onSuccess: refreshAll,
  });
}

export function useLeaveHousehold() {
  const refreshAll = useRefreshAll();
  return useMutation({
    mutationFn: () => apiRequest('/api/household/leave', ZHouseholdSchema, { method: 'POST' }),
    onSuccess: refreshAll,
  });
}
