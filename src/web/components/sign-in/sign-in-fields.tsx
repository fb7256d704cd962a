import { FormField } from '../form-field/form-field.tsx';

type TSignInFieldsProps = {
  /** Keeps the ids apart where two forms could meet ('login', 'landing'). */
  idPrefix: string;
  email: string;
  password: string;
  onEmailChange: (email: string) => void;
  onPasswordChange: (password: string) => void;
  isDisabled: boolean;
};

/** The e-mail and password of the sign-in flow (`lib/use-sign-in-form.ts`), the same on the login page and the landing form. */
export function SignInFields({ idPrefix, email, password, onEmailChange, onPasswordChange, isDisabled }: TSignInFieldsProps) {
  const fields = [
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email', value: email, onChange: onEmailChange },
    {
      name: 'password',
      label: 'Password',
      type: 'password',
      autoComplete: 'current-password',
      inputMode: undefined,
      value: password,
      onChange: onPasswordChange,
    },
  ] as const;
  return fields.map((field) => (
    <FormField key={field.name} label={field.label} id={`${idPrefix}-${field.name}`}>
      {(control) => (
        <input
          {...control}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          required
          value={field.value}
          disabled={isDisabled}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </FormField>
  ));
}
