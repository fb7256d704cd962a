import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZApiTokenListSchema, ZCreatedApiTokenSchema, type TCreateApiToken } from '../../../../domain/api-tokens.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const apiTokenKeys = { all: ['api-tokens'] as const };

export function apiTokensQueryOptions() {
  return queryOptions({ queryKey: apiTokenKeys.all, queryFn: ({ signal }) => apiRequest('/api/tokens', ZApiTokenListSchema, { signal }) });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateApiToken) => apiRequest('/api/tokens', ZCreatedApiTokenSchema, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/tokens/${encodeURIComponent(id)}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
