import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { TOAST_CONTAINER_PROPS } from '../lib/toast.ts';
import { Navbar } from './navbar.tsx';
import { ScrollManager } from './scroll-manager.tsx';

export function AppLayout() {
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
