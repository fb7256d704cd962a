import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_MAX_LENGTH } from '../../../../domain/limits.ts';
import { PASSWORD_RULE_TEXT } from '../../../../domain/password.ts';
import type { TProfile } from '../../../../domain/profile.ts';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { loadAuthClient, useAuthSession } from '../../../lib/auth-client.ts';
import { lazyDialog, MountWhenOpened } from '../../../lib/lazy-dialog.tsx';
import { notify } from '../../../lib/toast.ts';
import { useSignInOptions } from '../../../lib/use-sign-in-options.ts';
import { paths } from '../../../paths.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { validateAccountForm, type TAccountForm } from '../lib/validate-account.ts';
import { AccountActionError, toAccountActionError, type TAccountActionError } from './account-action-error.tsx';
import { AppearanceSection } from './appearance-section.tsx';

// The confirmation brings the dialog library: it loads when the cook first asks to delete.
const DeleteAccountDialog = lazyDialog(async () => (await import('./delete-account-dialog.tsx')).DeleteAccountDialog);

/** Said after an e-mail change request, whatever the address (the answer never tells whether it is taken). */
export function toEmailLinkSentMessage(pendingEmail: string): string {
  return `We sent a link to ${pendingEmail}. Your e-mail changes once you open it.`;
}

export function AccountTab({ profile }: { profile: TProfile }) {
  const { refetch } = useAuthSession();
  const signInOptions = useSignInOptions();
  const ssoName = signInOptions?.sso?.name ?? null;
  // A cook without a password (single sign-on only) confirms by a recent sign-in; with PASSWORD_LOGIN=false
  // nobody may set one (the server refuses it), so the change is not offered.
  const { hasPassword } = profile;
  const canChangePassword = hasPassword && signInOptions?.isPasswordLoginOn !== false;
  const [form, setForm] = useState<TAccountForm>({ name: profile.name, email: profile.email, newPassword: '', currentPassword: '' });
  const [error, setError] = useState<TAccountActionError | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const updateProfile = useUpdateProfile();
  const changeEmail = useChangeEmail();
  const changePassword = useChangePassword();

  const setField = (field: keyof TAccountForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateAccountForm(form, profile.email, hasPassword);
    if (problem) {
      setError({ message: problem, isRecentSignInNeeded: false });
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      if (form.name.trim() !== profile.name) await updateProfile.mutateAsync({ name: form.name.trim() });
      if (canChangePassword && form.newPassword) await changePassword.mutateAsync({ currentPassword: form.currentPassword, newPassword: form.newPassword });
      const newEmail = form.email.trim().toLowerCase();
      const isEmailChanged = newEmail !== profile.email.toLowerCase();
      // The address changes only once the link sent to the new one is opened; until then the field shows the old one.
      const requested = isEmailChanged ? await changeEmail.mutateAsync(hasPassword ? { newEmail, currentPassword: form.currentPassword } : { newEmail }) : null;
      setForm((current) => ({ ...current, email: requested ? requested.email : current.email, newPassword: '', currentPassword: '' }));
      if (requested) setPendingEmail(requested.pendingEmail);
      notify.success(requested ? toEmailLinkSentMessage(requested.pendingEmail) : 'Account updated.');
      if (form.name.trim() !== profile.name) await refetch();
    } catch (caught) {
      setError(toAccountActionError(caught, 'Could not update the account.'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section aria-labelledby="account-heading" className="settings-panel">
      <h2 id="account-heading">Account</h2>
      <form className="form" onSubmit={handleSubmit} noValidate aria-busy={isSaving}>
        <AccountActionError error={error} providerName={ssoName} />
        <FormField label="Name" id="account-name">
          {(control) => (
            <input
              {...control}
              autoComplete="name"
              maxLength={100}
              value={form.name}
              disabled={isSaving}
              onChange={(event) => setField('name')(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Email" id="account-email" hint={pendingEmail ? <span role="status">{toEmailLinkSentMessage(pendingEmail)}</span> : undefined}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              value={form.email}
              disabled={isSaving}
              onChange={(event) => setField('email')(event.target.value)}
            />
          )}
        </FormField>
        {canChangePassword ? (
          <FormField label="New Password" id="account-new-password" hint={PASSWORD_RULE_TEXT}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH * 2}
                placeholder="Leave blank to keep your password"
                value={form.newPassword}
                disabled={isSaving}
                onChange={(event) => setField('newPassword')(event.target.value)}
              />
            )}
          </FormField>
        ) : null}
        {hasPassword ? (
          <FormField
            label="Current Password"
            id="account-current-password"
            hint={canChangePassword ? 'Needed to change your e-mail or password.' : 'Needed to change your e-mail.'}
          >
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="current-password"
                value={form.currentPassword}
                disabled={isSaving}
                onChange={(event) => setField('currentPassword')(event.target.value)}
              />
            )}
          </FormField>
        ) : null}
        <button type="submit" className="button button--primary" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save Changes'}
        </button>
      </form>
      <AppearanceSection theme={profile.theme} />
      <DeleteAccountSection hasPassword={hasPassword} ssoName={ssoName} />
    </section>
  );
}

function DeleteAccountSection({ hasPassword, ssoName }: { hasPassword: boolean; ssoName: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const isDeleted = useRef(false);

  // Sign out once the settings page has gone (the navigation to / has rendered): while its guard is still
  // mounted, a session that ends would send the cook to /login instead of /. The server already ended the
  // sessions; this clears the cookie and the cached session.
  useEffect(
    () => () => {
      if (!isDeleted.current) return;
      void loadAuthClient()
        .then((authClient) => authClient.signOut())
        .catch(() => undefined);
    },
    [],
  );

  const handleDeleted = () => {
    setIsOpen(false);
    notify.success('Account deleted.');
    queryClient.clear();
    isDeleted.current = true;
    navigate(paths.home);
  };

  return (
    <div className="settings-danger">
      <h3>Delete Account</h3>
      <p>Deleting your account removes your recipes, plans and settings for good.</p>
      <button type="button" className="button button--danger" onClick={() => setIsOpen(true)}>
        Delete Account
      </button>
      <MountWhenOpened isOpen={isOpen}>
        <DeleteAccountDialog.Component isOpen={isOpen} onClose={() => setIsOpen(false)} onDeleted={handleDeleted} hasPassword={hasPassword} ssoName={ssoName} />
      </MountWhenOpened>
    </div>
  );
}
