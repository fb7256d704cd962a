import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { countCartItems } from '../../../../domain/cart.ts';
import { Modal, ModalClose, ModalTitle } from '../../../components/modal.tsx';
import { cartKeys, cartQueryOptions } from '../../../lib/api/cart.ts';
import { useHouseholdEvents } from '../../../lib/use-household-events.ts';
import { closeCartPanel } from '../../../lib/cart-panel-state.ts';
import { useIsNarrowScreen } from '../hooks/use-is-narrow-screen.ts';
import { CartAddForm } from './cart-add-form.tsx';
import { CartSections } from './cart-sections.tsx';
import { ClearCartButton } from './clear-cart-button.tsx';
import { useCloseOnBack } from '../../../lib/use-close-on-back.ts';

/**
 * "Your Ingredients": beside the page on wide screens, where the cook can keep
 * working on /create with it open; a modal sheet on phones.
 */
const CART_EVENT_KEYS = { cart: [cartKeys.all] };

export function CartPanel() {
  const isNarrow = useIsNarrowScreen();
  const cartQuery = useQuery(cartQueryOptions());
  // Another member's additions and moves show while the panel is open.
  useHouseholdEvents(CART_EVENT_KEYS);
  // Escape belongs to an open suggestion list or a keyboard drag before it closes the panel.
  const isEscapeTakenRef = useRef(false);
  useCloseOnBack(true, closeCartPanel, 'cart');

  // Beside the page: the page makes room for the panel instead of hiding under it.
  useEffect(() => {
    if (isNarrow) return;
    document.body.classList.add('has-cart-panel');
    return () => document.body.classList.remove('has-cart-panel');
  }, [isNarrow]);

  const cart = cartQuery.data;
  const total = cart ? countCartItems(cart) : 0;

  return (
    <Modal
      isOpen
      onClose={closeCartPanel}
      size={isNarrow ? 'sheet' : 'side'}
      className="cart-panel"
      isModal={isNarrow}
      // Wide screens: straight into the add field. Phones: no keyboard popping up unasked.
      initialFocus={isNarrow ? 'first-control' : { selector: 'input[role="combobox"]' }}
      canCloseOnEscape={() => !isEscapeTakenRef.current}
      description="Your pantry, refrigerator and freezer. Drag an ingredient by its handle to move it between sections."
      isDescriptionHidden
    >
      <div className="cart-panel__header">
        <ModalTitle className="cart-panel__title">Your Ingredients</ModalTitle>
        <ModalClose>
          <button type="button" className="button button--ghost cart-panel__close" aria-label="Close Your Ingredients">
            <span aria-hidden="true">×</span>
          </button>
        </ModalClose>
      </div>
      <CartAddForm cart={cart} isEscapeTakenRef={isEscapeTakenRef} />
      <div className="cart-panel__body">
        {cartQuery.isPending ? (
          <p className="cart-panel__status" role="status">
            Loading your ingredients…
          </p>
        ) : cartQuery.isError || !cart ? (
          <div className="cart-panel__status" role="alert">
            <p>Could not load your ingredients.</p>
            <button type="button" className="button button--secondary" onClick={() => void cartQuery.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <CartSections cart={cart} isEscapeTakenRef={isEscapeTakenRef} />
        )}
      </div>
      <div className="cart-panel__footer">
        <p className="cart-panel__total" aria-live="polite">
          {total === 1 ? '1 ingredient' : `${total} ingredients`}
        </p>
        <ClearCartButton total={total} />
      </div>
    </Modal>
  );
}
