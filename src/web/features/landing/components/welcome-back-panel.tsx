import { Link } from 'react-router';
import { paths } from '../../../paths.ts';

export function WelcomeBackPanel({ name }: { name: string }) {
  return (
    <section className="hero-card welcome-back" aria-labelledby="welcome-back-title">
      <h2 id="welcome-back-title">Welcome Back{name ? `, ${name}` : ''}!</h2>
      <p>You are already logged in. Your kitchen is ready when you are.</p>
      <Link to={paths.create} className="button button--primary hero-card__action">
        Start cooking
      </Link>
    </section>
  );
}
