import { useState } from 'react';
import type { TAdminUser } from '../../../../domain/admin-users.ts';
import { Modal, ModalActions, ModalClose } from '../../../components/modal.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDeleteAdminUser } from '../api/delete-admin-user.ts';
import { useResetUserCount } from '../api/reset-user-count.ts';
import { useSetUserDisabled } from '../api/set-user-disabled.ts';
import { formatRecipeCount, formatStatus, formatSubscription } from '../lib/format-user.ts';
import { ConfirmDeletionDialog } from './confirm-deletion-dialog.tsx';
import { UserHousehold } from './user-household.tsx';

type TUserDetailsDialogProps = {
  user: TAdminUser | null;
  /** The signed-in admin: their own account cannot be disabled or deleted here. */
  currentUserId: string | null;
  onClose: () => void;
  onChanged: (user: TAdminUser) => void;
};

/** 'User Details' with the cook's household, Enable/Disable, Reset Count (not for Pro) and Delete Account, and the error toasts. */
export function UserDetailsDialog({ user, currentUserId, onClose, onChanged }: TUserDetailsDialogProps) {
  const setDisabled = useSetUserDisabled();
  const resetCount = useResetUserCount();
  const deleteUser = useDeleteAdminUser();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isBusy = setDisabled.isPending || resetCount.isPending || deleteUser.isPending;
  const isSelf = user !== null && user.id === currentUserId;

  const toggleDisabled = (target: TAdminUser) => {
    const isDisabling = !target.disabled;
    setDisabled.mutate(
      { id: target.id, isDisabled: isDisabling },
      {
        onSuccess: (updated) => {
          notify.success(isDisabling ? 'User disabled successfully' : 'User enabled successfully');
          onChanged(updated);
        },
        onError: () => notify.error('Could not update user status.'),
      },
    );
  };

  const reset = (target: TAdminUser) => {
    resetCount.mutate(target.id, {
      onSuccess: (updated) => {
        notify.success('Monthly recipe count reset successfully');
        onChanged(updated);
      },
      onError: () => notify.error('Could not reset recipe count.'),
    });
  };

  const confirmDelete = (target: TAdminUser) => {
    deleteUser.mutate(target.id, {
      onSuccess: () => {
        notify.success('User account deleted successfully');
        setIsConfirmingDelete(false);
        onClose();
      },
      onError: () => {
        notify.error('Could not delete user account.');
        setIsConfirmingDelete(false);
      },
    });
  };

  return (
    <>
      <Modal isOpen={user !== null} onClose={onClose} size="narrow" title="User Details">
        {user ? (
          <>
            <dl className="user-details">
              <dt>Name</dt>
              <dd>{user.name || '—'}</dd>
              <dt>Email</dt>
              <dd className="user-details__email">{user.email}</dd>
              <dt>Subscription</dt>
              <dd>{formatSubscription(user.subscriptionStatus)}</dd>
              <dt>Recipe Count</dt>
              <dd>{formatRecipeCount(user)}</dd>
              <dt>Status</dt>
              <dd>
                <span className={`user-status user-status--${formatStatus(user).toLowerCase()}`}>{formatStatus(user)}</span>
              </dd>
            </dl>
            <UserHousehold userId={user.id} />
            {isSelf ? <p className="user-details__note">This is your own account: it cannot be disabled or deleted here.</p> : null}
            <ModalActions>
              <button
                type="button"
                className={`button ${user.disabled ? 'button--primary' : 'button--secondary'}`}
                onClick={() => toggleDisabled(user)}
                disabled={isBusy || isSelf}
              >
                {user.disabled ? 'Enable' : 'Disable'}
              </button>
              {user.isPro ? null : (
                <button type="button" className="button button--secondary" onClick={() => reset(user)} disabled={isBusy}>
                  Reset Count
                </button>
              )}
              <button type="button" className="button button--danger" onClick={() => setIsConfirmingDelete(true)} disabled={isBusy || isSelf}>
                Delete Account
              </button>
              <ModalClose>
                <button type="button" className="button button--ghost">
                  Close
                </button>
              </ModalClose>
            </ModalActions>
          </>
        ) : null}
      </Modal>
      <ConfirmDeletionDialog
        isOpen={isConfirmingDelete && user !== null}
        isDeleting={deleteUser.isPending}
        onCancel={() => setIsConfirmingDelete(false)}
        onConfirm={() => (user ? confirmDelete(user) : undefined)}
      />
    </>
  );
}
