import { CONTACT_EMAIL_MAX_LENGTH } from '../../../../domain/messages.ts';
import { FormField } from '../../../components/form-field/form-field.tsx';

/** The e-mail field both contact forms ask for: a signed-in cook's message and a disabled account's. */
export function ContactEmailField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <FormField label="Email" id={id}>
      {(control) => (
        <input
          {...control}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_EMAIL_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
