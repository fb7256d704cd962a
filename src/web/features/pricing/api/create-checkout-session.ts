import { useMutation } from '@tanstack/react-query';
import '../../../lib/zod-jitless.ts';
import { ZCheckoutSessionSchema, type TCheckoutSession, type TCreateCheckoutSession } from '../../../../domain/billing.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function createCheckoutSession(body: TCreateCheckoutSession): Promise<TCheckoutSession> {
  return apiRequest('/create-checkout-session', ZCheckoutSessionSchema, { method: 'POST', body });
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
