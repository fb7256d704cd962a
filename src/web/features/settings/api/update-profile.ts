import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateProfile } from '../../../../domain/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/api/profile.ts';

export function updateProfile(changes: TUpdateProfile) {
  return apiRequest('/api/profile', 'profile', { method: 'PATCH', body: changes });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.all, profile),
  });
}
