import { useState } from 'react';
import { loadAuthClient } from '../../lib/auth-client.ts';
import { SSO_MESSAGES } from '../../lib/auth-messages.ts';
import { paths } from '../../paths.ts';
import { FormError } from '../form-field/form-field.tsx';

type TSsoSignInButtonProps = {
  /** The provider's name (OIDC_NAME), or "single sign-on". */
  providerName: string;
  /** Where the cook goes after signing in; /create when they were going nowhere in particular. */
  returnPath: string | null;
  className?: string;
  /** The button's words before the provider's name: "Sign in with" unless a page says otherwise. */
  label?: string;
};

/** Sends the browser to the single sign-on provider; it comes back signed in (or to /login with the reason). */
export function SsoSignInButton({ providerName, returnPath, className, label = 'Sign in with' }: TSsoSignInButtonProps) {
  const [isRedirecting, setIsRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleClick = async () => {
    setIsRedirecting(true);
    setError(null);
    try {
      const client = await loadAuthClient();
      const result = await client.signIn.social({ provider: 'oidc', callbackURL: returnPath ?? paths.create, errorCallbackURL: paths.login });
      // On success better-auth's client has already sent the browser to the provider.
      if (result.error) {
        setError(result.error.message || SSO_MESSAGES.failed);
        setIsRedirecting(false);
      }
    } catch {
      setError(SSO_MESSAGES.failed);
      setIsRedirecting(false);
    }
  };

  return (
    <div className="sso-sign-in">
      <FormError message={error} />
      <button
        type="button"
        className={className ?? 'button button--primary'}
        onClick={() => void handleClick()}
        disabled={isRedirecting}
        aria-busy={isRedirecting}
      >
        {isRedirecting ? 'Redirecting…' : `${label} ${providerName}`}
      </button>
    </div>
  );
}
