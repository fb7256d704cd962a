import { Link } from 'react-router';
import { FormError } from '../../../components/form-field/form-field.tsx';
import { SignInFields } from '../../../components/sign-in/sign-in-fields.tsx';
import { DisabledAccountHelp } from '../../../components/disabled-account-help.tsx';
import { useSignInForm } from '../../../lib/use-sign-in-form.ts';
import { useSignInOptions } from '../../../lib/use-sign-in-options.ts';
import { SsoSignInButton } from '../../../components/sign-in/sso-sign-in-button.tsx';
import { paths } from '../../../paths.ts';

/** The hero's sign-in form for visitors. */
export function LandingLoginForm() {
  // The landing page is no one's destination: after signing in the cook goes to /create.
  const { email, setEmail, password, setPassword, isSubmitting, error, isDisabledAccount, handleSubmit } = useSignInForm(null);
  const signInOptions = useSignInOptions();
  const isPasswordLoginOn = signInOptions?.isPasswordLoginOn ?? true;

  return (
    <section className="hero-card" aria-labelledby="landing-login-title">
      <h2 id="landing-login-title">Log in to start cooking</h2>
      {signInOptions?.sso ? (
        <SsoSignInButton
          providerName={signInOptions.sso.name}
          returnPath={null}
          className={isPasswordLoginOn ? 'button button--secondary hero-card__action' : 'button button--primary hero-card__action'}
        />
      ) : null}
      {isPasswordLoginOn ? (
        <>
          <form className="form" onSubmit={handleSubmit} noValidate aria-busy={isSubmitting}>
            <SignInFields
              idPrefix="landing"
              email={email}
              password={password}
              onEmailChange={setEmail}
              onPasswordChange={setPassword}
              isDisabled={isSubmitting}
            />
            <FormError message={error} />
            {isDisabledAccount && error ? <DisabledAccountHelp email={email.trim()} /> : null}
            <button type="submit" className="button button--primary hero-card__action" disabled={isSubmitting}>
              {isSubmitting ? 'Logging in...' : 'Log in'}
            </button>
          </form>
          <div className="hero-card__links">
            <Link to={paths.forgotPassword}>Forgot password?</Link>
            <span>
              New here? <Link to={paths.signup}>Create a free account</Link>
            </span>
          </div>
        </>
      ) : null}
    </section>
  );
}
