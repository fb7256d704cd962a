import { lazy, Suspense, useEffect, useId, useRef, useState, type MouseEvent as TReactMouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { isAdminUser, useAuthSession } from '../lib/auth-client.ts';
import { withQueryClient } from '../lib/lazy-query-client.tsx';
import { notify } from '../lib/toast.ts';
import { paths } from '../paths.ts';
import './navbar.css';
import { useSignOut } from './use-sign-out.ts';

// Loaded only for a signed-in session, with its own chunk (query, schemas, modal).
const MessagesButton = lazy(async () => ({
  default: await withQueryClient(import('../features/messages/components/messages-button.tsx').then((module) => module.MessagesButton)),
}));
// Its own chunk: the badge reads the cart, and that code stays off the first page.
const CartNavButton = lazy(async () => ({
  default: await withQueryClient(import('../features/cart/components/cart-nav-button.tsx').then((module) => module.CartNavButton)),
}));

type TMenuItem = {
  label: string;
  to: string;
  unverifiedMessage: string | null;
  isAdminOnly: boolean;
  /** Shown in the bar itself at desktop widths (and then left out of the menu there). */
  isPrimary: boolean;
};

// Labels are the pages' own titles, not the spec's 'Schedule'/'Library'.
const MENU_ITEMS: TMenuItem[] = [
  { label: 'Create', to: paths.create, unverifiedMessage: 'Please verify your e-mail to access Create.', isAdminOnly: false, isPrimary: true },
  { label: 'Meal Planner', to: paths.mealPlanner, unverifiedMessage: 'Please verify your e-mail to access Meal Planner.', isAdminOnly: false, isPrimary: true },
  { label: 'Saved Recipes', to: paths.saved, unverifiedMessage: 'Please verify your e-mail to access Saved Recipes.', isAdminOnly: false, isPrimary: true },
  { label: 'Admin Dashboard', to: paths.admin, unverifiedMessage: null, isAdminOnly: true, isPrimary: false },
  { label: 'Settings', to: paths.settings, unverifiedMessage: 'Please verify your e-mail to access Settings.', isAdminOnly: false, isPrimary: false },
];

export const MENU_UNVERIFIED_MESSAGE = 'Please verify your e-mail to access the menu.';

/** Top navbar: logo, login button for visitors, the signed-in menu. */
export function Navbar() {
  const { data: session, isPending } = useAuthSession();
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
      // Closing a toast is not a click away from the menu.
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

  // Real links (a new tab works); an unverified cook is told why instead of being bounced.
  const handleItem = (event: TReactMouseEvent<HTMLAnchorElement>, item: TMenuItem) => {
    if (!isVerified && item.unverifiedMessage) {
      event.preventDefault();
      notify.info(item.unverifiedMessage);
      return;
    }
    setIsMenuOpen(false);
  };
  const items = MENU_ITEMS.filter((item) => !item.isAdminOnly || isAdmin);

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
        {session ? (
          <ul className="navbar__links" aria-label="Main pages">
            {items
              .filter((item) => item.isPrimary)
              .map((item) => (
                <li key={item.label}>
                  <NavLink to={item.to} className="navbar__link" onClick={(event) => handleItem(event, item)}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        ) : null}
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
                  {items.map((item) => (
                    <li key={item.label} className={item.isPrimary ? 'navbar__entry navbar__entry--primary' : 'navbar__entry'}>
                      <Link
                        to={item.to}
                        className="navbar__item"
                        aria-current={pathname === item.to ? 'page' : undefined}
                        onClick={(event) => handleItem(event, item)}
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                  <li className="navbar__entry">
                    <button type="button" className="navbar__item" onClick={handleLogout}>
                      Logout
                    </button>
                  </li>
                </ul>
              ) : null}
            </div>
          ) : (
            <>
              <NavLink to={paths.pricing} className="navbar__link navbar__link--visitor">
                Pricing
              </NavLink>
              <NavLink to={paths.signup} className="button button--secondary navbar__signup">
                Sign up
              </NavLink>
              <NavLink to={paths.login} className="button button--primary">
                Login
              </NavLink>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
