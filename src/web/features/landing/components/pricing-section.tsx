import { memo } from 'react';
import { Link } from 'react-router';
import {
  calculateYearlySavingPercent,
  formatPrice,
  FREE_PLAN_FEATURES,
  FREE_PLAN_NOTE,
  PRO_PLAN_FEATURES,
  PRO_PLAN_NAME,
  PRO_PRICE_CENTS,
} from '../../../../domain/pricing.ts';
import { useStartCheckout } from '../../../lib/checkout/use-start-checkout.ts';
import { paths } from '../../../paths.ts';

export const PricingSection = memo(function PricingSection() {
  const checkout = useStartCheckout();
  const isBusy = checkout.isSessionPending || checkout.isPending;
  return (
    <section id="pricing" className="landing-section landing-section--centred" aria-labelledby="pricing-title">
      <div className="landing-section__inner">
        <p className="landing-section__eyebrow">Pricing</p>
        <h2 id="pricing-title">Start free, upgrade when you are hooked</h2>
        <div className="plan-summary">
          <article className="plan-summary__card" aria-labelledby="landing-free-title">
            <h3 id="landing-free-title">Free</h3>
            <p className="plan-summary__price">{formatPrice(0)}</p>
            <p className="plan-summary__note">{FREE_PLAN_NOTE}</p>
            <ul>
              {FREE_PLAN_FEATURES.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Link to={paths.signup} className="button button--secondary">
              Create a free account
            </Link>
          </article>
          <article className="plan-summary__card plan-summary__card--pro" aria-labelledby="landing-pro-title">
            <h3 id="landing-pro-title">{PRO_PLAN_NAME}</h3>
            <p className="plan-summary__price">
              {formatPrice(PRO_PRICE_CENTS.monthly)}
              <span> / month</span>
            </p>
            <p className="plan-summary__note">
              or {formatPrice(PRO_PRICE_CENTS.yearly)} a year, save {calculateYearlySavingPercent()}%
            </p>
            <ul>
              {PRO_PLAN_FEATURES.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <div className="plan-summary__actions">
              <button type="button" className="button button--primary" onClick={() => checkout.startCheckout('monthly')} disabled={isBusy} aria-busy={checkout.pendingPriceType === 'monthly'}>
                {checkout.pendingPriceType === 'monthly' ? 'Starting checkout...' : 'Upgrade monthly'}
              </button>
              <button type="button" className="button button--secondary" onClick={() => checkout.startCheckout('yearly')} disabled={isBusy} aria-busy={checkout.pendingPriceType === 'yearly'}>
                {checkout.pendingPriceType === 'yearly' ? 'Starting checkout...' : 'Upgrade yearly'}
              </button>
            </div>
            <Link to={paths.pricing}>Compare plans</Link>
          </article>
        </div>
      </div>
    </section>
  );
});
