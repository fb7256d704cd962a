import { useQuery } from '@tanstack/react-query';
import { type TAnalyticsRange, type TAnalyticsSummary, ZAnalyticsSummarySchema } from '../../../../domain/analytics.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getAnalyticsSummary(days: TAnalyticsRange, signal?: AbortSignal): Promise<TAnalyticsSummary> {
  return apiRequest(`/api/admin/analytics?days=${days}`, ZAnalyticsSummarySchema, { signal });
}

export function useAnalyticsSummary(days: TAnalyticsRange) {
  return useQuery({
    queryKey: ['admin-analytics', days],
    queryFn: ({ signal }) => getAnalyticsSummary(days, signal),
  });
}
