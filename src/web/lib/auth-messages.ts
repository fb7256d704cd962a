import type { TAuthErrorCode } from '../../domain/error-codes.ts';

// Every error and notice (Login, Signup, Verification, Password reset) the auth pages show.
export const AUTH_MESSAGES = {
  invalidLogin: 'Login Error: Invalid username or password',
  loginSuccess: 'Logged in successfully!',
  unverifiedInfo: 'Your account isn’t verified yet. Please verify your e-mail.',
  verifiedNotice: 'Your e-mail has been verified! You can now log in.',
  /** Shown once on the page the verified cook lands on (/create or where they were going). */
  verifiedWelcome: 'Your e-mail is verified. Welcome to Forkcast!',
  signupSuccess: 'Sign-up successful! Check your email for verification.',
  verifyLinkInvalid: 'This link is invalid or expired. You can request a new one below.',
  noSession: 'No user session. Please log in again.',
  verificationSent: 'Verification link sent! Check your inbox.',
  verifyTooMany: 'Too many requests—please wait a minute and try again.',
  resetMaybeSent: "If that email is registered, you'll receive a reset link shortly.",
  invalidEmail: 'Please enter a valid email address',
  resetTooMany: 'Too many attempts. Please try again later.',
  resetGeneric: 'An error occurred. Please try again later.',
  resetLinkInvalid: 'This reset link is invalid or expired. Please request a new one.',
  resetDone: 'Your password has been changed. Please log in with the new one.',
  fillAllFields: 'Please fill in all fields',
} as const;

/** Single sign-on: what the login page says when the provider sent the cook back with an error (better-auth's `?error=`). */
export const SSO_MESSAGES = {
  failed: 'Single sign-on did not work. Please try again.',
  accountNotLinked:
    'An account with this e-mail already exists, and single sign-on can only join it when both the provider and Forkcast have verified the address. Log in with your password, or verify your e-mail first.',
  signupDisabled: 'There is no Forkcast account for this sign-in.',
  passwordOff: 'This server signs you in with single sign-on.',
} as const;

/** The message for better-auth's `?error=` code after a single sign-on; null: no error in the address. */
export function toSsoErrorMessage(code: string | null): string | null {
  if (code === null || code === '') return null;
  if (code === 'account_not_linked') return SSO_MESSAGES.accountNotLinked;
  if (code === 'signup_disabled') return SSO_MESSAGES.signupDisabled;
  if (code === 'banned') return 'Login Error: Your account has been disabled. Please contact support.';
  return SSO_MESSAGES.failed;
}

/** On the login page when an admin disabled the account while it was signed in. */
export const ACCOUNT_DISABLED_NOTICE = 'Your account has been disabled, so you were signed out.';

/** On the login page after the 10-minute inactivity sign-out. */
export const INACTIVITY_MESSAGE = 'You were signed out after 10 minutes without activity.';

export const waitBeforeResendMessage = (seconds: number) => `Please wait ${seconds}s before requesting again.`;

/** The shape of a better-auth client error (better-fetch): status plus the server's code (one it knows, else none) and message. */
export type TAuthClientError = { status: number; code?: TAuthErrorCode; message?: string };

// One message for every credential mismatch, so a form never reveals which accounts exist.
const INVALID_CREDENTIALS_CODES: ReadonlySet<TAuthErrorCode> = new Set<TAuthErrorCode>([
  'INVALID_EMAIL_OR_PASSWORD',
  'USER_NOT_FOUND',
  'INVALID_PASSWORD',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
]);

/**
 * The login errors, for both the login page and the landing form: unknown user and wrong password read
 * the same; a disabled account says so; anything else shows its own message.
 */
export function toLoginErrorMessage(error: TAuthClientError): string {
  if ((error.code !== undefined && INVALID_CREDENTIALS_CODES.has(error.code)) || error.status === 401) return AUTH_MESSAGES.invalidLogin;
  if (isDisabledAccountError(error)) return `Login Error: ${error.message ?? 'This account has been disabled.'}`;
  return error.message || 'Login Error: Something went wrong. Please try again.';
}

/** A disabled account: the forms add the way to support that needs no sign-in. */
export function isDisabledAccountError(error: TAuthClientError): boolean {
  return error.code === 'BANNED_USER' || error.code === 'ACCOUNT_DISABLED';
}

export function toResetRequestErrorMessage(error: TAuthClientError): string {
  if (error.status === 429) return AUTH_MESSAGES.resetTooMany;
  if (error.code === 'INVALID_EMAIL' || error.status === 400) return AUTH_MESSAGES.invalidEmail;
  return AUTH_MESSAGES.resetGeneric;
}

export function toResendErrorMessage(error: TAuthClientError): string {
  if (error.status === 429) return AUTH_MESSAGES.verifyTooMany;
  return error.message || AUTH_MESSAGES.resetGeneric;
}
