import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { checkContactFields, CONTACT_LOGIN_REQUIRED_MESSAGE, MESSAGE_MAX_LENGTH } from '../../../../domain/messages.ts';
import { FormError, FormField } from '../../../components/form-field/form-field.tsx';
import { ApiError, readErrorMessage } from '../../../lib/api-client.ts';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { notify } from '../../../lib/toast.ts';
import { paths } from '../../../paths.ts';
import { useSubmitContact } from '../api/submit-contact.ts';
import '../contact.css';

/** Spec §2 Contact Us: name, e-mail (pre-filled for a signed-in cook) and message. */
export function ContactPage() {
  const { data: session, isPending: isSessionPending } = useAuthSession();
  const submit = useSubmitContact();
  const [name, setName] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  // Until the cook types, the fields show their account's name and e-mail.
  const nameValue = name ?? session?.user.name ?? '';
  const emailValue = email ?? session?.user.email ?? '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSentMessage(null);
    if (!session) {
      setError(CONTACT_LOGIN_REQUIRED_MESSAGE);
      notify.error(CONTACT_LOGIN_REQUIRED_MESSAGE);
      return;
    }
    const checked = checkContactFields({ name: nameValue, email: emailValue, message });
    if (!checked.isValid) {
      setError(checked.error);
      notify.error(checked.error);
      return;
    }
    setError(null);
    submit.mutate(checked.fields, {
      onSuccess: (result) => {
        setMessage('');
        setSentMessage(result.message);
        notify.success(result.message);
      },
      onError: (submitError) => {
        // A session that ended while the form was open: the spec's sentence, not the API's.
        const text =
          submitError instanceof ApiError && submitError.status === 401
            ? CONTACT_LOGIN_REQUIRED_MESSAGE
            : readErrorMessage(submitError, 'Your message could not be sent. Please try again.');
        setError(text);
        notify.error(text);
      },
    });
  };

  return (
    <section className="page contact">
      <h1>Contact Us</h1>
      <p className="contact__intro">Questions, ideas or trouble with a recipe? Write to us and an administrator will answer in your Messages.</p>
      {!isSessionPending && !session ? (
        <p className="contact__notice">
          {CONTACT_LOGIN_REQUIRED_MESSAGE} <Link to={paths.login}>Log in</Link>
        </p>
      ) : null}
      <form className="form card contact__form" onSubmit={handleSubmit} noValidate>
        <FormField label="Name" id="contact-name">
          {(control) => <input {...control} name="name" autoComplete="name" maxLength={100} value={nameValue} onChange={(event) => setName(event.target.value)} />}
        </FormField>
        <FormField label="Email" id="contact-email">
          {(control) => <input {...control} name="email" type="email" autoComplete="email" maxLength={320} value={emailValue} onChange={(event) => setEmail(event.target.value)} />}
        </FormField>
        <FormField label="Message" id="contact-message">
          {(control) => <textarea {...control} name="message" rows={6} maxLength={MESSAGE_MAX_LENGTH} value={message} onChange={(event) => setMessage(event.target.value)} />}
        </FormField>
        <FormError message={error} />
        {sentMessage ? (
          <p className="contact__success" role="status">
            {sentMessage}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={submit.isPending}>
          {submit.isPending ? 'Sending…' : 'Send Message'}
        </button>
      </form>
    </section>
  );
}
