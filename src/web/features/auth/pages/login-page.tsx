import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RETURN_PARAM, toSafeReturnPath, withReturnPath } from '../../../lib/return-path.ts';
import { useSignInForm } from '../../../lib/use-sign-in-form.ts';
import { paths } from '../../../paths.ts';
import { isSignOutReason, takeSignOutReason, type TSignOutReason } from '../../../lib/sign-out-reason.ts';
import { DisabledAccountHelp } from '../../../components/disabled-account-help.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { FormError } from '../../../components/form-field/form-field.tsx';
import { SignInFields } from '../../../components/sign-in/sign-in-fields.tsx';
import { ACCOUNT_DISABLED_NOTICE, AUTH_MESSAGES, INACTIVITY_MESSAGE, toSsoErrorMessage } from '../../../lib/auth-messages.ts';
import { SsoSignInButton } from '../../../components/sign-in/sso-sign-in-button.tsx';
import { useSignInOptions } from '../../../lib/use-sign-in-options.ts';

/** The reason a sign-out the cook did not ask for left in the history state (`app/use-sign-out.ts`). */
function readSignOutReason(state: unknown): TSignOutReason | null {
  return typeof state === 'object' && state !== null && 'reason' in state && isSignOutReason(state.reason) ? state.reason : null;
}

const SIGN_OUT_NOTICES: Record<TSignOutReason, string> = { inactivity: INACTIVITY_MESSAGE, disabled: ACCOUNT_DISABLED_NOTICE };

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // ?next= (a shared recipe, the landing prompt) or the guarded page that sent the cook here.
  const fromState: unknown = location.state;
  const returnPath =
    toSafeReturnPath(searchParams.get(RETURN_PARAM)) ??
    (typeof fromState === 'object' && fromState !== null && 'from' in fromState ? toSafeReturnPath(fromState.from) : null);
  const { email, setEmail, password, setPassword, isSubmitting, error, isDisabledAccount, handleSubmit } = useSignInForm(returnPath);
  const [verifiedNotice, setNotice] = useState<string | null>(null);
  // Said for the sign-out that brought the cook here: from the history state, or the remembered reason
  // when the page left behind redirected here by itself.
  // Read after mounting: the prerendered page hydrates without it (no mismatch), and a second run of
  // the effect (StrictMode) finds it taken and keeps the first answer.
  const [storedReason, setStoredReason] = useState<TSignOutReason | null>(null);
  useEffect(() => {
    const taken = takeSignOutReason();
    if (taken) setStoredReason(taken);
  }, []);
  const signOutReason = storedReason ?? readSignOutReason(fromState);
  const notice = verifiedNotice ?? (signOutReason ? SIGN_OUT_NOTICES[signOutReason] : null);
  const hasShownVerified = useRef(false);
  const signInOptions = useSignInOptions();
  // Until the server answers, the password form (the usual setup, and what the prerendered page shows).
  const isPasswordLoginOn = signInOptions?.isPasswordLoginOn ?? true;
  // better-auth sends the cook back here with ?error= when single sign-on did not complete.
  const [ssoError, setSsoError] = useState<string | null>(null);
  useEffect(() => {
    const message = toSsoErrorMessage(searchParams.get('error'));
    if (message) {
      setSsoError(message);
      navigate(paths.login, { replace: true });
    }
  }, [searchParams, navigate]);

  // ?verified=true: say it once, then clean the address bar.
  useEffect(() => {
    if (searchParams.get('verified') === 'true' && !hasShownVerified.current) {
      hasShownVerified.current = true;
      setNotice(AUTH_MESSAGES.verifiedNotice);
      navigate(paths.login, { replace: true });
    }
  }, [searchParams, navigate]);

  return (
    <AuthCard title="Login" intro="Welcome back! Log in to cook something new.">
      {/* The page's one status line: why the cook is here (verified, signed out for inactivity, …). */}
      {notice ? (
        <div className="auth-card__notice" role="status" data-reason={verifiedNotice ? undefined : (signOutReason ?? undefined)}>
          <p>{notice}</p>
          {/* One link to support: a refused login shows its own, carrying the typed address. */}
          {signOutReason === 'disabled' && !verifiedNotice && !(isDisabledAccount && error) ? <DisabledAccountHelp /> : null}
        </div>
      ) : null}
      {ssoError ? <FormError message={ssoError} /> : null}
      {signInOptions?.sso ? (
        <>
          <SsoSignInButton
            providerName={signInOptions.sso.name}
            returnPath={returnPath}
            className={isPasswordLoginOn ? 'button button--secondary' : undefined}
          />
          {isPasswordLoginOn ? <p className="auth-card__divider">or log in with your e-mail</p> : null}
        </>
      ) : null}
      {isPasswordLoginOn ? (
        <>
          <form className="form" onSubmit={handleSubmit} noValidate aria-busy={isSubmitting}>
            <FormError message={error} />
            {isDisabledAccount && error ? <DisabledAccountHelp email={email.trim()} /> : null}
            <SignInFields
              idPrefix="login"
              email={email}
              password={password}
              onEmailChange={setEmail}
              onPasswordChange={setPassword}
              isDisabled={isSubmitting}
            />
            <Link to={paths.forgotPassword}>Forgot password?</Link>
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Logging In...' : 'Login'}
            </button>
          </form>
          <div className="auth-card__links">
            <span>New to Forkcast?</span>
            {isSubmitting ? (
              <button type="button" className="button button--secondary" disabled>
                Sign Up
              </button>
            ) : (
              <Link to={withReturnPath(paths.signup, returnPath)} className="button button--secondary">
                Sign Up
              </Link>
            )}
          </div>
        </>
      ) : (
        <p className="auth-card__intro auth-card__sso-note">New to Forkcast? Your first single sign-on creates your account.</p>
      )}
    </AuthCard>
  );
}
