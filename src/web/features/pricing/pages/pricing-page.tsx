import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  formatPrice,
  FREE_PLAN_FEATURES,
  FREE_TRIAL_NOTE,
  PRO_PLAN_FEATURES,
  PRO_PLAN_NAME,
  PRO_PRICE_CENTS,
  type TPriceType,
} from '../../../../domain/pricing.ts';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { notify } from '../../../lib/toast.ts';
import { paths } from '../../../paths.ts';
import { useCreateCheckoutSession } from '../api/create-checkout-session.ts';
import { BillingPeriodToggle } from '../components/billing-period-toggle.tsx';
import '../pricing.css';

export const LOGIN_TO_UPGRADE_MESSAGE = 'Please log in to upgrade.';
export const CHECKOUT_FALLBACK_MESSAGE = 'Could not start checkout. Please try again later.';

const PERIOD_LABEL: Record<TPriceType, string> = { monthly: 'month', yearly: 'year' };

export function PricingPage() {
  const navigate = useNavigate();
  const { data: session, isPending: isSessionPending } = useAuthSession();
  const [priceType, setPriceType] = useState<TPriceType>('monthly');
  const checkout = useCreateCheckoutSession();

  const handleUpgrade = () => {
    if (!session) {
      notify.info(LOGIN_TO_UPGRADE_MESSAGE);
      navigate(paths.login);
      return;
    }
    checkout.mutate(
      { userId: session.user.id, priceType },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => notify.error(error.message || CHECKOUT_FALLBACK_MESSAGE),
      },
    );
  };

  return (
    <div className="pricing page">
      <header className="pricing__header">
        <p className="pricing__eyebrow">Pricing</p>
        <h1>Simple plans for every kitchen</h1>
        <p className="pricing__intro">Start free and cook a few recipes a month. Go Pro when Forkcast becomes part of your week.</p>
        <BillingPeriodToggle value={priceType} onChange={setPriceType} />
      </header>

      <div className="pricing__plans">
        <article className="plan-card" aria-labelledby="plan-free-title">
          <h2 id="plan-free-title">Free</h2>
          <p className="plan-card__price">
            {formatPrice(0)}
            <span> / {PERIOD_LABEL[priceType]}</span>
          </p>
          <p className="plan-card__note">{FREE_TRIAL_NOTE}</p>
          <ul className="plan-card__features">
            {FREE_PLAN_FEATURES.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {session ? (
            <Link to={paths.create} className="button button--secondary plan-card__action">
              Start cooking
            </Link>
          ) : (
            <Link to={paths.signup} className="button button--secondary plan-card__action">
              Create a free account
            </Link>
          )}
        </article>

        <article className="plan-card plan-card--pro" aria-labelledby="plan-pro-title">
          <p className="plan-card__ribbon">Most popular</p>
          <h2 id="plan-pro-title">{PRO_PLAN_NAME}</h2>
          <p className="plan-card__price">
            {formatPrice(PRO_PRICE_CENTS[priceType])}
            <span> / {PERIOD_LABEL[priceType]}</span>
          </p>
          <p className="plan-card__note">
            {priceType === 'yearly'
              ? `Billed yearly, ${formatPrice(Math.round(PRO_PRICE_CENTS.yearly / 12))} a month`
              : 'Billed monthly, cancel any time'}
          </p>
          <ul className="plan-card__features">
            {PRO_PLAN_FEATURES.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--primary plan-card__action"
            onClick={handleUpgrade}
            disabled={isSessionPending || checkout.isPending}
            aria-busy={checkout.isPending}
          >
            {checkout.isPending ? 'Starting checkout...' : `Upgrade to Pro ${priceType === 'yearly' ? 'yearly' : 'monthly'}`}
          </button>
        </article>
      </div>
      <p className="pricing__footnote">
        Prices in US dollars. Pro stays active until the end of the period you paid for if you cancel. Questions?{' '}
        <Link to={paths.contact}>Contact us</Link>.
      </p>
    </div>
  );
}
