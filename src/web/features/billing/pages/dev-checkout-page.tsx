import { useNavigate, useSearchParams } from 'react-router';
import { formatPrice, PRO_PLAN_NAME, PRO_PRICE_CENTS, type TPriceType } from '../../../../domain/pricing.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { paths } from '../../../paths.ts';
import { useCompleteDevCheckout } from '../api/complete-dev-checkout.ts';
import '../billing.css';

const PERIOD: Record<TPriceType, string> = { monthly: 'month', yearly: 'year' };

/** PAYMENTS=dev: the app's own simulated checkout. It says plainly that no payment happens. */
export function DevCheckoutPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const priceType: TPriceType = searchParams.get('priceType') === 'yearly' ? 'yearly' : 'monthly';
  const pay = useCompleteDevCheckout();

  const handlePay = () =>
    pay.mutate(
      { priceType },
      {
        onSuccess: () => navigate(`${paths.settings}?tab=subscription&checkout=success`),
        onError: (error) => notify.error(readErrorMessage(error, 'Unable to start upgrade.')),
      },
    );

  return (
    <section className="page dev-checkout" aria-labelledby="dev-checkout-title">
      <div className="card dev-checkout__card">
        <p className="dev-checkout__notice" role="note">
          Simulated checkout: this server runs with PAYMENTS=dev. No card is asked for and nothing is charged.
        </p>
        <h1 id="dev-checkout-title">Checkout</h1>
        <dl className="dev-checkout__summary">
          <div>
            <dt>Plan</dt>
            <dd>
              {PRO_PLAN_NAME}, billed {priceType}
            </dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>
              {formatPrice(PRO_PRICE_CENTS[priceType])} / {PERIOD[priceType]}
            </dd>
          </div>
        </dl>
        <div className="dev-checkout__actions">
          <button type="button" className="button button--secondary" onClick={() => navigate(paths.pricing)} disabled={pay.isPending}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={handlePay} disabled={pay.isPending} aria-busy={pay.isPending}>
            {pay.isPending ? 'Paying…' : `Pay ${formatPrice(PRO_PRICE_CENTS[priceType])}`}
          </button>
        </div>
      </div>
    </section>
  );
}
