import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/toast.ts';
import { RETURN_PARAM, rememberReturnPath, toSafeReturnPath, withReturnPath } from '../../../lib/return-path.ts';
import { paths } from '../../../paths.ts';
import { isSignOutReason, takeSignOutReason, type TSignOutReason } from '../../../lib/sign-out-reason.ts';
import { DisabledAccountHelp } from '../../../components/disabled-account-help.tsx';
import { signInWithEmail } from '../api/sign-in.ts';
import { AuthCard, FormError } from '../components/auth-card.tsx';
import { ACCOUNT_DISABLED_NOTICE, AUTH_MESSAGES, INACTIVITY_MESSAGE, isDisabledAccountError, toLoginErrorMessage } from '../../../lib/auth-messages.ts';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isDisabledAccount, setIsDisabledAccount] = useState(false);
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

  // ?verified=true: say it once, then clean the address bar (spec §2).
  useEffect(() => {
    if (searchParams.get('verified') === 'true' && !hasShownVerified.current) {
      hasShownVerified.current = true;
      setNotice(AUTH_MESSAGES.verifiedNotice);
      navigate(paths.login, { replace: true });
    }
  }, [searchParams, navigate]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(AUTH_MESSAGES.fillAllFields);
      return;
    }
    setIsSubmitting(true);
    setError(null);
    const result = await signInWithEmail(email.trim(), password);
    setIsSubmitting(false);
    setIsDisabledAccount(result.error ? isDisabledAccountError(result.error) : false);
    if (result.error) {
      // Inline only: the same words as a toast too said it twice (issue 24).
      setError(toLoginErrorMessage(result.error));
      return;
    }
    if (!result.data.user.emailVerified) {
      rememberReturnPath(returnPath);
      notify.info(AUTH_MESSAGES.unverifiedInfo);
      // ?next= rides along: the tab that waits for the link goes on to where the cook was going.
      navigate(withReturnPath(paths.verifyEmail, returnPath), { replace: true });
      return;
    }
    notify.success(AUTH_MESSAGES.loginSuccess);
    navigate(returnPath ?? paths.create);
  };

  return (
    <AuthCard title="Login" intro="Welcome back! Log in to cook something new.">
      {notice ? (
        <div className="auth-card__notice" role="status" data-reason={verifiedNotice ? undefined : (signOutReason ?? undefined)}>
          <p>{notice}</p>
          {signOutReason === 'disabled' && !verifiedNotice ? <DisabledAccountHelp /> : null}
        </div>
      ) : null}
      <form className="form" onSubmit={handleSubmit} noValidate aria-busy={isSubmitting}>
        <FormError message={error} />
        {isDisabledAccount && error ? <DisabledAccountHelp email={email.trim()} /> : null}
        <div className="field">
          <label htmlFor="login-email">Email</label>
          <input id="login-email" type="email" autoComplete="email" required value={email} disabled={isSubmitting} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            disabled={isSubmitting}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
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
