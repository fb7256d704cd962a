import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatPrice,
  FREE_PLAN_FEATURES,
  FREE_PLAN_NOTE,
  PRO_PLAN_FEATURES,
  PRO_PLAN_NAME,
  PRO_PRICE_CENTS,
  type TPriceType,
} from '../../../../domain/pricing.ts';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { useStartCheckout } from '../../../lib/checkout/use-start-checkout.ts';
import { paths } from '../../../paths.ts';
import { PlanCard, PlanCards } from '../../../components/plan-cards/plan-cards.tsx';
import { BillingPeriodToggle } from '../components/billing-period-toggle.tsx';
import '../pricing.css';

const PERIOD_LABEL: Record<TPriceType, string> = { monthly: 'month', yearly: 'year' };

export function PricingPage() {
  const { data: session } = useAuthSession();
  const [priceType, setPriceType] = useState<TPriceType>('monthly');
  const checkout = useStartCheckout();

  return (
    <div className="pricing page">
      <header className="pricing__header">
        <p className="pricing__eyebrow">Pricing</p>
        <h1>Simple plans for every kitchen</h1>
        <p className="pricing__intro">Start free and cook a few recipes a month. Go Pro when Forkcast becomes part of your week.</p>
        <BillingPeriodToggle value={priceType} onChange={setPriceType} />
      </header>

      <PlanCards>
        <PlanCard
          titleId="plan-free-title"
          name="Free"
          headingLevel={2}
          price={formatPrice(0)}
          period={PERIOD_LABEL[priceType]}
          note={FREE_PLAN_NOTE}
          features={FREE_PLAN_FEATURES}
        >
          {session ? (
            <Link to={paths.create} className="button button--secondary">
              Start cooking
            </Link>
          ) : (
            <Link to={paths.signup} className="button button--secondary">
              Create a free account
            </Link>
          )}
        </PlanCard>
        <PlanCard
          titleId="plan-pro-title"
          name={PRO_PLAN_NAME}
          headingLevel={2}
          price={formatPrice(PRO_PRICE_CENTS[priceType])}
          period={PERIOD_LABEL[priceType]}
          note={priceType === 'yearly' ? `Billed yearly, ${formatPrice(Math.round(PRO_PRICE_CENTS.yearly / 12))} a month` : 'Billed monthly, cancel any time'}
          features={PRO_PLAN_FEATURES}
          isFeatured
          ribbon="Most popular"
        >
          <button
            type="button"
            className="button button--primary"
            onClick={() => checkout.startCheckout(priceType)}
            disabled={checkout.isSessionPending || checkout.isPending}
            aria-busy={checkout.isPending}
          >
            {checkout.isPending ? 'Starting checkout...' : `Upgrade to Pro ${priceType === 'yearly' ? 'yearly' : 'monthly'}`}
          </button>
        </PlanCard>
      </PlanCards>
      <p className="pricing__footnote">
        Prices in US dollars. Pro stays active until the end of the period you paid for if you cancel. Questions? <Link to={paths.contact}>Contact us</Link>.
      </p>
    </div>
  );
}
