import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkNewPassword } from '../../../../domain/password.ts';
import { notify } from '../../../lib/toast.ts';
import { paths } from '../../../paths.ts';
import { resetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormError } from '../../../components/form-field/form-field.tsx';
import { NewPasswordField } from '../components/new-password-field.tsx';
import { AUTH_MESSAGES } from '../../../lib/auth-messages.ts';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const hasLinkError = !token || searchParams.get('error') !== null;
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(hasLinkError ? AUTH_MESSAGES.resetLinkInvalid : null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const problem = checkNewPassword(password);
    if (problem) {
      setError(problem);
      return;
    }
    setIsSubmitting(true);
    setError(null);
    const result = await resetPassword(token, password);
    setIsSubmitting(false);
    if (result.error) {
      const message =
        result.error.code === 'INVALID_TOKEN'
          ? AUTH_MESSAGES.resetLinkInvalid
          : result.error.status === 429
            ? AUTH_MESSAGES.resetTooMany
            : result.error.message || AUTH_MESSAGES.resetGeneric;
      setError(message);
      return;
    }
    notify.success(AUTH_MESSAGES.resetDone);
    navigate(paths.login, { replace: true });
  };

  return (
    <AuthCard title="Choose a New Password" intro="Every device signed in to your account will be signed out.">
      <form className="form" onSubmit={handleSubmit} noValidate aria-busy={isSubmitting}>
        <FormError message={error} />
        {hasLinkError ? (
          <Link to={paths.forgotPassword} className="button button--secondary">
            Request a new link
          </Link>
        ) : (
          <>
            <NewPasswordField id="reset-password" label="New Password" value={password} isDisabled={isSubmitting} onChange={setPassword} />
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save New Password'}
            </button>
          </>
        )}
      </form>
    </AuthCard>
  );
}
