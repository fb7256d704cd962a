import { useQuery } from '@tanstack/react-query';
import { ZProfileSchema } from '../../../../domain/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** GET /api/profile: plan, generations left and dietary flags of the signed-in cook. */
export function getProfile() {
  return apiRequest('/api/profile', ZProfileSchema);
}

export function useProfile({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile, enabled: isEnabled });
}
