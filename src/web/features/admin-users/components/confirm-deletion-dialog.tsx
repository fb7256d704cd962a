import { Modal, ModalActions, ModalClose } from '../../../components/modal.tsx';

type TConfirmDeletionDialogProps = {
  isOpen: boolean;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Spec §2 'Confirm Deletion' for Delete Account, on the shared modal frame (it stacks above User Details). */
export function ConfirmDeletionDialog({ isOpen, isDeleting, onCancel, onConfirm }: TConfirmDeletionDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      size="narrow"
      role="alertdialog"
      title="Confirm Deletion"
      description="Are you sure you want to delete this user account? This action cannot be undone."
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
