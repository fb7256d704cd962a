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

      <div className="pricing__plans">
        <article className="plan-card" aria-labelledby="plan-free-title">
          <h2 id="plan-free-title">Free</h2>
          <p className="plan-card__price">
            {formatPrice(0)}
            <span> / {PERIOD_LABEL[priceType]}</span>
          </p>
          <p className="plan-card__note">{FREE_PLAN_NOTE}</p>
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
            onClick={() => checkout.startCheckout(priceType)}
            disabled={checkout.isSessionPending || checkout.isPending}
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
