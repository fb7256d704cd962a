import { useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../domain/messages.ts';
import { FormError, FormField } from '../../../components/form-field/form-field.tsx';

/**
 * A contact form's messages: one at a time, inline, each gone once it stops being true — the cook
 * edits a field (a stale 'Please fill in all fields.' sat beside 'Message sent!').
 */
export function useContactFormMessages() {
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const edit = (setValue: (value: string) => void, value: string) => {
    setValue(value);
    setError(null);
    setSentMessage(null);
  };
  return { error, setError, sentMessage, setSentMessage, edit };
}

type TContactMessageFieldsProps = {
  id: string;
  message: string;
  onMessageChange: (value: string) => void;
  error: string | null;
  sentMessage: string | null;
  isSending: boolean;
};

/** The message box, the form's one message and Send: the part both contact forms share. */
export function ContactMessageFields({ id, message, onMessageChange, error, sentMessage, isSending }: TContactMessageFieldsProps) {
  return (
    <>
      <FormField label="Message" id={id}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            maxLength={MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(event) => onMessageChange(event.target.value)}
          />
        )}
      </FormField>
      <FormError message={error} />
      {sentMessage ? (
        <p className="contact__success" role="status">
          {sentMessage}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={isSending}>
        {isSending ? 'Sending…' : 'Send Message'}
      </button>
    </>
  );
}
