import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { checkDisabledAccountContact } from '../../../../domain/messages.ts';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../paths.ts';
import { useSubmitDisabledAccountContact } from '../api/submit-disabled-account-contact.ts';
import { ContactEmailField } from './contact-email-field.tsx';
import { ContactMessageFields, useContactFormMessages } from './contact-message-fields.tsx';

function readPrefilledEmail(state: unknown): string {
  return typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string' ? state.email : '';
}

/**
 * A disabled account cannot sign in, so it writes to support with its e-mail and password.
 * The answer comes by e-mail. Messages show inline, each cleared once it stops being true.
 */
export function DisabledAccountContactForm() {
  const location = useLocation();
  const submit = useSubmitDisabledAccountContact();
  const [email, setEmail] = useState(() => readPrefilledEmail(location.state));
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');
  const { error, setError, sentMessage, setSentMessage, edit } = useContactFormMessages();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSentMessage(null);
    const checked = checkDisabledAccountContact({ email, password, message });
    if (!checked.isValid) {
      setError(checked.error);
      return;
    }
    setError(null);
    submit.mutate(checked.fields, {
      onSuccess: (result) => {
        setMessage('');
        setPassword('');
        setSentMessage(result.message);
      },
      onError: (submitError) => setError(readErrorMessage(submitError, 'Your message could not be sent. Please try again.')),
    });
  };

  return (
    <form className="form card contact__form" onSubmit={handleSubmit} noValidate aria-labelledby="disabled-contact-title">
      <h2 id="disabled-contact-title">Your account is disabled</h2>
      <p className="field__hint">A disabled account cannot sign in. Write to us with its e-mail and password; an administrator will answer you by e-mail.</p>
      <ContactEmailField id="disabled-contact-email" value={email} onChange={(value) => edit(setEmail, value)} />
      <FormField label="Password" id="disabled-contact-password">
        {(control) => (
          <input
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => edit(setPassword, event.target.value)}
          />
        )}
      </FormField>
      <Link to={paths.forgotPassword} className="field__hint">
        Forgot password?
      </Link>
      <ContactMessageFields
        id="disabled-contact-message"
        message={message}
        onMessageChange={(value) => edit(setMessage, value)}
        error={error}
        sentMessage={sentMessage}
        isSending={submit.isPending}
      />
    </form>
  );
}
