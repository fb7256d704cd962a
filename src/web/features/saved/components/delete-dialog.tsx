import { Modal, ModalActions, ModalClose } from '@/components/modal.tsx';

type TDeleteDialogProps = {
  recipeTitle: string | null;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The delete confirmation of spec §2; open while a title is given. */
export function DeleteDialog({ recipeTitle, isDeleting, onCancel, onConfirm }: TDeleteDialogProps) {
  return (
    <Modal
      isOpen={recipeTitle !== null}
      onClose={onCancel}
      size="narrow"
      role="alertdialog"
      title="Delete recipe?"
      description={`“${recipeTitle ?? ''}” will be removed from your saved recipes. This cannot be undone.`}
    >
      <ModalActions>
        <ModalClose>
          <button type="button" className="button button--secondary" disabled={isDeleting}>
            Cancel
          </button>
        </ModalClose>
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={isDeleting}>
          {isDeleting ? 'Deleting…' : 'Delete'}
        </button>
      </ModalActions>
    </Modal>
  );
}
