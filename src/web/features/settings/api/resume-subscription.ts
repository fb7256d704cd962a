import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBillingStatusSchema } from '../../../../domain/billing.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { BILLING_STATUS_QUERY_KEY } from './get-billing-status.ts';
import { profileKeys } from '../../../lib/api/profile.ts';

export function resumeSubscription() {
  return apiRequest('/api/billing/resume', ZBillingStatusSchema, { method: 'POST' });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (status) => queryClient.setQueryData(BILLING_STATUS_QUERY_KEY, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
