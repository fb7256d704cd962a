import { useQuery } from '@tanstack/react-query';
import { ZProfileSchema } from '../../../../domain/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const PROFILE_QUERY_KEY = ['profile'] as const;

export function fetchProfile() {
  return apiRequest('/api/profile', ZProfileSchema);
}

export function useProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });
}
