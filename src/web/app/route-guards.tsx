import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { isAdminUser, useAuthSession } from '../lib/auth-client.ts';
import { notify } from '../lib/toast.ts';
import { RETURN_PARAM, toSafeReturnPath, withReturnPath } from '../lib/return-path.ts';
import { paths } from '../paths.ts';

export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      Loading
    </div>
  );
}

/**
 * The sign-in guard: `pending` (Loading unless told otherwise) while unknown, no user → /login,
 * unverified → /verify-email.
 */
export function RequireVerifiedUser({ children, pending = <LoadingScreen /> }: { children: ReactNode; pending?: ReactNode }) {
  const { data: session, isPending } = useAuthSession();
  const location = useLocation();
  if (isPending) return pending;
  if (!session) return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  // The page asked for rides along: once verified (a stale session a moment after the link, or a cook
  // who verifies later) the verify page goes on to it, e.g. /create with the landing prompt.
  if (!session.user.emailVerified) return <Navigate to={withReturnPath(paths.verifyEmail, `${location.pathname}${location.search}`)} replace />;
  return children;
}

/**
 * /login and /signup send a signed-in, verified user on to where ?next= points, else /create. While the
 * session is still unknown the form shows: it is the page prerendered at build time, so the
 * first paint needs no script.
 */
export function RedirectVerifiedUser({ children }: { children: ReactNode }) {
  const { data: session } = useAuthSession();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // Arrived here by a sign-out the cook did not ask for (`use-sign-out.ts`): the session is on its way out.
  const isSigningOut = typeof location.state === 'object' && location.state !== null && 'reason' in location.state;
  // Where the login page itself would go: ?next=, else the page that sent the cook here (a guard's or
  // the inactivity sign-out's `state.from`). Whichever answers first after signing in, the cook lands there.
  const fromState =
    isSigningOut || typeof location.state !== 'object' || location.state === null || !('from' in location.state) ? null : toSafeReturnPath(location.state.from);
  if (session?.user.emailVerified && !isSigningOut)
    return <Navigate to={toSafeReturnPath(searchParams.get(RETURN_PARAM)) ?? fromState ?? paths.create} replace />;
  return children;
}

/**
 * /admin: no user → /login; a non-admin → / with the spec's error toast. When the session cannot be
 * read at all, the spec's 'Error verifying admin access.' and back to /.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: session, isPending, error } = useAuthSession();
  const hasFailed = !isPending && !session && Boolean(error);
  const isDenied = !isPending && Boolean(session) && !isAdminUser(session);
  const hasToasted = useRef(false);
  useEffect(() => {
    if (hasToasted.current) return;
    if (hasFailed) {
      hasToasted.current = true;
      notify.error('Error verifying admin access.');
    } else if (isDenied) {
      hasToasted.current = true;
      notify.error('Access denied. Admin privileges required.');
    }
  }, [isDenied, hasFailed]);
  if (isPending) return <LoadingScreen />;
  if (hasFailed || isDenied) return <Navigate to={paths.home} replace />;
  if (!session) return <Navigate to={paths.login} replace />;
  return children;
}
