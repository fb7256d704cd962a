import { memo } from 'react';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { LandingLoginForm } from './landing-login-form.tsx';
import { WelcomeBackPanel } from './welcome-back-panel.tsx';

/** Right of the hero: the login form for visitors, Welcome Back for a signed-in user. Memo: the typing effect re-renders the hero often. */
export const HeroAside = memo(function HeroAside() {
  const { data: session, isPending } = useAuthSession();
  if (isPending) {
    return (
      <div className="hero-card hero-card--pending" aria-busy="true">
        <p className="visually-hidden">Loading</p>
      </div>
    );
  }
  return session ? <WelcomeBackPanel name={session.user.name} /> : <LandingLoginForm />;
});
