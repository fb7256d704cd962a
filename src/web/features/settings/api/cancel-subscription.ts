import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCancelSubscriptionResponseSchema } from '../../../../domain/billing.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { BILLING_STATUS_QUERY_KEY } from './get-billing-status.ts';
import { profileKeys } from '../../../lib/api/profile.ts';

export function cancelSubscription() {
  return apiRequest('/cancel-subscription', ZCancelSubscriptionResponseSchema, { method: 'POST' });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: BILLING_STATUS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: profileKeys.all })]);
    },
  });
}
