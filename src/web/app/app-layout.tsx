import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useAuthSession } from '../lib/auth-client.ts';
import { TOAST_CONTAINER_PROPS } from '../lib/toast.ts';
import { Navbar } from './navbar.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { useInactivitySignOut } from './use-inactivity-sign-out.ts';
import { usePageViews } from './use-page-views.ts';
import { useSignOut } from './use-sign-out.ts';

const ToastContainer = lazy(async () => ({ default: (await import('react-toastify')).ToastContainer }));
// The service worker's registration and update prompt: a built app only (the dev server and tests have no worker).
const AppUpdatePrompt = lazy(() => import('./app-update-prompt.tsx'));

/** Mounted after hydration: the prerendered pages have no container, and its chunk loads off the critical path. */
function useIsMounted(): boolean {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  return isMounted;
}

export function AppLayout() {
  const isMounted = useIsMounted();
  const { data: session } = useAuthSession();
  const signOut = useSignOut();
  useInactivitySignOut(Boolean(session), signOut);
  usePageViews();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {isMounted ? (
        <Suspense fallback={null}>
          <ToastContainer {...TOAST_CONTAINER_PROPS} />
          {import.meta.env.PROD ? <AppUpdatePrompt /> : null}
        </Suspense>
      ) : null}
      <ScrollManager />
    </>
  );
}
