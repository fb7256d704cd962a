import { Link, useNavigate } from 'react-router';
import { authClient, useAuthSession } from '../lib/auth-client.ts';
import { paths } from '../paths.ts';

/** Top navbar (spec §2). The accounts feature completes the signed-in menu. */
export function Navbar() {
  const { data: session, isPending } = useAuthSession();
  const navigate = useNavigate();

  const handleLogout = async () => {
    await authClient.signOut();
    navigate(paths.login);
  };

  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label="Main">
        <Link to={paths.home} className="navbar__logo" aria-label="Forkcast home">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Forkcast</span>
        </Link>
        <div className="navbar__actions">
          {isPending ? null : session ? (
            <button type="button" className="button button--ghost" onClick={handleLogout}>
              Logout
            </button>
          ) : (
            <Link to={paths.login} className="button button--primary">
              Login
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}
