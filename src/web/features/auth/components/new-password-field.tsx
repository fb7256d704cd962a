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
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        required
        // Characters, not UTF-16 units, are what the rule counts, so the browser's maxLength stays generous.
        maxLength={PASSWORD_MAX_LENGTH * 2}
        aria-describedby={hintId}
        value={value}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={hintId} className="field__hint">
        {PASSWORD_RULE_TEXT}
      </span>
    </div>
  );
}
