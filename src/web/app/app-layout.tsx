import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { useAuthSession } from '../lib/auth-client.ts';
import { TOAST_CONTAINER_PROPS } from '../lib/toast.ts';
import { Navbar } from './navbar.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import { useInactivitySignOut } from './use-inactivity-sign-out.ts';
import { usePageViews } from './use-page-views.ts';
import { useSignOut } from './use-sign-out.ts';

export function AppLayout() {
  const { data: session } = useAuthSession();
  const signOut = useSignOut();
  useInactivitySignOut(Boolean(session), signOut);
  usePageViews();
  useDocumentTitle();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
      <ScrollManager />
    </>
  );
}
