import { useMutation } from '@tanstack/react-query';
import { ZPortalSessionSchema } from '../../../../domain/billing.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function openBillingPortal() {
  return apiRequest('/api/billing/portal', ZPortalSessionSchema, { method: 'POST' });
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal, onSuccess: ({ url }) => window.location.assign(url) });
}
