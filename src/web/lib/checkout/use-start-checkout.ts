import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCheckoutSession, TCreateCheckoutSession } from '../../../domain/billing.ts';
import type { TPriceType } from '../../../domain/pricing.ts';
import { paths } from '../../paths.ts';
import { apiRequest, readErrorMessage } from '../api-client.ts';
import { useAuthSession } from '../auth-client.ts';
import { notify } from '../toast.ts';

// Upgrade buttons on the landing page, /pricing and Settings → Subscription all start checkout here.

export const LOGIN_TO_UPGRADE_MESSAGE = 'Please log in to upgrade.';
export const UNABLE_TO_START_UPGRADE_MESSAGE = 'Unable to start upgrade.';

export async function createCheckoutSession(body: TCreateCheckoutSession): Promise<TCheckoutSession> {
  // zod (~20 kB gzipped) loads when someone upgrades, not with the page.
  const { ZCheckoutSessionSchema } = await import('./checkout-session-schema.ts');
  return apiRequest('/create-checkout-session', ZCheckoutSessionSchema, { method: 'POST', body });
}

/**
 * Visitors are sent to /login with the spec's message; a cook goes to the payment page the server names.
 * A plain request, not a TanStack mutation: /pricing and the landing hydrate without the query client.
 */
export function useStartCheckout() {
  const navigate = useNavigate();
  const { data: session, isPending: isSessionPending } = useAuthSession();
  /** Which button started the pending checkout, for its busy label. */
  const [pendingPriceType, setPendingPriceType] = useState<TPriceType | null>(null);

  const startCheckout = (priceType: TPriceType) => {
    if (!session) {
      notify.info(LOGIN_TO_UPGRADE_MESSAGE);
      navigate(paths.login);
      return;
    }
    setPendingPriceType(priceType);
    createCheckoutSession({ userId: session.user.id, priceType }).then(
      ({ url }) => {
        setPendingPriceType(null);
        window.location.assign(url);
      },
      (error: unknown) => {
        setPendingPriceType(null);
        notify.error(readErrorMessage(error, UNABLE_TO_START_UPGRADE_MESSAGE));
      },
    );
  };

  return { startCheckout, isSessionPending, isPending: pendingPriceType !== null, pendingPriceType };
}
