import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { countCartItems } from '../../../../domain/cart-rules.ts';
import { cartQueryOptions } from '../../../lib/api/cart.ts';
import { closeCartPanel, toggleCartPanel, useIsCartPanelOpen } from '../../../lib/cart-panel-state.ts';
import { notify } from '../../../lib/toast.ts';
import { useIsLoadSettled } from '../../../lib/use-is-load-settled.ts';
import '../cart.css';

const CartPanel = lazy(async () => ({ default: (await import('./cart-panel.tsx')).CartPanel }));

export const CART_UNVERIFIED_MESSAGE = 'Please verify your e-mail to access the cart.';

/** The navbar's cart button with the item-count badge; it also hosts the panel. */
export function CartNavButton({ isVerified }: { isVerified: boolean }) {
  // The badge's request (and the cart schemas' chunk it parses with) waits for the load to settle: it is not what
  // the page is opened for. A page that reads the cart itself (/create) fills the same query, and the badge with it.
  const isLoadSettled = useIsLoadSettled();
  const cartQuery = useQuery(cartQueryOptions({ isEnabled: isVerified && isLoadSettled }));
  const isOpen = useIsCartPanelOpen();
  const count = isVerified && cartQuery.data ? countCartItems(cartQuery.data) : 0;

  // Signing out unmounts the button: the panel must not reopen for the next cook.
  useEffect(() => closeCartPanel, []);

  const handleClick = () => {
    if (!isVerified) {
      notify.info(CART_UNVERIFIED_MESSAGE);
      return;
    }
    toggleCartPanel();
  };

  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'ingredient' : 'ingredients'}` : 'Cart';
  return (
    <>
      <button
        type="button"
        className="button button--secondary cart-nav-button"
        aria-label={label}
        aria-expanded={isVerified ? isOpen : undefined}
        onClick={handleClick}
      >
        <svg className="cart-nav-button__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="10" cy="20" r="1.5" fill="currentColor" />
          <circle cx="17" cy="20" r="1.5" fill="currentColor" />
        </svg>
        <span className="cart-nav-button__label">Cart</span>
        {count > 0 ? (
          <span className="cart-badge" aria-hidden="true" data-testid="cart-badge">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {isVerified && isOpen ? (
        <Suspense fallback={null}>
          <CartPanel />
        </Suspense>
      ) : null}
    </>
  );
}
