import { SsoSignInButton } from '../../../components/sign-in/sso-sign-in-button.tsx';
import { FormError } from '../../../components/form-field/form-field.tsx';
import { hasErrorCode, readErrorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../paths.ts';

/** A refused account change, and whether a fresh sign-in would let it through (an account without a password). */
export type TAccountActionError = { message: string; isRecentSignInNeeded: boolean };

export function toAccountActionError(caught: unknown, fallback: string): TAccountActionError {
  return { message: readErrorMessage(caught, fallback), isRecentSignInNeeded: hasErrorCode(caught, 'RECENT_SIGN_IN_REQUIRED') };
}

/**
 * The form's error; after RECENT_SIGN_IN_REQUIRED, a button that signs in with the provider again and
 * comes back to the settings, where the change can be made within the next 10 minutes.
 */
export function AccountActionError({ error, providerName }: { error: TAccountActionError | null; providerName: string | null }) {
  return (
    <>
      <FormError message={error?.message ?? null} />
      {error?.isRecentSignInNeeded && providerName ? (
        <SsoSignInButton providerName={providerName} returnPath={paths.settings} label="Sign in again with" className="button button--secondary" />
      ) : null}
    </>
  );
}
