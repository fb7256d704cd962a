import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';

type TDeleteDialogProps = {
  recipeTitle: string | null;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The delete confirmation; open while a title is given. */
export function DeleteDialog({ recipeTitle, isDeleting, onCancel, onConfirm }: TDeleteDialogProps) {
  return (
    <ConfirmDialog
      isOpen={recipeTitle !== null}
      title="Delete recipe?"
      description={`“${recipeTitle ?? ''}” will be removed from your saved recipes. This cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      isBusy={isDeleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
