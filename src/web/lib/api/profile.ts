import { queryOptions } from '@tanstack/react-query';
import type { TProfile } from '../../../domain/profile.ts';
import { apiRequest } from '../api-client.ts';
import { applyTheme } from '../theme.ts';

/** Query keys of the signed-in cook's profile: plan, allowances, counts and dietary flags. */
export const profileKeys = {
  all: ['profile'] as const,
};

/** GET /api/profile. The cook's theme is theirs on every device: each fetch shows the page in it. */
export async function fetchProfile(signal?: AbortSignal): Promise<TProfile> {
  const profile = await apiRequest('/api/profile', 'profile', { signal });
  applyTheme(profile.theme);
  return profile;
}

/** The one way to read the profile: `useQuery(profileQueryOptions())`; mutations update or invalidate `profileKeys.all`. */
export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKeys.all, queryFn: ({ signal }) => fetchProfile(signal) });
}
