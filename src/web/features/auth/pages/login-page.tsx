import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/toast.ts';
import { RETURN_PARAM, toSafeReturnPath, withReturnPath } from '../../../lib/return-path.ts';
import { useSignInForm } from '../../../lib/use-sign-in-form.ts';
import { paths } from '../../../paths.ts';
import { takeSignOutReason } from '../../../lib/sign-out-reason.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormError } from '../../../components/form-field/form-field.tsx';
import { SignInFields } from '../../../components/sign-in/sign-in-fields.tsx';
import { AUTH_MESSAGES, INACTIVITY_MESSAGE } from '../../../lib/auth-messages.ts';

/** The reason a sign-out the cook did not ask for left in the history state (`app/use-sign-out.ts`). */
function readSignOutReason(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'reason' in state && typeof state.reason === 'string' ? state.reason : null;
}

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // ?next= (a shared recipe, the landing prompt) or the guarded page that sent the cook here.
  const fromState: unknown = location.state;
  const returnPath =
    toSafeReturnPath(searchParams.get(RETURN_PARAM)) ??
    (typeof fromState === 'object' && fromState !== null && 'from' in fromState ? toSafeReturnPath(fromState.from) : null);
  const { email, setEmail, password, setPassword, isSubmitting, error, handleSubmit } = useSignInForm(returnPath);
  const [verifiedNotice, setNotice] = useState<string | null>(null);
  // Said for the sign-out that brought the cook here: from the history state, or the remembered reason
  // when the page left behind redirected here by itself.
  // Read after mounting: the prerendered page hydrates without it (no mismatch), and a second run of
  // the effect (StrictMode) finds it taken and keeps the first answer.
  const [storedReason, setStoredReason] = useState<string | null>(null);
  useEffect(() => {
    const taken = takeSignOutReason();
    if (taken) setStoredReason(taken);
  }, []);
  const signOutReason = storedReason ?? readSignOutReason(fromState);
  const notice = verifiedNotice ?? (signOutReason === 'inactivity' || readSignOutReason(fromState) === 'inactivity' ? INACTIVITY_MESSAGE : null);
  const hasShownVerified = useRef(false);

  // ?verified=true: say it once, then clean the address bar (spec §2).
  useEffect(() => {
    if (searchParams.get('verified') === 'true' && !hasShownVerified.current) {
      hasShownVerified.current = true;
      setNotice(AUTH_MESSAGES.verifiedNotice);
      notify.success(AUTH_MESSAGES.verifiedNotice);
      navigate(paths.login, { replace: true });
    }
  }, [searchParams, navigate]);

  return (
    <AuthCard title="Login" intro="Welcome back! Log in to cook something new.">
      {/* The page's one status line: why the cook is here (verified, signed out for inactivity, …). */}
      {notice ? (
        <p className="auth-card__notice" role="status">
          {notice}
        </p>
      ) : null}
      <form className="form" onSubmit={handleSubmit} noValidate aria-busy={isSubmitting}>
        <FormError message={error} />
        <SignInFields idPrefix="login" email={email} password={password} onEmailChange={setEmail} onPasswordChange={setPassword} isDisabled={isSubmitting} />
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
    </AuthCard>
  );
}
