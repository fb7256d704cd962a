import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { VERIFY_POLL_MS } from '../../../../domain/limits.ts';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { notify } from '../../../lib/toast.ts';
import { takeReturnPath } from '../../../lib/return-path.ts';
import { paths } from '../../../paths.ts';
import { sendVerificationEmail } from '../api/send-verification-email.ts';
import { applyVerificationCode } from '../api/verify-email.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AUTH_MESSAGES, toResendErrorMessage, waitBeforeResendMessage } from '../../../lib/auth-messages.ts';
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
  const oobCode = searchParams.get('oobCode');
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
      notify.success(AUTH_MESSAGES.verifiedWelcome);
      navigate(takeReturnPath() ?? paths.create, { replace: true });
    })();
  }, [oobCode, refetch, navigate]);

  // Without a code: wait for the session, then either move on or settle in no-code.
  useEffect(() => {
    if (oobCode || isPending) return;
    if (session?.user.emailVerified) {
      navigate(takeReturnPath() ?? paths.create, { replace: true });
      return;
    }
    setState('no-code');
  }, [oobCode, isPending, session, navigate]);

  // no-code / error: reload the user every 5 s and go on once the e-mail is verified (another tab, another device).
  useEffect(() => {
    if (state !== 'no-code' && state !== 'error') return;
    const timer = window.setInterval(() => void refetch(), VERIFY_POLL_MS);
    return () => window.clearInterval(timer);
  }, [state, refetch]);

  useEffect(() => {
    if ((state === 'no-code' || state === 'error') && session?.user.emailVerified) {
      notify.success(AUTH_MESSAGES.verifiedWelcome);
      navigate(takeReturnPath() ?? paths.create, { replace: true });
    }
  }, [state, session, navigate]);

  const handleResend = async () => {
    if (!session) {
      notify.error(AUTH_MESSAGES.noSession);
      navigate(paths.login);
      return;
    }
    if (secondsLeft > 0) {
      notify.error(waitBeforeResendMessage(secondsLeft));
      return;
    }
    setIsSending(true);
    const result = await sendVerificationEmail(session.user.email);
    setIsSending(false);
    // Success and both failures restart the cooldown (spec §8).
    restartCooldown();
    if (result.error) {
      notify.error(toResendErrorMessage(result.error));
      return;
    }
    notify.success(AUTH_MESSAGES.verificationSent);
  };

  const canResend = state === 'no-code' || state === 'error';

  return (
    <AuthCard title="Verify Your E-mail">
      <p className={state === 'error' ? 'form-error auth-card__status' : 'auth-card__status'} role="status" aria-live="polite" data-state={state}>
        {STATE_TEXT[state]}
      </p>
      {session && canResend ? (
        <p className="field__hint">
          Signed in as <strong>{session.user.email}</strong>.
        </p>
      ) : null}
      {canResend ? (
        <button type="button" className="button button--primary" onClick={handleResend} disabled={isSending} aria-describedby="resend-hint">
          {isSending ? 'Sending…' : secondsLeft > 0 ? `Resend Verification Email (${secondsLeft}s)` : 'Resend Verification Email'}
        </button>
      ) : null}
      {canResend ? (
        <p id="resend-hint" className="field__hint">
          {secondsLeft > 0 ? waitBeforeResendMessage(secondsLeft) : 'Did not get it? Check your spam folder or send a new link.'}
        </p>
      ) : null}
      {canResend && !session ? (
        <div className="auth-card__links">
          <Link to={paths.login}>Log in</Link>
        </div>
      ) : null}
    </AuthCard>
  );
}
