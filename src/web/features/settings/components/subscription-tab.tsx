import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TBillingStatus } from '../../../../domain/billing.ts';
import { FREE_GENERATIONS_PER_MONTH, FREE_SAVED_RECIPES } from '../../../../domain/limits.ts';
import { FREE_PLAN_FEATURES, PRO_PLAN_FEATURES } from '../../../../domain/pricing.ts';
import type { TProfile } from '../../../../domain/profile.ts';
import { Modal, ModalActions, ModalClose } from '../../../components/modal.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { useStartCheckout } from '../../../lib/checkout/use-start-checkout.ts';
import { notify } from '../../../lib/toast.ts';
import { paths } from '../../../paths.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useBillingStatus } from '../api/get-billing-status.ts';
import { profileKeys } from '../../../lib/api/profile.ts';
import { useOpenBillingPortal } from '../api/open-billing-portal.ts';
import { useResumeSubscription } from '../api/resume-subscription.ts';

const CHECKOUT_POLL_LIMIT_MS = 30_000;

const formatDate = (iso: string | null) => (iso ? format(new Date(iso), 'MMMM d, yyyy') : null);

/** True for a short while after returning from checkout; welcomes the cook once the plan turns Pro. */
function useAwaitingPro(isReturning: boolean, plan: TBillingStatus['plan'] | undefined): boolean {
  const queryClient = useQueryClient();
  const [hasTimedOut, setHasTimedOut] = useState(false);
  const hasWelcomed = useRef(false);
  useEffect(() => {
    if (!isReturning) return undefined;
    const timer = window.setTimeout(() => setHasTimedOut(true), CHECKOUT_POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [isReturning]);
  useEffect(() => {
    if (!isReturning || plan !== 'pro' || hasWelcomed.current) return;
    hasWelcomed.current = true;
    notify.success('Welcome to Pro!');
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  }, [isReturning, plan, queryClient]);
  return isReturning && !hasTimedOut && plan !== 'pro';
}

export function SubscriptionTab({ profile, isReturningFromCheckout = false }: { profile: TProfile; isReturningFromCheckout?: boolean }) {
  const [isAwaitingPro, setIsAwaitingPro] = useState(isReturningFromCheckout);
  const billing = useBillingStatus({ isAwaitingPro });
  const stillWaiting = useAwaitingPro(isReturningFromCheckout, billing.data?.plan);
  useEffect(() => setIsAwaitingPro(stillWaiting), [stillWaiting]);

  if (billing.isPending) return <p role="status">Loading</p>;
  if (billing.error || !billing.data) {
    return (
      <p className="form-error" role="alert">
        {readErrorMessage(billing.error, 'Could not load your subscription.')}
      </p>
    );
  }
  const status = billing.data;
  const isPro = status.plan === 'pro';
  const endDate = formatDate(status.subscriptionEndDate);
  const isCanceling = status.subscriptionStatus === 'canceling' || status.subscriptionStatus === 'cancelling';

  return (
    <section aria-labelledby="subscription-heading" className="settings-panel">
      <h2 id="subscription-heading">Subscription</h2>
      <div className="card settings-plan">
        <div className="settings-plan__head">
          <h3>{isPro ? 'Pro Plan' : 'Free Plan'}</h3>
          <ManageMenu status={status} endDate={endDate} />
        </div>
        {stillWaiting ? <p role="status">Confirming your payment…</p> : null}
        {isPro && isCanceling && endDate ? <p className="settings-plan__renewal">Your Pro plan ends on {endDate}.</p> : null}
        {isPro && !isCanceling && endDate ? (
          <p className="settings-plan__renewal">
            Your Pro plan renews on {endDate}
            {status.priceType ? ` (billed ${status.priceType})` : ''}.
          </p>
        ) : null}
        {!isPro ? (
          <p>
            {profile.generationsLeft ?? 0} of {FREE_GENERATIONS_PER_MONTH} generations left this month · {profile.savedRecipeCount} of {FREE_SAVED_RECIPES}{' '}
            recipes saved
          </p>
        ) : null}
        <ul>
          {(isPro ? PRO_PLAN_FEATURES : FREE_PLAN_FEATURES).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {!isPro ? (
          <p className="settings-plan__upgrade">
            {/* In sight, not only inside Manage. */}
            {status.canUpgrade ? (
              <Link className="button button--primary" to={paths.pricing}>
                Upgrade to Pro
              </Link>
            ) : null}{' '}
            <Link to={paths.pricing}>Compare plans</Link>
          </p>
        ) : null}
        {status.payments === 'dev' ? <p className="field__hint">Payments on this server are simulated (PAYMENTS=dev): no card is ever charged.</p> : null}
      </div>
    </section>
  );
}

function ManageMenu({ status, endDate }: { status: TBillingStatus; endDate: string | null }) {
  const checkout = useStartCheckout();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenBillingPortal();
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const isBusy = checkout.isPending || cancel.isPending || resume.isPending || portal.isPending;

  const handleCancel = () => {
    cancel.mutate(undefined, {
      onSuccess: ({ message }) => {
        setIsConfirmingCancel(false);
        notify.success(message);
      },
      onError: (error) => notify.error(readErrorMessage(error, 'Could not cancel the subscription.')),
    });
  };
  const handleResume = () =>
    resume.mutate(undefined, {
      onSuccess: () => notify.success('Your Pro plan will renew again.'),
      onError: (error) => notify.error(readErrorMessage(error, 'Could not resume the subscription.')),
    });
  const handlePortal = () => portal.mutate(undefined, { onError: (error) => notify.error(readErrorMessage(error, 'Could not open billing management.')) });

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button type="button" className="button button--secondary" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? 'Working…' : 'Manage'}
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
            {status.canUpgrade ? (
              <>
                <DropdownMenu.Item className="menu__item" onSelect={() => checkout.startCheckout('monthly')}>
                  Upgrade to Pro monthly
                </DropdownMenu.Item>
                <DropdownMenu.Item className="menu__item" onSelect={() => checkout.startCheckout('yearly')}>
                  Upgrade to Pro yearly
                </DropdownMenu.Item>
              </>
            ) : null}
            {status.canCancel ? (
              <DropdownMenu.Item className="menu__item menu__item--danger" onSelect={() => setIsConfirmingCancel(true)}>
                Cancel subscription
              </DropdownMenu.Item>
            ) : null}
            {status.canResume ? (
              <DropdownMenu.Item className="menu__item" onSelect={handleResume}>
                Resume subscription
              </DropdownMenu.Item>
            ) : null}
            {status.canManageBilling ? (
              <DropdownMenu.Item className="menu__item" onSelect={handlePortal}>
                Manage billing
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Item className="menu__item" asChild>
              <Link to={paths.pricing}>Compare plans</Link>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      <Modal
        isOpen={isConfirmingCancel}
        onClose={() => setIsConfirmingCancel(false)}
        title="Cancel your Pro subscription?"
        size="narrow"
        role="alertdialog"
        description={
          <>
            {endDate ? `You keep Pro until ${endDate} and will not be charged again. ` : 'Your Pro plan ends at the end of the period you paid for. '}
            After that your plan returns to Free: {FREE_GENERATIONS_PER_MONTH} recipes a month, {FREE_SAVED_RECIPES} saved recipes, and scaling, unit
            conversion, URL import, custom dietary preferences and nutrition analysis are locked. You can resume before then.
          </>
        }
      >
        <ModalActions>
          <ModalClose>
            <button type="button" className="button button--secondary">
              Keep Pro
            </button>
          </ModalClose>
          <button type="button" className="button button--danger" onClick={handleCancel} disabled={cancel.isPending} aria-busy={cancel.isPending}>
            {cancel.isPending ? 'Canceling…' : 'Cancel subscription'}
          </button>
        </ModalActions>
      </Modal>
    </>
  );
}
