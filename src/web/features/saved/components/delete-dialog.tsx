import * as Dialog from '@radix-ui/react-dialog';

type TDeleteDialogProps = {
  recipeTitle: string | null;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The delete confirmation of spec §2; open while a title is given. */
export function DeleteDialog({ recipeTitle, isDeleting, onCancel, onConfirm }: TDeleteDialogProps) {
  return (
    <Dialog.Root open={recipeTitle !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--narrow" role="alertdialog">
          <Dialog.Title className="dialog__title">Delete recipe?</Dialog.Title>
          <Dialog.Description>
            “{recipeTitle}” will be removed from your saved recipes. This cannot be undone.
          </Dialog.Description>
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="button button--secondary" disabled={isDeleting}>
                Cancel
              </button>
            </Dialog.Close>
            <button type="button" className="button button--danger" onClick={onConfirm} disabled={isDeleting}>
              {isDeleting ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
