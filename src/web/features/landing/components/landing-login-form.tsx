import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { loadAuthClient } from '@/lib/auth-client.ts';
import { AUTH_MESSAGES, isDisabledAccountError, toLoginErrorMessage } from '@/lib/auth-messages.ts';
import { notify } from '@/lib/toast.ts';
import { DisabledAccountHelp } from '@/components/disabled-account-help.tsx';
import { paths } from '@/paths.ts';

export const INVALID_CREDENTIALS_MESSAGE = AUTH_MESSAGES.invalidLogin;
export const EMPTY_FIELDS_MESSAGE = AUTH_MESSAGES.fillAllFields;
export const UNVERIFIED_MESSAGE = AUTH_MESSAGES.unverifiedInfo;

/** The hero's sign-in form for visitors (spec §2 Landing, §5 Landing login, §8 Login). */
export function LandingLoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isDisabledAccount, setIsDisabledAccount] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setFormError(EMPTY_FIELDS_MESSAGE);
      return;
    }
    setFormError('');
    setIsDisabledAccount(false);
    setIsSubmitting(true);
    try {
      const { data, error } = await (await loadAuthClient()).signIn.email({ email: email.trim(), password });
      if (error) {
        // Inline, where the empty-fields message is: one message in one place (issue 24).
        const failure = { status: error.status, code: error.code, message: error.message };
        setFormError(toLoginErrorMessage(failure));
        setIsDisabledAccount(isDisabledAccountError(failure));
        setIsSubmitting(false);
        return;
      }
      if (!data.user.emailVerified) {
        notify.info(UNVERIFIED_MESSAGE);
        navigate(paths.verifyEmail);
        return;
      }
      notify.success(AUTH_MESSAGES.loginSuccess);
      navigate(paths.create);
    } catch (error) {
      // A network failure: the same words as the login page.
      setFormError(toLoginErrorMessage({ status: 0, message: error instanceof Error ? error.message : undefined }));
      setIsSubmitting(false);
    }
  };

  return (
    <section className="hero-card" aria-labelledby="landing-login-title">
      <h2 id="landing-login-title">Log in to start cooking</h2>
      <form className="form" onSubmit={handleSubmit} noValidate aria-busy={isSubmitting}>
        <div className="field">
          <label htmlFor="landing-email">Email</label>
          <input
            id="landing-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required="true"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={isSubmitting}
          />
        </div>
        <div className="field">
          <label htmlFor="landing-password">Password</label>
          <input
            id="landing-password"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-required="true"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={isSubmitting}
          />
        </div>
        <p className="form-error" role="alert">
          {formError}
        </p>
        {isDisabledAccount ? <DisabledAccountHelp email={email.trim()} /> : null}
        <button type="submit" className="button button--primary hero-card__action" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Log in'}
        </button>
      </form>
      <div className="hero-card__links">
        <Link to={paths.forgotPassword}>Forgot password?</Link>
        <span>
          New here?{' '}
          <Link to={paths.signup}>Create a free account</Link>
        </span>
      </div>
    </section>
  );
}
