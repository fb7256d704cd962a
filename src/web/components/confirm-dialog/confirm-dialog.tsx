import type { ReactNode } from 'react';
import { Modal, ModalActions, ModalClose } from '../modal.tsx';

type TConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  isBusy?: boolean;
  isDanger?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** A yes/no question on the shared Modal frame (alertdialog): Cancel, then the action. */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  busyLabel,
  isBusy = false,
  isDanger = true,
  onCancel,
  onConfirm,
}: TConfirmDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onCancel} title={title} description={description} size="narrow" role="alertdialog">
      <ModalActions>
        <ModalClose>
          <button type="button" className="button button--secondary" disabled={isBusy}>
            Cancel
          </button>
        </ModalClose>
        <button type="button" className={`button ${isDanger ? 'button--danger' : 'button--primary'}`} onClick={onConfirm} disabled={isBusy}>
          {isBusy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </ModalActions>
    </Modal>
  );
}
