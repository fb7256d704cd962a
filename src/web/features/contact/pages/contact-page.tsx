import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { checkContactFields, CONTACT_LOGIN_REQUIRED_MESSAGE } from '../../../../domain/messages.ts';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { ApiError, readErrorMessage } from '../../../lib/api-client.ts';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { paths } from '../../../paths.ts';
import { DISABLED_ACCOUNT_CONTACT_PATH } from '../../../components/disabled-account-help.tsx';
import { useSubmitContact } from '../api/submit-contact.ts';
import { ContactEmailField } from '../components/contact-email-field.tsx';
import { ContactMessageFields, useContactFormMessages } from '../components/contact-message-fields.tsx';
import { DisabledAccountContactForm } from '../components/disabled-account-contact-form.tsx';
import '../contact.css';

/**
 * Contact Us: name, e-mail (pre-filled for a signed-in cook) and message. Every message shows
 * inline, in one place, and goes once it stops being true (a stale 'Please fill in all
 * fields.' toast sat beside 'Message sent!'). Signed out with ?account=disabled: the disabled
 * account's form, which needs no sign-in.
 */
export function ContactPage() {
  const { data: session, isPending: isSessionPending } = useAuthSession();
  const [searchParams] = useSearchParams();
  const isDisabledAccount = searchParams.get('account') === 'disabled';
  const submit = useSubmitContact();
  const [name, setName] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const { error, setError, sentMessage, setSentMessage, edit } = useContactFormMessages();
  // Until the cook types, the fields show their account's name and e-mail.
  const nameValue = name ?? session?.user.name ?? '';
  const emailValue = email ?? session?.user.email ?? '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSentMessage(null);
    if (!session) {
      setError(CONTACT_LOGIN_REQUIRED_MESSAGE);
      return;
    }
    const checked = checkContactFields({ name: nameValue, email: emailValue, message });
    if (!checked.isValid) {
      setError(checked.error);
      return;
    }
    setError(null);
    submit.mutate(checked.fields, {
      onSuccess: (result) => {
        setMessage('');
        setSentMessage(result.message);
      },
      onError: (submitError) => {
        // A session that ended while the form was open: the spec's sentence, not the API's.
        const text =
          submitError instanceof ApiError && submitError.status === 401
            ? CONTACT_LOGIN_REQUIRED_MESSAGE
            : readErrorMessage(submitError, 'Your message could not be sent. Please try again.');
        setError(text);
      },
    });
  };

  if (!isSessionPending && !session && isDisabledAccount) {
    return (
      <section className="page contact">
        <h1>Contact Us</h1>
        <DisabledAccountContactForm />
      </section>
    );
  }

  return (
    <section className="page contact">
      <h1>Contact Us</h1>
      <p className="contact__intro">Questions, ideas or trouble with a recipe? Write to us and an administrator will answer in your Messages.</p>
      {!isSessionPending && !session ? (
        <div className="contact__notice">
          <p>
            {CONTACT_LOGIN_REQUIRED_MESSAGE} <Link to={paths.login}>Log in</Link>
          </p>
          <p>
            Account disabled? <Link to={DISABLED_ACCOUNT_CONTACT_PATH}>Write to us with its e-mail and password</Link>
          </p>
        </div>
      ) : null}
      <form className="form card contact__form" onSubmit={handleSubmit} noValidate>
        <FormField label="Name" id="contact-name">
          {(control) => (
            <input {...control} name="name" autoComplete="name" maxLength={100} value={nameValue} onChange={(event) => edit(setName, event.target.value)} />
          )}
        </FormField>
        <ContactEmailField id="contact-email" value={emailValue} onChange={(value) => edit(setEmail, value)} />
        <ContactMessageFields
          id="contact-message"
          message={message}
          onMessageChange={(value) => edit(setMessage, value)}
          error={error}
          sentMessage={sentMessage}
          isSending={submit.isPending}
        />
      </form>
    </section>
  );
}
