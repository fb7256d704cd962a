import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { notify } from '../../../lib/toast.ts';
import { useClearCart } from '../api/clear-cart.ts';

/** Clear Cart behind a confirmation: it removes every ingredient at once. */
export function ClearCartButton({ total }: { total: number }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const clearMutation = useClearCart();

  const handleClear = () => {
    setIsConfirming(false);
    clearMutation.mutate(undefined, { onSuccess: () => notify.success('Your cart is empty.') });
  };

  return (
    <>
      <button type="button" className="button button--secondary cart-clear" disabled={total === 0} onClick={() => setIsConfirming(true)}>
        Clear Cart
      </button>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Clear your cart?"
        description={`${total === 1 ? 'This removes 1 ingredient' : `This removes all ${total} ingredients`} from your pantry, refrigerator and freezer.`}
        confirmLabel="Clear Cart"
        onCancel={() => setIsConfirming(false)}
        onConfirm={handleClear}
      />
    </>
  );
}
