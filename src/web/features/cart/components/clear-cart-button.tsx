import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { notify } from '@/lib/toast.ts';
import { useClearCart } from '../api/clear-cart.ts';

/** Clear Cart (spec §2) behind a confirmation: it removes every ingredient at once. */
export function ClearCartButton({ total }: { total: number }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const clearMutation = useClearCart();

  const handleClear = () => {
    setIsConfirming(false);
    clearMutation.mutate(undefined, { onSuccess: () => notify.success('Your cart is empty.') });
  };

  return (
    <Dialog.Root open={isConfirming} onOpenChange={setIsConfirming}>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--secondary cart-clear" disabled={total === 0}>
          Clear Cart
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="cart-confirm__overlay" />
        <Dialog.Content className="cart-confirm" role="alertdialog">
          <Dialog.Title>Clear your cart?</Dialog.Title>
          <Dialog.Description>
            {total === 1 ? 'This removes 1 ingredient' : `This removes all ${total} ingredients`} from your pantry, refrigerator and freezer.
          </Dialog.Description>
          <div className="cart-confirm__actions">
            <Dialog.Close asChild>
              <button type="button" className="button button--secondary">
                Cancel
              </button>
            </Dialog.Close>
            <button type="button" className="button button--danger" onClick={handleClear}>
              Clear Cart
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
