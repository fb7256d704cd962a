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
import { PlanCard, PlanCards } from '../../../components/plan-cards/plan-cards.tsx';
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
        <PlanCards>
          <PlanCard titleId="landing-free-title" name="Free" headingLevel={3} price={formatPrice(0)} note={FREE_PLAN_NOTE} features={FREE_PLAN_FEATURES}>
            <Link to={paths.signup} className="button button--secondary">
              Create a free account
            </Link>
          </PlanCard>
          <PlanCard
            titleId="landing-pro-title"
            name={PRO_PLAN_NAME}
            headingLevel={3}
            price={formatPrice(PRO_PRICE_CENTS.monthly)}
            period="month"
            note={`or ${formatPrice(PRO_PRICE_CENTS.yearly)} a year, save ${calculateYearlySavingPercent()}%`}
            features={PRO_PLAN_FEATURES}
            isFeatured
            footnote={<Link to={paths.pricing}>Compare plans</Link>}
          >
            <button
              type="button"
              className="button button--primary"
              onClick={() => checkout.startCheckout('monthly')}
              disabled={isBusy}
              aria-busy={checkout.pendingPriceType === 'monthly'}
            >
              {checkout.pendingPriceType === 'monthly' ? 'Starting checkout...' : 'Upgrade monthly'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => checkout.startCheckout('yearly')}
              disabled={isBusy}
              aria-busy={checkout.pendingPriceType === 'yearly'}
            >
              {checkout.pendingPriceType === 'yearly' ? 'Starting checkout...' : 'Upgrade yearly'}
            </button>
          </PlanCard>
        </PlanCards>
      </div>
    </section>
  );
});
