import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCalendarFeedSchema } from '../../../../domain/calendar-feed.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const calendarFeedKeys = { all: ['calendar-feed'] as const };

export function calendarFeedQueryOptions() {
  return queryOptions({ queryKey: calendarFeedKeys.all, queryFn: ({ signal }) => apiRequest('/api/calendar-feed', ZCalendarFeedSchema, { signal }) });
}

/** Makes the feed's address, or replaces it (the old one stops working). */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/calendar-feed', ZCalendarFeedSchema, { method: 'POST' }),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKeys.all, feed),
  });
}
