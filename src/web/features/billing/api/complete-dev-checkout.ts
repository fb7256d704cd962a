import { useMutation } from '@tanstack/react-query';
import { ZBillingStatusSchema, type TDevPay } from '../../../../domain/billing.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function completeDevCheckout(body: TDevPay) {
  return apiRequest('/api/billing/dev/pay', ZBillingStatusSchema, { method: 'POST', body });
}

export function useCompleteDevCheckout() {
  return useMutation({ mutationFn: completeDevCheckout });
}
