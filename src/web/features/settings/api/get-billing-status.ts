import { useQuery } from '@tanstack/react-query';
import { ZBillingStatusSchema } from '../../../../domain/billing.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const BILLING_STATUS_QUERY_KEY = ['billing-status'] as const;

export function fetchBillingStatus() {
  return apiRequest('/api/billing', ZBillingStatusSchema);
}

const CHECKOUT_POLL_MS = 1_500;

/** Just back from checkout, the plan is re-read until it is Pro: the payment webhook may land a moment later. */
export function useBillingStatus({ isAwaitingPro = false }: { isAwaitingPro?: boolean } = {}) {
  return useQuery({
    queryKey: BILLING_STATUS_QUERY_KEY,
    queryFn: fetchBillingStatus,
    refetchInterval: (query) => (isAwaitingPro && query.state.data?.plan !== 'pro' ? CHECKOUT_POLL_MS : false),
  });
}
