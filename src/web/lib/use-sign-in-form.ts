import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../paths.ts';
import { AUTH_MESSAGES, toLoginErrorMessage } from './auth-messages.ts';
import { rememberReturnPath, withReturnPath } from './return-path.ts';
import { signInWithEmail } from './sign-in.ts';
import { LOGIN_ERROR_TOAST_ID, notify } from './toast.ts';

/**
 * The one sign-in flow, for the login page and the landing form: the same checks,
 * messages (inline and as a toast) and destination — where the cook was going, else /create; an
 * unverified cook waits on /verify-email with that destination kept.
 */
export function useSignInForm(returnPath: string | null) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(AUTH_MESSAGES.fillAllFields);
      return;
    }
    setIsSubmitting(true);
    setError(null);
    const result = await signInWithEmail(email.trim(), password);
    setIsSubmitting(false);
    if (result.error) {
      const message = toLoginErrorMessage(result.error);
      setError(message);
      notify.error(message, { toastId: LOGIN_ERROR_TOAST_ID });
      return;
    }
    // The failure of the try before is no longer true.
    notify.dismiss(LOGIN_ERROR_TOAST_ID);
    if (!result.data.user.emailVerified) {
      rememberReturnPath(returnPath);
      notify.info(AUTH_MESSAGES.unverifiedInfo);
      // The destination rides along: the tab that waits for the link goes on to where the cook was going.
      navigate(withReturnPath(paths.verifyEmail, returnPath), { replace: true });
      return;
    }
    notify.success(AUTH_MESSAGES.loginSuccess);
    navigate(returnPath ?? paths.create);
  };

  return { email, setEmail, password, setPassword, isSubmitting, error, handleSubmit };
}
