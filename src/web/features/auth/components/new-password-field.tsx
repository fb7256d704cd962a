import { FormField } from '../../../components/form-field/form-field.tsx';
import { PASSWORD_MAX_LENGTH } from '../../../../domain/limits.ts';
import { PASSWORD_RULE_TEXT } from '../../../../domain/password.ts';

type TNewPasswordFieldProps = {
  id: string;
  label: string;
  value: string;
  isDisabled: boolean;
  onChange: (value: string) => void;
};

/** A new-password input that states the rule the server checks. */
export function NewPasswordField({ id, label, value, isDisabled, onChange }: TNewPasswordFieldProps) {
  return (
    <FormField label={label} id={id} hint={PASSWORD_RULE_TEXT}>
      {(control) => (
        <input
          {...control}
          type="password"
          autoComplete="new-password"
          required
          // Characters, not UTF-16 units, are what the rule counts, so the browser's maxLength stays generous.
          maxLength={PASSWORD_MAX_LENGTH * 2}
          value={value}
          disabled={isDisabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
