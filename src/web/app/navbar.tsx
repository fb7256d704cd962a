import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { isAdminUser, useAuthSession } from '../lib/auth-client.ts';
import { notify } from '../lib/toast.ts';
import { paths } from '../paths.ts';
import './navbar.css';
import { useSignOut } from './use-sign-out.ts';

// Loaded only for a signed-in session, with its own chunk (query, schemas, modal).
const MessagesButton = lazy(async () => ({ default: (await import('../features/messages/components/messages-button.tsx')).MessagesButton }));
// Its own chunk: the badge reads the cart, and that code stays off the first page.
const CartNavButton = lazy(async () => ({ default: (await import('../features/cart/components/cart-nav-button.tsx')).CartNavButton }));

type TMenuItem = { label: string; to: string; unverifiedMessage: string | null; isAdminOnly: boolean };

// Spec §2 dropdown, in order. The messages and cart buttons arrive with their own features.
const MENU_ITEMS: TMenuItem[] = [
  { label: 'Dashboard', to: paths.admin, unverifiedMessage: null, isAdminOnly: true },
  { label: 'Create', to: paths.create, unverifiedMessage: 'Please verify your e-mail to access Create.', isAdminOnly: false },
  { label: 'Schedule', to: paths.mealPlanner, unverifiedMessage: 'Please verify your e-mail to access Schedule.', isAdminOnly: false },
  { label: 'Library', to: paths.saved, unverifiedMessage: 'Please verify your e-mail to access Saved.', isAdminOnly: false },
  { label: 'Settings', to: paths.settings, unverifiedMessage: 'Please verify your e-mail to access Settings.', isAdminOnly: false },
];

export const MENU_UNVERIFIED_MESSAGE = 'Please verify your e-mail to access the menu.';

/** Top navbar (spec §2): logo, login button for visitors, the signed-in menu. */
export function Navbar() {
  const { data: session, isPending } = useAuthSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const isVerified = Boolean(session?.user.emailVerified);
  const isAdmin = isAdminUser(session);

  // Clicking outside or pressing Escape closes the menu.
  useEffect(() => {
    if (!isMenuOpen) return;
    const handlePointer = (event: MouseEvent | TouchEvent) => {
      if (event.target instanceof Node && menuRef.current?.contains(event.target)) return;
      // Closing a toast (they sit top-right, over the menu) is not a click away from the menu.
      if (event.target instanceof Element && event.target.closest('.Toastify')) return;
      setIsMenuOpen(false);
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsMenuOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', handlePointer);
    document.addEventListener('touchstart', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('mousedown', handlePointer);
      document.removeEventListener('touchstart', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [isMenuOpen]);

  const handleMenuButton = () => {
    if (!isVerified && !isMenuOpen) notify.info(MENU_UNVERIFIED_MESSAGE);
    setIsMenuOpen((open) => !open);
  };

  const handleItem = (item: TMenuItem) => {
    if (!isVerified && item.unverifiedMessage) {
      notify.info(item.unverifiedMessage);
      return;
    }
    setIsMenuOpen(false);
    navigate(item.to);
  };

  const handleLogout = async () => {
    setIsMenuOpen(false);
    await signOut();
  };

  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label="Main">
        <NavLink to={paths.home} end className="navbar__logo" aria-label="Forkcast home">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Forkcast</span>
        </NavLink>
        <div className="navbar__actions">
          {session ? (
            <Suspense fallback={null}>
              <CartNavButton isVerified={isVerified} />
              <MessagesButton />
            </Suspense>
          ) : null}
          {isPending ? null : session ? (
            <div className="navbar__menu" ref={menuRef}>
              <button
                ref={buttonRef}
                type="button"
                className="button button--secondary"
                aria-expanded={isMenuOpen}
                aria-controls={menuId}
                onClick={handleMenuButton}
              >
                Menu
              </button>
              {isMenuOpen ? (
                <ul id={menuId} className="navbar__dropdown" aria-label="Account menu">
                  {MENU_ITEMS.filter((item) => !item.isAdminOnly || isAdmin).map((item) => (
                    <li key={item.label}>
                      <button
                        type="button"
                        className="navbar__item"
                        aria-current={pathname === item.to ? 'page' : undefined}
                        onClick={() => handleItem(item)}
                      >
                        {item.label}
                      </button>
                    </li>
                  ))}
                  <li>
                    <button type="button" className="navbar__item" onClick={handleLogout}>
                      Logout
                    </button>
                  </li>
                </ul>
              ) : null}
            </div>
          ) : (
            <NavLink to={paths.login} className="button button--primary">
              Login
            </NavLink>
          )}
        </div>
      </nav>
    </header>
  );
}
