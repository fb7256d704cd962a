import { openCartPanel } from '../../../lib/cart-panel-state.ts';

export const COOK_FROM_CART_PROMPT = 'Cook from my cart: a recipe with the ingredients in my cart';

type TCartActionsProps = { itemCount: number; isGenerating: boolean; onCookFromCart: () => void };

/** The cart on /create ("the cart panel is available here"), and generating from it alone. */
export function CartActions({ itemCount, isGenerating, onCookFromCart }: TCartActionsProps) {
  return (
    <div className="create-cart-actions">
      <button type="button" className="button button--secondary create-cart-actions__open" onClick={openCartPanel}>
        Your Ingredients
        {/* A badge on the corner: the count arriving after the page does not widen the button and push the next one. */}
        {itemCount > 0 ? (
          <>
            {' '}
            <span className="visually-hidden">({itemCount})</span>
            <span className="create-cart-actions__count" aria-hidden="true">
              {itemCount > 99 ? '99+' : itemCount}
            </span>
          </>
        ) : null}
      </button>
      <button type="button" className="button button--secondary" disabled={itemCount === 0 || isGenerating} onClick={onCookFromCart}>
        Cook from my cart
      </button>
    </div>
  );
}
