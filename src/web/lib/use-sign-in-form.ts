import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../paths.ts';
import { AUTH_MESSAGES, isDisabledAccountError, toLoginErrorMessage } from './auth-messages.ts';
import { rememberReturnPath, withReturnPath } from './return-path.ts';
import { signInWithEmail } from './sign-in.ts';
import { notify } from './toast.ts';

/**
 * The one sign-in flow, for the login page and the landing form: the same checks,
 * messages (inline only: one message in one place) and destination — where the cook was going, else /create; an
 * unverified cook waits on /verify-email with that destination kept.
 */
export function useSignInForm(returnPath: string | null) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A disabled account's refusal comes with the way to reach support.
  const [isDisabledAccount, setIsDisabledAccount] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(AUTH_MESSAGES.fillAllFields);
      return;
    }
    setIsSubmitting(true);
    setError(null);
    setIsDisabledAccount(false);
    const result = await signInWithEmail(email.trim(), password);
    setIsSubmitting(false);
    if (result.error) {
      setError(toLoginErrorMessage(result.error));
      setIsDisabledAccount(isDisabledAccountError(result.error));
      return;
    }
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

  return { email, setEmail, password, setPassword, isSubmitting, error, isDisabledAccount, handleSubmit };
}
