import { useQuery } from '@tanstack/react-query';
import { ZProfileSchema, type TProfile } from '../../../../domain/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from './recipe-keys.ts';

export async function fetchProfile(signal?: AbortSignal): Promise<TProfile> {
  return apiRequest('/api/profile', ZProfileSchema, { signal });
}

/** Only used for the free save counter: a failure hides the counter rather than the page. */
export function useProfileQuery() {
  return useQuery({ queryKey: recipeKeys.profile, queryFn: ({ signal }) => fetchProfile(signal), retry: false });
}
