import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../paths.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormError, FormField } from '../../../components/form-field/form-field.tsx';
import { isSimpleEmail } from '../../../../domain/email.ts';
import { AUTH_MESSAGES, toResetRequestErrorMessage } from '../../../lib/auth-messages.ts';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!isSimpleEmail(address)) {
      setError(AUTH_MESSAGES.invalidEmail);
      return;
    }
    setIsSubmitting(true);
    setError(null);
    const result = await requestPasswordReset(address);
    setIsSubmitting(false);
    if (result.error) {
      const message = toResetRequestErrorMessage(result.error);
      setError(message);
      return;
    }
    // The server answers the same whether or not the address is registered, and so does the page:
    // only the neutral notice, never a toast claiming a link went out.
    setIsSent(true);
  };

  return (
    <AuthCard title="Forgot Password" intro="Enter the e-mail of your account and we will send you a link to choose a new password.">
      <form className="form" onSubmit={handleSubmit} noValidate aria-busy={isSubmitting}>
        <FormError message={error} />
        {isSent ? (
          <p className="auth-card__notice" role="status">
            {AUTH_MESSAGES.resetMaybeSent}
          </p>
        ) : null}
        <FormField label="Email" id="forgot-email">
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              required
              value={email}
              disabled={isSubmitting}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Reset Password'}
        </button>
      </form>
      <div className="auth-card__links">
        <Link to={paths.login}>Back to login</Link>
      </div>
    </AuthCard>
  );
}
