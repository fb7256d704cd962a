import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { VERIFY_POLL_MS } from '../../../../domain/limits.ts';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { notify } from '../../../lib/toast.ts';
import { RETURN_PARAM, takeReturnPath, toSafeReturnPath, withReturnPath } from '../../../lib/return-path.ts';
import { paths } from '../../../paths.ts';
import { sendVerificationEmail } from '../api/send-verification-email.ts';
import { applyVerificationCode } from '../api/verify-email.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AUTH_MESSAGES, toResendErrorMessage, waitBeforeResendMessage } from '../../../lib/auth-messages.ts';
import { readSentTo } from '../lib/sent-to-state.ts';
import { readVerifyCooldownExpiry, startVerifyCooldown, toSecondsLeft } from '../lib/verify-cooldown.ts';

export type TVerifyState = 'checking' | 'verifying' | 'no-code' | 'error' | 'idle';

const STATE_TEXT: Record<TVerifyState, string> = {
  checking: 'Checking your account…',
  verifying: 'Verifying your e-mail…',
  'no-code': 'We sent a verification link to your e-mail. Open it to finish signing up; this page moves on by itself once you have.',
  error: AUTH_MESSAGES.verifyLinkInvalid,
  idle: 'Your e-mail is verified.',
};

/** Counts down the shared localStorage cooldown once a second. */
function useCooldownSeconds(): [number, () => void] {
  const [expiry, setExpiry] = useState(() => readVerifyCooldownExpiry());
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = toSecondsLeft(expiry, now);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);
  const restart = useCallback(() => {
    const current = Date.now();
    setExpiry(startVerifyCooldown(current));
    setNow(current);
  }, []);
  return [secondsLeft, restart];
}

export function VerifyEmailPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const oobCode = searchParams.get('oobCode');
  // Where the cook was going (the landing prompt, a shared recipe). A tab with its own ?next= (the one
  // waiting after sign-up or login) leaves the remembered copy to the tab the e-mailed link opens.
  const nextPath = toSafeReturnPath(searchParams.get(RETURN_PARAM));
  const takeDestination = useCallback(() => nextPath ?? takeReturnPath() ?? paths.create, [nextPath]);
  // The page stays on screen while the next one loads, and the session keeps answering meanwhile:
  // go on (and welcome the cook) once, not once per answer (the welcome showed twice).
  const hasGoneOn = useRef(false);
  const goOn = useCallback(
    (isWelcome: boolean) => {
      if (hasGoneOn.current) return;
      hasGoneOn.current = true;
      if (isWelcome) notify.success(AUTH_MESSAGES.verifiedWelcome);
      navigate(takeDestination(), { replace: true });
    },
    [navigate, takeDestination],
  );
  // Right after sign-up: the address the link was sent to (no session yet).
  const sentTo = readSentTo(location.state);
  const { data: session, isPending, refetch } = useAuthSession();
  const [state, setState] = useState<TVerifyState>(oobCode ? 'verifying' : 'checking');
  const [isSending, setIsSending] = useState(false);
  const [secondsLeft, restartCooldown] = useCooldownSeconds();
  const hasApplied = useRef(false);

  // With a code: apply it once (StrictMode mounts twice), then refresh the session the server just signed in.
  useEffect(() => {
    if (!oobCode || hasApplied.current) return;
    hasApplied.current = true;
    void (async () => {
      const result = await applyVerificationCode(oobCode);
      if (result.error) {
        setState('error');
        return;
      }
      await refetch();
      setState('idle');
      goOn(true);
    })();
  }, [oobCode, refetch, goOn]);

  // Without a code: wait for the session, then either move on or settle in no-code.
  useEffect(() => {
    if (oobCode || isPending) return;
    if (session?.user.emailVerified) {
      // Verified while this page was waiting (another tab, another device): welcomed here too.
      goOn(state === 'no-code' || state === 'error');
      return;
    }
    setState('no-code');
  }, [oobCode, isPending, session, state, goOn]);

  // no-code / error: reload the user every 5 s and go on once the e-mail is verified (another tab, another device).
  useEffect(() => {
    if (state !== 'no-code' && state !== 'error') return;
    const timer = window.setInterval(() => void refetch(), VERIFY_POLL_MS);
    return () => window.clearInterval(timer);
  }, [state, refetch]);

  const resendTo = session?.user.email ?? sentTo;
  const handleResend = async () => {
    if (!resendTo) {
      notify.error(AUTH_MESSAGES.noSession);
      navigate(paths.login);
      return;
    }
    if (secondsLeft > 0) {
      notify.error(waitBeforeResendMessage(secondsLeft));
      return;
    }
    setIsSending(true);
    const result = await sendVerificationEmail(resendTo);
    setIsSending(false);
    // Success and both failures restart the cooldown.
    restartCooldown();
    if (result.error) {
      notify.error(toResendErrorMessage(result.error));
      return;
    }
    notify.success(AUTH_MESSAGES.verificationSent);
  };

  const isJustSignedUp = sentTo !== null && !session && canResendState(state);

  return (
    <AuthCard title={isJustSignedUp ? 'Check your e-mail' : 'Verify Your E-mail'}>
      {isJustSignedUp ? (
        <p className="auth-card__status" role="status" aria-live="polite" data-state="sent">
          {AUTH_MESSAGES.signupSuccess} We sent a link to <strong>{sentTo}</strong>. Open it to finish signing up; this page moves on by itself once you have.
        </p>
      ) : (
        <p className={state === 'error' ? 'form-error auth-card__status' : 'auth-card__status'} role="status" aria-live="polite" data-state={state}>
          {STATE_TEXT[state]}
        </p>
      )}
      {session && canResendState(state) ? (
        <p className="field__hint">
          Signed in as <strong>{session.user.email}</strong>.
        </p>
      ) : null}
      {canResendState(state) ? (
        <button type="button" className="button button--primary" onClick={handleResend} disabled={isSending} aria-describedby="resend-hint">
          {isSending ? 'Sending…' : secondsLeft > 0 ? `Resend Verification Email (${secondsLeft}s)` : 'Resend Verification Email'}
        </button>
      ) : null}
      {canResendState(state) ? (
        <p id="resend-hint" className="field__hint">
          {secondsLeft > 0 ? waitBeforeResendMessage(secondsLeft) : 'Did not get it? Check your spam folder or send a new link.'}
        </p>
      ) : null}
      {isJustSignedUp ? (
        <div className="auth-card__links">
          <span>
            Wrong address? <Link to={withReturnPath(paths.signup, nextPath)}>Sign up with the right one</Link>
          </span>
          <span>
            Verified on another device? <Link to={withReturnPath(paths.login, nextPath)}>Log in</Link>
          </span>
        </div>
      ) : canResendState(state) && !session ? (
        <div className="auth-card__links">
          <Link to={withReturnPath(paths.login, nextPath)}>Log in</Link>
        </div>
      ) : null}
    </AuthCard>
  );
}

function canResendState(state: TVerifyState): boolean {
  return state === 'no-code' || state === 'error';
}
