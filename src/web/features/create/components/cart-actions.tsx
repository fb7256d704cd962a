import { openCartPanel } from '../../../lib/cart-panel-state.ts';

export const COOK_FROM_CART_PROMPT = 'Cook from my cart: a recipe with the ingredients in my cart';

type TCartActionsProps = { itemCount: number; isGenerating: boolean; onCookFromCart: () => void };

/** The cart on /create ("the cart panel is available here"), and generating from it alone. */
export function CartActions({ itemCount, isGenerating, onCookFromCart }: TCartActionsProps) {
  return (
    <div className="create-cart-actions">
      <button type="button" className="button button--secondary" onClick={openCartPanel}>
        Your Ingredients{itemCount > 0 ? ` (${itemCount})` : ''}
      </button>
      <button type="button" className="button button--secondary" disabled={itemCount === 0 || isGenerating} onClick={onCookFromCart}>
        Cook from my cart
      </button>
    </div>
  );
}
