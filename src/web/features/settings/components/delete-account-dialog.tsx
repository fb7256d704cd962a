import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { Modal, ModalActions, ModalClose } from '../../../components/modal.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { AccountActionError, toAccountActionError, type TAccountActionError } from './account-action-error.tsx';

type TDeleteAccountDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The server deleted the account; the caller closes the dialog and leaves the page. */
  onDeleted: () => void;
  hasPassword: boolean;
  ssoName: string | null;
};

export function DeleteAccountDialog({ isOpen, onClose, onDeleted, hasPassword, ssoName }: TDeleteAccountDialogProps) {
  const deleteAccount = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<TAccountActionError | null>(null);
  // Each opening starts with an empty field and no error.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setPassword('');
      setError(null);
    }
  }

  const handleConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasPassword && !password) {
      setError({ message: 'Please enter your current password.', isRecentSignInNeeded: false });
      return;
    }
    setError(null);
    try {
      await deleteAccount.mutateAsync(hasPassword ? password : undefined);
    } catch (caught) {
      setError(toAccountActionError(caught, 'Failed to delete account.'));
      return;
    }
    onDeleted();
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      size="narrow"
      role="alertdialog"
      title="Delete your account?"
      description={
        hasPassword
          ? 'This deletes your account and all of your data. It cannot be undone. Enter your current password to confirm.'
          : 'This deletes your account and all of your data. It cannot be undone.'
      }
    >
      <form className="form" onSubmit={handleConfirm} noValidate>
        <AccountActionError error={error} providerName={ssoName} />
        {hasPassword ? (
          <FormField label="Current Password" id="delete-password">
            {(control) => (
              <input {...control} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            )}
          </FormField>
        ) : null}
        <ModalActions>
          <ModalClose>
            <button type="button" className="button button--secondary">
              Cancel
            </button>
          </ModalClose>
          <button type="submit" className="button button--danger" disabled={deleteAccount.isPending}>
            {deleteAccount.isPending ? 'Deleting…' : 'Delete Account'}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
