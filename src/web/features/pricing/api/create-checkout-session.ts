import { useMutation } from '@tanstack/react-query';
import type { TCheckoutSession, TCreateCheckoutSession } from '../../../../domain/billing.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function createCheckoutSession(body: TCreateCheckoutSession): Promise<TCheckoutSession> {
  // zod (~20 kB gzipped) loads when someone upgrades, not with the page.
  const { ZCheckoutSessionSchema } = await import('./checkout-session-schema.ts');
  return apiRequest('/create-checkout-session', ZCheckoutSessionSchema, { method: 'POST', body });
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
