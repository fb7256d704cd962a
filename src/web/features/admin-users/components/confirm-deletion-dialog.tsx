import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';

type TConfirmDeletionDialogProps = {
  isOpen: boolean;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** 'Confirm Deletion' for Delete Account, on the shared modal frame (it stacks above User Details). */
export function ConfirmDeletionDialog({ isOpen, isDeleting, onCancel, onConfirm }: TConfirmDeletionDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Confirm Deletion"
      description="Are you sure you want to delete this user account? This action cannot be undone."
      confirmLabel="Delete"
      busyLabel="Deleting…"
      isBusy={isDeleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
