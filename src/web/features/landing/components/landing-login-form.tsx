import { Link } from 'react-router';
import { FormError, FormField } from '@/components/form-field/form-field.tsx';
import { useSignInForm } from '@/lib/use-sign-in-form.ts';
import { paths } from '@/paths.ts';

/** The hero's sign-in form for visitors (spec §2 Landing, §5 Landing login, §8 Login). */
export function LandingLoginForm() {
  // The landing page is no one's destination: after signing in the cook goes to /create.
  const { email, setEmail, password, setPassword, isSubmitting, error, handleSubmit } = useSignInForm(null);

  return (
    <section className="hero-card" aria-labelledby="landing-login-title">
      <h2 id="landing-login-title">Log in to start cooking</h2>
      <form className="form" onSubmit={handleSubmit} noValidate aria-busy={isSubmitting}>
        <FormField label="Email" id="landing-email">
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-required="true"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={isSubmitting}
            />
          )}
        </FormField>
        <FormField label="Password" id="landing-password">
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              aria-required="true"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={isSubmitting}
            />
          )}
        </FormField>
        <FormError message={error} />
        <button type="submit" className="button button--primary hero-card__action" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Log in'}
        </button>
      </form>
      <div className="hero-card__links">
        <Link to={paths.forgotPassword}>Forgot password?</Link>
        <span>
          New here?{' '}
          <Link to={paths.signup}>Create a free account</Link>
        </span>
      </div>
    </section>
  );
}
